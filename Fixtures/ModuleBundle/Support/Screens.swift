import UIKit

// SwiftPM generates this accessor for a target with resources; the stub stands in for it.
extension Bundle {
    // Computed: the iOS 16.4 SDK's NSBundle (NSBundle.h:19) is not Sendable, so a stored
    // static is an error in Swift 6 there.
    static var module: Bundle { .main }
}

final class StartViewController: UIViewController {}
final class LegalViewController: UIViewController {}
final class CreditsViewController: UIViewController {}
final class CreditCell: UITableViewCell {}
final class BannerView: UIView {}

extension StartViewController {
    func open(in tableView: UITableView) {
        pushLegal()
        pushCredits()
        tableView.register(CreditCell.self)
        view.addSubview(BannerView.loadFromNib())
    }
}
