import UIKit

// The window's root in an app without storyboards, and the transitions of the screens it holds.
@MainActor
func makeRoot(library: MusicLibrary) -> RootTabBarController {
    let root = RootTabBarController.instantiate(theme: Theme(tint: "purple"), library: library)
    root.select(.browse)
    if let browse = root.viewController(for: .browse) as? UISplitViewController {
        _ = browse.viewController(for: .secondary)
    }
    _ = LibraryStackScreen.instantiate(library: library)
    _ = BrowseScreen.instantiate(library: library, albumID: 7)
    return root
}

extension LibraryViewController {
    func play() {
        let nowPlaying: NowPlayingViewController = presentNowPlaying(library: library)
        nowPlaying.pushQueue()
        navigate(to: .nowPlaying(library: library), animated: false)
    }
}

extension GenresViewController {
    func open(albumID: Int) {
        presentAlbum(albumID: albumID)
    }
}
