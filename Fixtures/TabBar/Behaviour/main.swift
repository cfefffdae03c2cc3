import UIKit

// The generated factories of Fixtures/TabBar run against the UIKit stub, whose storyboards create
// what the program describes of their scenes (_StubStoryboardScenes) as Interface Builder's
// relationship segues would: the tab bar's tabs, each navigation controller's root. Each check
// prints "ok " or "FAILED " and what it checks; FixtureBehaviourTests reads the lines.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

@MainActor
func storyboardCreated<ViewController: UIViewController>(_ type: ViewController.Type) -> ViewController {
    guard let viewController = ViewController(coder: NSCoder()) else { fatalError("init(coder:) returned nil") }
    return viewController
}

@MainActor
func describeStoryboards() {
    _StubStoryboardScenes.relationships[_StubStoryboardScenes.key(storyboard: "Main", identifier: nil)] = { tabBar in
        (tabBar as? UITabBarController)?.viewControllers = [
            UINavigationController(rootViewController: storyboardCreated(FeedViewController.self)),
            storyboardCreated(SearchViewController.self),
            UINavigationController(rootViewController: storyboardCreated(ProfileViewController.self)),
        ]
    }
    _StubStoryboardScenes.relationships[_StubStoryboardScenes.key(storyboard: "Main", identifier: "ProfileStack")] = { stack in
        (stack as? UINavigationController)?.viewControllers = [storyboardCreated(ProfileViewController.self)]
    }
    // A split view controller that a storyboard creates has the classic style in the stub (see
    // its README); the generated code asks the style before it finds a column.
    _StubStoryboardScenes.relationships[_StubStoryboardScenes.key(storyboard: "Main", identifier: "Inbox")] = { split in
        (split as? UISplitViewController)?.viewControllers = [
            UINavigationController(rootViewController: storyboardCreated(MailboxesViewController.self)),
            storyboardCreated(MessageViewController.self),
        ]
    }
}

@MainActor
func run() {
    describeStoryboards()
    let session = Session(token: "t-1")
    let main = MainScreen.instantiate(session: session)
    let tabs = main.viewControllers ?? []
    let feed = (tabs.first as? UINavigationController)?.viewControllers.first as? FeedViewController
    let profile = (tabs.last as? UINavigationController)?.viewControllers.first as? ProfileViewController
    check(feed?.session?.token == "t-1", "the tab bar's factory gives the session to the root of its first tab")
    check(profile?.session?.token == "t-1", "and to the root of its last tab, through its navigation controller")
    main.select(.search)
    check(main.selectedViewController is SearchViewController, "select(.search) shows the search tab")
    check(main.viewController(for: .profileStack) === tabs.last, "viewController(for:) finds a tab's view controller")

    let stack = ProfileStackScreen.instantiate(session: Session(token: "t-2"))
    check(
        (stack.viewControllers.first as? ProfileViewController)?.session?.token == "t-2",
        "a navigation controller's factory gives its root the session")

    let inbox = ProfileStackScreen.instantiate(session: session).viewControllers.first.map { profile in
        (profile as? ProfileViewController)?.presentInbox(session: Session(token: "t-3"), animated: false)
    }
    let mailboxes = (inbox??.viewControllers.first as? UINavigationController)?.viewControllers.first as? MailboxesViewController
    check(mailboxes?.session?.token == "t-3", "a split view's factory gives the session to the root of its primary column")

    guard let feed else { return }
    let compose = feed.presentCompose(draft: Draft(text: "Hi"), animated: false)
    let presented = feed.presentedViewController as? UINavigationController
    check(presented?.viewControllers.first === compose, "the composer is presented in a navigation controller of its own")
    check(presented?.modalPresentationStyle == .formSheet, "as a form sheet")
    let about = AboutScreen.instantiate()
    let feedback = AboutScreen.presentFeedback(from: about, draft: Draft(text: ""), animated: false)
    check(about.presentedViewController === feedback, "a screen of UIKit's class presents through its own type")
    check(feedback.modalPresentationStyle == .pageSheet, "with the transition's style")
}

MainActor.assumeIsolated { run() }
