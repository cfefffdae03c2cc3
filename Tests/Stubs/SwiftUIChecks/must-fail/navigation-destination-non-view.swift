// expect: conform to 'View'
import SwiftUI

struct V: View {
    @State private var isActive = false
    var body: some View {
        Text("x").navigationDestination(isPresented: $isActive) { 42 }
    }
}
