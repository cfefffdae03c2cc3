import UIKit

struct Account {
    var owner: String
}

final class DashboardViewController: UIViewController {
    var account = Account(owner: "Ada")
    /// The panels the embed segues created, by their segue, in the order UIKit prepared them.
    private(set) var panels: [String] = []
    private(set) var banner: UIViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch embeddedChild(of: segue) {
        case .embedSummary(let summary)?:
            summary.account = account
        case .embedActivity(let stack)?:
            stack.title = "Activity"
        case .income(let panel)?:
            panel.kind = "income"
            panels.append("income")
        case .spending(let panel)?:
            panel.kind = "spending"
            panels.append("spending")
        case .embedBanner(let banner)?:
            self.banner = banner
        case nil:
            break
        }
    }
}

final class SummaryViewController: UIViewController {
    var account: Account?

    func open(_ transactionID: String) {
        pushTransaction(transactionID: transactionID)
    }
}

final class ChartViewController: UIViewController {}

final class ActivityViewController: UIViewController {}

final class PanelViewController: UIViewController {
    var kind = ""
}

final class TransactionViewController: UIViewController {
    let transactionID: String

    init?(coder: NSCoder, transactionID: String) {
        self.transactionID = transactionID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

final class LegalTextViewController: UIViewController {}

final class SettingsViewController: UIViewController {}

/// A parent of UIKit's own class reaches its child through the enum of its screen.
@MainActor
func legalText(embeddedBy segue: UIStoryboardSegue) -> LegalTextViewController? {
    guard case .embedText(let text)? = LegalScreen.embeddedChild(of: segue) else { return nil }
    return text
}
