import UIKit

final class InboxViewController: UIViewController {}

final class ComposeViewController: UIViewController {
    let draftID: Int
    let recipient: String?

    init(draftID: Int, recipient: String?) {
        self.draftID = draftID
        self.recipient = recipient
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(draftID:recipient:)")
    }
}
