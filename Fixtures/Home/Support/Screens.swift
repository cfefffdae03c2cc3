import UIKit

final class HomeViewController: UIViewController {}

final class DetailViewController: UIViewController {
    init?(coder: NSCoder, itemID: Int) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(itemID:)")
    }
}

final class ComposeViewController: UIViewController {
    init?(coder: NSCoder, draft: String) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(draft:)")
    }
}

final class PlayerViewController: UIViewController {}

extension HomeViewController {
    func loadFailed(with message: String?) {
        guard let message else { return presentNetworkErrorAlert() }
        presentOtherErrorAlert(message: message)
    }
}
