import SwiftUI

struct NowPlayingView: View {
    let library: MusicLibrary

    var body: some View {
        Text("Playing from \(library.name)")
    }
}

struct QueueView: View {
    var body: some View {
        Text("Up next")
    }
}

struct AlbumView: View {
    var albumID: Int = 0

    var body: some View {
        Text("Album \(albumID)")
    }
}

/// The SwiftUI library screen: playing presents a flow with its own navigation stack, in which
/// the queue is pushed.
struct LibraryView: View {
    @StateObject var router = LibraryRouter()
    let library: MusicLibrary

    var body: some View {
        Text(library.name)
            .navigationRoutes(router)
    }

    func play() {
        router.activateNowPlaying(library: library)
    }
}
