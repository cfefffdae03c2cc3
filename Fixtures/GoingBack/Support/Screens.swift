import UIKit

final class InboxViewController: UIViewController {}

final class ThreadViewController: UIViewController {
    let threadID: Int

    init(threadID: Int) {
        self.threadID = threadID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(threadID:)")
    }
}

final class MessageViewController: UIViewController {
    let messageID: Int

    init(messageID: Int) {
        self.messageID = messageID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(messageID:)")
    }
}

/// Hands its result back as docs/Spec.md "Going back" shows: it calls its callback, then closes.
final class ComposerViewController: UIViewController {
    private let onSend: @MainActor (String) -> Void

    init(onSend: @escaping @MainActor (String) -> Void) {
        self.onSend = onSend
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(onSend:)")
    }

    func send(_ text: String) {
        onSend(text)
        close()
    }
}
