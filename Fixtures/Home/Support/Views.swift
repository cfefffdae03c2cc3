import SwiftUI

struct DetailView: View {
    let itemID: Int

    var body: some View {
        Text("Item \(itemID)")
    }
}

struct ComposeView: View {
    let draft: String

    var body: some View {
        Text(draft)
    }
}

struct PlayerView: View {
    var body: some View {
        Text("Playing")
    }
}

/// Receives the view's events and decides where to go, through the routing protocol only.
@MainActor
final class HomeEventHandler {
    private let router: any HomeRouting

    init(router: any HomeRouting) {
        self.router = router
    }

    func didSelectItem(_ itemID: Int) {
        router.activateDetail(itemID: itemID)
    }

    func didTapCompose() {
        router.activateCompose(draft: "")
    }

    func didFailToLoad(_ message: String?) {
        guard let message else { return router.activateNetworkErrorAlert() }
        router.activateOtherErrorAlert(message: message)
    }
}

/// A test double a unit test of the event handler would use.
@MainActor
final class HomeRoutingDouble: HomeRouting {
    var isDetailActivated = false
    var activatedDetail: DetailView?
    var isComposeActivated = false
    var activatedCompose: ComposeView?
    var isPlayerActivated = false
    var activatedPlayer: PlayerView?
    var alertItem: HomeAlertItem?
    private(set) var calls: [String] = []

    func activateDetail(itemID: Int) { calls.append("detail \(itemID)") }
    func activateCompose(draft: String) { calls.append("compose") }
    func activatePlayer() { calls.append("player") }
    func activateNetworkErrorAlert() { calls.append("networkError") }
    func activateOtherErrorAlert(message: String) { calls.append("otherError \(message)") }
    func activateSyncErrorAlert(reason: String?) { calls.append("syncError") }
}
