// The app's own declarations that the code generated from names-in-other-scripts.yml uses.

import SwiftUI
import UIKit

final class 画面ViewController: UIViewController {}

final class ÉcranViewController: UIViewController {
    init?(coder: NSCoder, titre: String, число: Int) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("created by instantiate")
    }
}

final class ΟθόνηViewController: UIViewController {}

struct 画面View: View {
    var body: some View {
        Text("画面")
    }
}

struct ÉcranView: View {
    let titre: String
    let число: Int

    var body: some View {
        Text("Écran")
    }
}

struct ΟθόνηView: View {
    var body: some View {
        Text("Οθόνη")
    }
}

final class Ячейка: UITableViewCell {}
