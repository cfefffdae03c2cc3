import UIKit

final class InboxViewController: UIViewController {}

final class ComposeViewController: UIViewController {
    let draftID: Int

    init(draftID: Int) {
        self.draftID = draftID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(draftID:)")
    }
}

final class AttachmentsViewController: UIViewController {
    let draftID: Int
    let showsHidden: Bool

    init(draftID: Int, showsHidden: Bool) {
        self.draftID = draftID
        self.showsHidden = showsHidden
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(draftID:showsHidden:)")
    }
}

final class PreviewViewController: UIViewController {
    let draftID: Int

    init(draftID: Int) {
        self.draftID = draftID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(draftID:)")
    }
}

final class LibraryViewController: UIViewController {}

final class AlbumViewController: UIViewController {
    let albumID: String

    init(albumID: String) {
        self.albumID = albumID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(albumID:)")
    }
}
