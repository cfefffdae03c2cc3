// The destination views of Fixtures/GoingBack, standing in for the app's SwiftUI views.
struct ThreadView: Equatable {
    let threadID: Int
}

struct MessageView: Equatable {
    let messageID: Int
}

struct ComposerView {
    let onSend: @MainActor (String) -> Void
}

struct HelpView: Equatable {}

struct AboutView: Equatable {}
