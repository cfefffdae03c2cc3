import UIKit

final class InboxViewController: UIViewController {}

final class MessageViewController: UIViewController {
    init?(coder: NSCoder, messageID: String) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(messageID:)")
    }
}

final class SettingsViewController: UIViewController {}
final class AboutViewController: UIViewController {}

extension InboxViewController {
    func open() {
        performSegue(.showSettings)
        performSegue(.showAbout, sender: self)
        pushMessage(messageID: "m1")
        let identifiers: [String] = Segue.allCases.map(\.rawValue)
        _ = identifiers
    }
}

extension SettingsViewController {
    func open() {
        performSegue(.about)
        _ = Segue(rawValue: "about")
    }
}
