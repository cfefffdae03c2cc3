import UIKit

final class InboxViewController: UIViewController {}

final class FolderViewController: UIViewController {
    let folderID: String

    init(folderID: String) {
        self.folderID = folderID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use FolderViewController.instantiate(folderID:)")
    }
}

final class ThreadViewController: UIViewController {
    let threadID: Int

    init(threadID: Int) {
        self.threadID = threadID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use ThreadViewController.instantiate(threadID:)")
    }
}

final class MessageViewController: UIViewController {
    let messageID: Int
    let isUnread: Bool

    init(messageID: Int, isUnread: Bool) {
        self.messageID = messageID
        self.isUnread = isUnread
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use MessageViewController.instantiate(messageID:isUnread:)")
    }
}

final class ComposerViewController: UIViewController {
    let replyTo: Int?

    init(replyTo: Int?) {
        self.replyTo = replyTo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use ComposerViewController.instantiate(replyTo:)")
    }
}

final class AttachmentsViewController: UIViewController {
    let draftID: UUID

    init(draftID: UUID) {
        self.draftID = draftID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use AttachmentsViewController.instantiate(draftID:)")
    }
}
