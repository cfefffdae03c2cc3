import UIKit

struct User {
    var name: String
}

struct Draft {
    var text: String
}

final class InboxViewController: UIViewController {
    /// The replies that came back from the message screen through its callback.
    var replies: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue, sender: sender)
    }

    func open(_ messageID: String) {
        performShowMessage(messageID: messageID, onReply: { [weak self] reply in self?.replies.append(reply) })
    }

    func openProfile(of user: User) {
        performShowProfile(user: user, sender: self)
    }

    func compose(_ text: String) {
        performCompose(draft: Draft(text: text))
    }

    func openSettings() {
        performSegue(.showSettings)
    }
}

final class MessageViewController: UIViewController {
    let messageID: String
    let onReply: (String) -> Void

    init?(coder: NSCoder, messageID: String, onReply: @escaping (String) -> Void) {
        self.messageID = messageID
        self.onReply = onReply
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        // A message needs its ID: performed without it, the segue fails rather than show nothing.
        return nil
    }

    /// Sends the reply back through the callback and returns to the inbox.
    func reply(_ text: String) {
        onReply(text)
        performSegue(.backToInbox)
    }
}

final class ProfileViewController: UIViewController {
    var user: User?
}

final class ComposeViewController: UIViewController {
    var draft: Draft?

    func finish() {
        performSegue(.doneComposing, sender: draft)
    }
}

final class SettingsViewController: UIViewController {}
