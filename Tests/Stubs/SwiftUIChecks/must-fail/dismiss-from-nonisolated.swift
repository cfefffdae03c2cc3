// expect: call to main actor-isolated instance method 'callAsFunction()' in a synchronous nonisolated context
import SwiftUI

// DismissAction is @MainActor: a nonisolated function cannot call it, as with the SDK.
nonisolated func close(with dismiss: DismissAction) {
    dismiss()
}
