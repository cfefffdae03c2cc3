// expect: cannot convert value of type 'String' to expected element type
import SwiftUI
struct HalfSheet: View {
    var body: some View { Text("Half").presentationDetents(["medium"]) }
}
