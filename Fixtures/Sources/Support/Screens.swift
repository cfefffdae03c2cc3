import UIKit

final class RootViewController: UIViewController {}

final class NibInitViewController: UIViewController {
    private let screenTitle: String

    init(nibName: String?, bundle: Bundle?, title: String) {
        self.screenTitle = title
        super.init(nibName: nibName, bundle: bundle)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(title:)")
    }
}

final class NibPropertyViewController: UIViewController {
    var count = 0
}

final class NibPlainViewController: UIViewController {}

final class CodeInitViewController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(title:)")
    }
}

final class CodePropertyViewController: UIViewController {}

final class CodePlainViewController: UIViewController {}

extension RootViewController {
    func openAll() {
        pushNibInit(title: "a")
        let nibProperty = pushNibProperty(title: "b", count: 2)
        _ = nibProperty.count
        pushNibPlain()
        presentCodeInit(title: "c")
        presentCodeProperty(title: "d")
        presentCodePlain()
        _ = CodePlainViewController.instantiate()
    }
}
