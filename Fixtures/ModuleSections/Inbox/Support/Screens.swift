import UIKit

/// The root of the app's inbox tab: public, since the app's tab bar controller holds it.
public final class InboxViewController: UIViewController {
    func messageTapped(_ messageID: Int) {
        pushMessage(messageID: messageID)
    }

    func refreshFailed() {
        presentOfflineAlert()
    }
}

final class MessageViewController: UIViewController {
    let messageID: Int

    init?(coder: NSCoder, messageID: Int) {
        self.messageID = messageID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(messageID:)")
    }

    func backTapped() {
        goBack()
    }
}
