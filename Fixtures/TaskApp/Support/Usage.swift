import UIKit

// The hand-written code of the issue that introduced `navgen generate`: it must compile unchanged.
extension TaskListViewController {
    func viewDidLoadWork() {
        tableView.register(TaskListTableViewCell.nib, forCellReuseIdentifier: TaskListTableViewCell.identifier)
        tableView.register(TaskListTableViewCell.self)
    }

    func cell(at indexPath: IndexPath) -> TaskListTableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TaskListTableViewCell.identifier) as! TaskListTableViewCell
        _ = tableView.dequeueReusableCell(TaskListTableViewCell.self, for: indexPath)
        return cell
    }

    func openEditor() {
        let addTaskVC = AddTaskViewController.instantiate { user in _ = user }
        present(addTaskVC, animated: true)
    }

    func showOwner(of task: TaskItem) {
        let user = task.owner
        let userInfoVC = UserInfoViewController.instantiate(user: user)
        _ = userInfoVC
        presentUserInfo(user: user)
        presentAddTask(onTapEvent: { _ in }, animated: false) { print("presented") }
        navigate(to: .userInfo(user: user))
        navigate(to: .addTask(onTapEvent: { _ in }), animated: false)
    }

    func route(_ route: Route) -> String {
        switch route {
        case .addTask: "addTask"
        case .userInfo(let user): user.name
        }
    }
}

@MainActor func entryPoint() -> TaskListViewController {
    TaskListViewController.instantiate()
}
