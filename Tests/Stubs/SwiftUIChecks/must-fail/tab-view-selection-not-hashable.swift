// expect: 'TabView' requires that 'Selection' conform to 'Hashable'
import SwiftUI

struct Selection {}

struct TabsView: View {
    @State var selection = Selection()

    var body: some View {
        TabView(selection: $selection) {
            Text(verbatim: "feed")
        }
    }
}
