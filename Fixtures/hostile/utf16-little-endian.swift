// The app's own declarations that the code generated from utf16-little-endian.yml uses.

import SwiftUI
import UIKit

final class HomeViewController: UIViewController {}

final class DetailViewController: UIViewController {
    init?(coder: NSCoder, itemID: Int) {
        super.init(coder: coder)
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
    let itemID: Int

    var body: some View {
        Text("Detail")
    }
}
