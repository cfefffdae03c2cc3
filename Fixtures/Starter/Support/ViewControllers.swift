import UIKit

// What an app adds by hand next to the code generated from the spec that `navgen init` writes.
final class ItemListViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let itemIDs = ["first", "second"]

    func viewDidLoadWork() {
        tableView.register(ItemCell.self)
    }

    func cell(at indexPath: IndexPath) -> ItemCell {
        tableView.dequeueReusableCell(ItemCell.self, for: indexPath)
    }

    func didSelectRow(at indexPath: IndexPath) {
        pushItemDetail(itemID: itemIDs[indexPath.row])
    }
}

final class ItemDetailViewController: UIViewController {
    private let itemID: String

    init?(coder: NSCoder, itemID: String) {
        self.itemID = itemID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("ItemDetailViewController is created with instantiate(itemID:)")
    }
}

final class ItemCell: UITableViewCell {}
