import UIKit

/// Keeps what it presents, so that InjectionTests can read the alerts' texts back.
final class HomeViewController: UIViewController {
    private(set) var presented: [UIViewController] = []

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented.append(viewControllerToPresent)
        completion?()
    }
}

/// Keeps the nib name and the parameters it was created with.
final class DetailViewController: UIViewController {
    let nib: String?
    let name: String
    let count: Int

    init(nibName: String?, bundle: Bundle?, name: String, count: Int) {
        self.nib = nibName
        self.name = name
        self.count = count
        super.init(nibName: nibName, bundle: bundle)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(name:count:)")
    }
}

final class ÉcranViewController: UIViewController {}

final class 画面ViewController: UIViewController {}

final class Cell: UITableViewCell {}

final class Grid: UICollectionViewCell {}

final class Banner: UIView {}
