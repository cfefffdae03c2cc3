import SwiftUI

struct FolderView: View {
    let folderID: String

    var body: some View {
        Text("Folder")
    }
}

struct ThreadView: View {
    let threadID: Int

    var body: some View {
        Text("Thread")
    }
}

struct MessageView: View {
    let messageID: Int
    let isUnread: Bool

    var body: some View {
        Text("Message")
    }
}

struct ComposerView: View {
    let replyTo: Int?

    var body: some View {
        Text("Composer")
    }
}

struct AttachmentsView: View {
    let draftID: UUID

    var body: some View {
        Text("Attachments")
    }
}
