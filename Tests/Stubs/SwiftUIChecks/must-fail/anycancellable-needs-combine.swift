// expect: cannot find type 'AnyCancellable' in scope
// SwiftUI does not re-export Combine: Apple's SDK rejects this with only `import SwiftUI`.
import SwiftUI
@MainActor final class Holder: ObservableObject {
    @Published var count = 0
    var subscriptions: Set<AnyCancellable> = []
}
