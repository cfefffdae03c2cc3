// expect: conform to 'Identifiable'
import SwiftUI

struct Item { let title: String }

struct V: View {
    @State private var item: Item?
    var body: some View {
        Text("x").fullScreenCover(item: $item) { item in Text(item.title) }
    }
}
