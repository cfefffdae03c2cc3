import UIKit

final class HomeViewController: UIViewController {}

final class DetailViewController: UIViewController {
    let itemID: Int

    init?(coder: NSCoder, itemID: Int) {
        self.itemID = itemID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(itemID:)")
    }
}

final class ComposeViewController: UIViewController {}
final class PlayerViewController: UIViewController {}
final class OverlayViewController: UIViewController {}
final class PickerViewController: UIViewController {}
final class FormViewController: UIViewController {}

extension HomeViewController {
    func openEverything() {
        let detail: DetailViewController = pushDetail(itemID: 1)
        _ = detail.itemID
        presentCompose()
        presentPlayer(animated: false)
        presentOverlay { print("shown") }
        presentPicker(animated: true, completion: nil)
        presentForm()
        navigate(to: .detail(itemID: 2))
        navigate(to: .overlay, animated: true)
    }

    func name(of route: Route) -> String {
        switch route {
        case .detail(let itemID): "detail \(itemID)"
        case .compose: "compose"
        case .player: "player"
        case .overlay: "overlay"
        case .picker: "picker"
        case .form: "form"
        }
    }
}

extension DetailViewController {
    func openRelated() {
        pushRelatedItem(itemID: itemID + 1)
        navigate(to: .relatedItem(itemID: 3))
    }
}
