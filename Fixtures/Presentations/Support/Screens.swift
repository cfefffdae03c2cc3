import UIKit

final class LibraryViewController: UIViewController {}

final class FilterViewController: UIViewController {
    let query: String

    init?(coder: NSCoder, query: String) {
        self.query = query
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(query:)")
    }
}

final class SortViewController: UIViewController {}

final class DetailsViewController: UIViewController {
    let bookID: Int

    init?(coder: NSCoder, bookID: Int) {
        self.bookID = bookID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(bookID:)")
    }
}

final class ShareViewController: UIViewController {}
final class ReaderViewController: UIViewController {}
final class CheckoutViewController: UIViewController {}

extension LibraryViewController {
    func filterTapped(_ button: UIView) {
        presentFilter(sourceView: button, query: "")
    }

    func sortTapped(_ item: UIBarButtonItem) {
        let sort: SortViewController = presentSort(barButtonItem: item, animated: false)
        _ = sort
        navigate(to: .menu(barButtonItem: item))
    }

    func name(of route: Route) -> String {
        switch route {
        case .filter(_, let query): "filter \(query)"
        case .sort: "sort"
        case .menu: "menu"
        case .details(let bookID): "details \(bookID)"
        case .share: "share"
        case .reader: "reader"
        case .checkout: "checkout"
        }
    }
}

@MainActor
func showFilter(from menu: UITableViewController, cell: UIView) {
    MenuScreen.navigate(from: menu, to: .filterFromMenu(sourceView: cell, query: "recent"))
}
