import UIKit

final class RootViewController: UIViewController {}

final class NibInitViewController: UIViewController {
    private let screenTitle: String

    init(nibName: String?, bundle: Bundle?, heading: String) {
        self.screenTitle = heading
        super.init(nibName: nibName, bundle: bundle)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(heading:)")
    }
}

final class NibPropertyViewController: UIViewController {
    var heading = ""
    var count = 0
}

final class NibPlainViewController: UIViewController {}

final class CodeInitViewController: UIViewController {
    init(heading: String) {
        super.init(nibName: nil, bundle: nil)
        title = heading
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(heading:)")
    }
}

final class CodePropertyViewController: UIViewController {
    var heading = ""
}

final class CodePlainViewController: UIViewController {}

extension RootViewController {
    func openAll() {
        pushNibInit(heading: "a")
        let nibProperty = pushNibProperty(heading: "b", count: 2)
        _ = nibProperty.count
        pushNibPlain()
        presentCodeInit(heading: "c")
        presentCodeProperty(heading: "d")
        presentCodePlain()
        _ = CodePlainViewController.instantiate()
    }
}
