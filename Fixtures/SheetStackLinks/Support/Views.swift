import SwiftUI

struct ComposeView: View {
    let draftID: Int

    var body: some View {
        Text("Draft \(draftID)")
    }
}

struct AttachmentsView: View {
    let draftID: Int
    let showsHidden: Bool

    var body: some View {
        Text("Attachments of draft \(draftID)")
    }
}

struct PreviewView: View {
    let draftID: Int

    var body: some View {
        Text("Preview of draft \(draftID)")
    }
}

struct LibraryView: View {
    var body: some View {
        Text("Library")
    }
}

struct AlbumView: View {
    let albumID: String

    var body: some View {
        Text("Album \(albumID)")
    }
}
