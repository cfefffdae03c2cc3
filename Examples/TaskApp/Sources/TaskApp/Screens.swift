import UIKit

/// Writes a new task; tells the list who it belongs to through `onTapEvent`.
public final class AddTaskViewController: UIViewController {
    private let onTapEvent: (User?) -> Void

    init?(coder: NSCoder, onTapEvent: @escaping (User?) -> Void) {
        self.onTapEvent = onTapEvent
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) {
        fatalError("AddTaskViewController is created with instantiate(onTapEvent:)")
    }

    func saveTapped(for user: User?) {
        onTapEvent(user)
        dismiss(animated: true)
    }
}

/// Shows one user.
public final class UserInfoViewController: UIViewController {
    private let user: User

    init?(coder: NSCoder, user: User) {
        self.user = user
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) {
        fatalError("UserInfoViewController is created with instantiate(user:)")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = user.name
    }
}

/// One row of the task list.
public final class TaskListTableViewCell: UITableViewCell {
    var task: TaskItem?
}
