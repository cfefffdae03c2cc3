// expect: conform to 'Identifiable'
import SwiftUI

struct Item { let title: String }

struct V: View {
    @State private var item: Item?
    var body: some View {
        Text("x").alert(item: $item) { item in Alert(title: Text(item.title)) }
    }
}
