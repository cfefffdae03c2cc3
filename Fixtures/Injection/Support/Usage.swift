import UIKit

extension HomeViewController {
    func openAll() {
        pushAgain()
        pushAgain(name: "n", count: 1)
        present画面()
        presentOopsAlert()
        presentGreetAlert(name: "x")
        navigate(to: .again())
        let segues: [String] = Segue.allCases.map(\.rawValue)
        _ = (segues, Cell.identifier, Grid.identifier, Banner.nib, HomeViewController.identifier, ÉcranViewController.instantiate())
    }
}
