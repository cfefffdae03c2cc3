// The app's own declarations that the code generated from strings-that-break-out.yml uses.

import SwiftUI
import UIKit

final class HomeViewController: UIViewController {}

final class DetailViewController: UIViewController {
    init(nibName: String?, bundle: Bundle?, name: String) {
        super.init(nibName: nibName, bundle: bundle)
    }

    required init?(coder: NSCoder) {
        fatalError("created by instantiate")
    }
}

struct HomeView: View {
    var body: some View {
        Text("Home")
    }
}

struct DetailView: View {
    let name: String

    var body: some View {
        Text("Detail")
    }
}

final class Cell: UITableViewCell {}
