// expect: conform to 'Hashable'
import SwiftUI

struct Step { let title: String }

struct V: View {
    @State private var path: [Step] = []
    var body: some View {
        NavigationStack(path: $path) { Text("root") }
    }
}
