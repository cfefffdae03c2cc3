import UIKit

final class HomeViewController: UIViewController {}

final class DetailViewController: UIViewController {
    let noteID: Int

    init?(coder: NSCoder, noteID: Int) {
        self.noteID = noteID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(noteID:)")
    }
}

extension HomeViewController {
    func openNote(_ noteID: Int) {
        pushDetail(noteID: noteID)
    }
}

extension UINavigationController {
    /// What the app's scene delegate does with a URL it is opened with.
    func open(_ url: URL) {
        DeepLink(url: url)?.open(in: self)
    }
}
