import UIKit

final class `Protocol`: UIViewController {}

final class DefaultViewController: UIViewController {
    init?(coder: NSCoder, class: String, for: Int, in: Bool) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(class:for:in:)")
    }
}

final class RepeatViewController: UIViewController {
    var `self` = 0
}

final class Extension: UITableViewCell {}

extension `Protocol` {
    func open() {
        pushDefault(class: "c", for: 1)
        presentReturn(self: 2)
        performSegue(.case1)
        navigate(to: .default(class: "c", for: 1, in: true))
        navigate(to: .return(self: 3))
        _ = `Protocol`.identifier
    }
}
