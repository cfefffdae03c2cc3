// expect: conform to 'ObservableObject'
import SwiftUI
import Observation

@MainActor @Observable final class Router { var isActivated = false }

struct V: View {
    @ObservedObject var router: Router
    var body: some View { Text("x") }
}
