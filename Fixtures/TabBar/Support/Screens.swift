import UIKit

struct Session: Sendable {
    var token: String
}

struct Draft: Sendable {
    var text: String
}

final class FeedViewController: UIViewController {
    var session: Session?
}

final class ProfileViewController: UIViewController {
    var session: Session?
}

final class SearchViewController: UIViewController {}

final class MailboxesViewController: UIViewController {
    var session: Session?
}

final class MessageViewController: UIViewController {}

final class FiltersViewController: UIViewController {}

/// One class for two scenes of the Editor storyboard: writing a post and answering one.
final class EditorViewController: UIViewController {
    private let draft: Draft

    init?(coder: NSCoder, draft: Draft) {
        self.draft = draft
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use ComposeScreen.instantiate(draft:) or ReplyScreen.instantiate(draft:)")
    }
}
