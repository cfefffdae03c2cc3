// expect: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'
import SwiftUI

struct V: View {
    var body: some View {
        Text("x").sheet(isPresented: true) { Text("sheet") }
    }
}
