import UIKit

// The generated factories and transitions of Fixtures/CodeContainers, run against the UIKit stub,
// which keeps containers' children and records presentations as UIKit does. Each check prints
// "ok " or "FAILED " and what it checks; FixtureBehaviourTests reads the lines.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

@MainActor
func run() {
    let library = MusicLibrary(name: "Mine")
    let root = RootTabBarController.instantiate(theme: Theme(tint: "purple"), library: library, albumID: 7)
    check(root.theme == Theme(tint: "purple"), "the tab bar controller gets its own parameter through its initializer")
    let tabs = root.viewControllers ?? []
    check(tabs.count == 3, "the tab bar controller holds one view controller per tab")

    let stack = tabs.first as? UINavigationController
    let libraryScreen = stack?.viewControllers.first as? LibraryViewController
    check(stack?.viewControllers.count == 1, "the first tab is a navigation controller with one view controller")
    check(libraryScreen?.library === library, "the root of the first tab gets the tab bar's library")
    check(libraryScreen?.navigationController === stack, "the root is on the navigation controller's stack")
    check(libraryScreen?.tabBarController === root, "the root is inside the tab bar controller")

    let browse = root.viewController(for: .browse) as? UISplitViewController
    check(browse?.style == .doubleColumn, "the split view controller has the column style")
    check((browse?.viewController(for: .primary) as? GenresViewController)?.library === library, "the primary column gets the library as a property")
    check((browse?.viewController(for: .secondary) as? AlbumViewController)?.albumID == 7, "the secondary column gets the album ID")
    check(root.viewController(for: .settings) is SettingsViewController, "the last tab is the settings screen")

    for tab in RootTabBarController.Tab.allCases {
        root.select(tab)
        check(root.selectedIndex == tab.rawValue && root.selectedViewController === tabs[tab.rawValue], "select(.\(tab)) shows its tab")
    }

    guard let libraryScreen else { return }
    let nowPlaying = libraryScreen.presentNowPlaying(library: library, animated: false)
    let presented = libraryScreen.presentedViewController as? UINavigationController
    check(presented?.viewControllers.first === nowPlaying, "an embedded presentation presents a new navigation controller around the destination")
    check(presented?.modalPresentationStyle == .fullScreen, "the style is set on the navigation controller that is presented")
    check(nowPlaying.library === library, "the destination gets its parameter")
    let queue = nowPlaying.pushQueue(animated: false)
    check(presented?.topViewController === queue, "the embedded screen pushes onto its own stack")
    check(stack?.viewControllers.count == 1, "the stack of the tab it was presented from is unchanged")
}

MainActor.assumeIsolated { run() }
