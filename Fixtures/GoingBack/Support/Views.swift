import SwiftUI

struct InboxView: View {
    @State private var router = InboxRouter()

    var body: some View {
        NavigationStack {
            Text("Inbox")
                .navigationRoutes(router)
        }
    }
}

struct ThreadView: View {
    let threadID: Int
    @State private var router = ThreadRouter()

    var body: some View {
        Text("Thread \(threadID)")
            .navigationRoutes(router)
    }
}

struct MessageView: View {
    let messageID: Int
    @State private var router = MessageRouter()

    var body: some View {
        Text("Message \(messageID)")
            .navigationRoutes(router)
    }
}

/// Hands its result back as docs/Spec.md "Going back" shows: its event handler calls the
/// callback, then asks the router to close.
struct ComposerView: View {
    let onSend: @MainActor (String) -> Void
    @State private var router = ComposerRouter()

    var body: some View {
        Text("New message")
            .navigationRoutes(router)
    }
}

struct HelpView: View {
    @State private var router = HelpRouter()

    var body: some View {
        Text("Help")
            .navigationRoutes(router)
    }
}

@MainActor
final class ComposerEventHandler {
    private let router: any ComposerRouting
    private let onSend: @MainActor (String) -> Void

    init(router: any ComposerRouting, onSend: @escaping @MainActor (String) -> Void) {
        self.router = router
        self.onSend = onSend
    }

    func didTapSend(_ text: String) {
        onSend(text)
        router.close()
    }
}

struct AboutView: View {
    var body: some View {
        Text("About")
    }
}
