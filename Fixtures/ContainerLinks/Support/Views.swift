import SwiftUI

struct ComposeStackView: View {
    var body: some View {
        Text("Compose")
    }
}

struct ComposeView: View {
    let draftID: Int
    let recipient: String?

    var body: some View {
        Text("Draft \(draftID)")
    }
}
