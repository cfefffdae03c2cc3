// The app's own declarations that the code generated from keywords-and-booleans-as-names.yml uses.

import SwiftUI
import UIKit

final class onViewController: UIViewController {}

final class yesViewController: UIViewController {}

final class trueViewController: UIViewController {}

final class null_ViewController: UIViewController {}

struct onView: View {
    var body: some View {
        Text("on")
    }
}

struct yesView: View {
    var body: some View {
        Text("yes")
    }
}

struct trueView: View {
    var body: some View {
        Text("true")
    }
}

struct null_View: View {
    var body: some View {
        Text("null_")
    }
}
