import UIKit

final class TaskListViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var tasks: [TaskItem] = []
}

final class AddTaskViewController: UIViewController {
    private let onTapEvent: (User?) -> Void

    init?(coder: NSCoder, onTapEvent: @escaping (User?) -> Void) {
        self.onTapEvent = onTapEvent
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("AddTaskViewController is created with instantiate(onTapEvent:)")
    }
}

final class UserInfoViewController: UIViewController {
    private let user: User

    init?(coder: NSCoder, user: User) {
        self.user = user
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("UserInfoViewController is created with instantiate(user:)")
    }
}

final class TaskListTableViewCell: UITableViewCell {}
