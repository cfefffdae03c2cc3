// expect: 'init(wrappedValue:)' is unavailable
import SwiftUI

final class PlainRouter { var isActivated = false }

struct V: View {
    @Bindable var router: PlainRouter
    var body: some View { Text("x") }
}
