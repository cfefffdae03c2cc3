import UIKit

struct Theme: Sendable, Equatable {
    var tint: String
}

final class MusicLibrary: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class RootTabBarController: UITabBarController {
    let theme: Theme

    init(theme: Theme) {
        self.theme = theme
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use RootTabBarController.instantiate(theme:library:albumID:)")
    }
}

final class LibraryViewController: UIViewController {
    let library: MusicLibrary

    init(library: MusicLibrary) {
        self.library = library
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(library:)")
    }
}

final class GenresViewController: UIViewController {
    var library: MusicLibrary?
}

final class AlbumViewController: UIViewController {
    let albumID: Int

    init(albumID: Int) {
        self.albumID = albumID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(albumID:)")
    }
}

final class SettingsViewController: UIViewController {}

final class NowPlayingViewController: UIViewController {
    let library: MusicLibrary

    init(library: MusicLibrary) {
        self.library = library
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(library:)")
    }
}

final class QueueViewController: UIViewController {}
