// expect: cannot convert value of type 'String' to expected argument type 'Int'
import SwiftUI

// A Tab's value must be of the selection's type (TabContentBuilder<SelectionValue>).
@available(iOS 18.0, *)
struct TabsView: View {
    @State var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab(value: "feed") {
                Text(verbatim: "feed")
            } label: {
                Text("Feed")
            }
        }
    }
}
