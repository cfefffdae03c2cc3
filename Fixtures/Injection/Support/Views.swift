import SwiftUI

struct DetailView: View {
    let name: String
    let count: Int

    var body: some View {
        Text(name)
    }
}

struct 画面View: View {
    var body: some View {
        Text("画面")
    }
}
