// expect: conform to 'Hashable'
import SwiftUI

struct Step { let title: String }

struct V: View {
    var body: some View {
        Text("root").navigationDestination(for: Step.self) { step in Text(step.title) }
    }
}
