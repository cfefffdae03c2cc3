import UIKit

/// The app's first screen: the tasks, a button to add one, and the owner of each.
public final class TaskListViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var tasks: [TaskItem] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TaskListTableViewCell.self)
        view.addSubview(tableView)
    }

    func cell(for indexPath: IndexPath) -> TaskListTableViewCell {
        let cell = tableView.dequeueReusableCell(TaskListTableViewCell.self, for: indexPath)
        cell.task = tasks[indexPath.row]
        return cell
    }

    func addTaskTapped() {
        presentAddTask { [weak self] user in
            guard let self, let user else { return }
            self.tasks.append(TaskItem(title: "New task", owner: user))
        }
    }

    func ownerTapped(at indexPath: IndexPath) {
        presentUserInfo(user: tasks[indexPath.row].owner)
    }
}
