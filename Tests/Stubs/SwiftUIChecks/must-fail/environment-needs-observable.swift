// expect: conform to 'Observable'
import SwiftUI

final class Model: ObservableObject {}

struct V: View {
    let model = Model()
    var body: some View {
        Text("x").environment(model)
    }
}
