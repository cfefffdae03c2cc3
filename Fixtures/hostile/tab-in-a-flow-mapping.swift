// The app's own declarations that the code generated from tab-in-a-flow-mapping.yml uses.

import SwiftUI
import UIKit

final class HomeViewController: UIViewController {}

struct HomeView: View {
    var body: some View {
        Text("Home")
    }
}
