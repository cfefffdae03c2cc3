// The app's own declarations that the code generated from words-without-letters.yml uses.

import SwiftUI
import UIKit

final class HomeViewController: UIViewController {}

final class DetailViewController: UIViewController {}

struct HomeView: View {
    var body: some View {
        Text("Home")
    }
}

struct DetailView: View {
    var body: some View {
        Text("Detail")
    }
}
