import UIKit

// What the app writes with the generated API: the window's tab bar, a tab selected by value,
// the transitions of screens whose class is shared or UIKit's own.
@MainActor
func makeRootViewController(session: Session) -> UITabBarController {
    let tabBarController = MainScreen.instantiate(session: session)
    tabBarController.select(.profileStack)
    let profileStack: UIViewController? = tabBarController.viewController(for: MainScreen.Tab.profileStack)
    _ = profileStack
    for tab in MainScreen.Tab.allCases where tabBarController.viewController(for: tab) == nil {
        print("tab \(tab) is missing")
    }
    return tabBarController
}

@MainActor
func openProfile(session: Session) -> UINavigationController {
    let navigationController: UINavigationController = ProfileStackScreen.instantiate(session: session)
    _ = ProfileStackScreen.identifier
    return navigationController
}

extension FeedViewController {
    func write() {
        let editor: EditorViewController = presentCompose(draft: Draft(text: ""))
        _ = editor
        navigate(to: .reply(draft: Draft(text: "Re:")), animated: false)
    }
}

extension ProfileViewController {
    func showAbout() {
        let about: UIViewController = pushAbout()
        AboutScreen.performSegue(.showLicenses, from: about)
        AboutScreen.presentFeedback(from: about, draft: Draft(text: "")) { print("shown") }
        AboutScreen.navigate(from: about, to: .feedback(draft: Draft(text: "")), animated: false)
        let reply = ReplyScreen.instantiate(draft: Draft(text: ""))
        ReplyScreen.presentDiscardAlert(from: reply)
        _ = (AboutScreen.identifier, ComposeScreen.identifier, ReplyScreen.identifier)
    }
}

extension SearchViewController {
    func filter() {
        performSegue(.showFilters)
        _ = SearchViewController.instantiate()
        _ = FiltersViewController.instantiate()
    }
}
