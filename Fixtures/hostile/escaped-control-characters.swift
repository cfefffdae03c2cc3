// The app's own declarations that the code generated from escaped-control-characters.yml uses.

import SwiftUI
import UIKit

final class HomeViewController: UIViewController {}

struct HomeView: View {
    var body: some View {
        Text("Home")
    }
}
