// expect: call to main actor-isolated instance method 'showDetail()' in a synchronous nonisolated context
import SwiftUI

@MainActor
final class Router: ObservableObject {
    @Published var isDetailActivated = false
    func showDetail() { isDetailActivated = true }
}

nonisolated func open(_ router: Router) {
    router.showDetail()
}
