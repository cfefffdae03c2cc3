import SwiftUI

struct ComposeView: View {
    let draftID: Int
    let recipient: String?

    var body: some View {
        Text("Draft \(draftID)")
    }
}
