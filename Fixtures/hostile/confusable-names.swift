// The app's own declarations that the code generated from confusable-names.yml uses.

import SwiftUI
import UIKit

final class HomeViewController: UIViewController {}

final class НоmеViewController: UIViewController {}

final class Hоme2ViewController: UIViewController {}

struct HomeView: View {
    var body: some View {
        Text("Home")
    }
}

struct НоmеView: View {
    var body: some View {
        Text("Ноmе")
    }
}

struct Hоme2View: View {
    var body: some View {
        Text("Hоme2")
    }
}
