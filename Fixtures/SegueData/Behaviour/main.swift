import UIKit

// The generated segue members of Fixtures/SegueData run against the UIKit stub, whose storyboards
// perform the segues the program describes (_StubStoryboardSegues) as Interface Builder's would:
// the message screen is created by the segue action connected to its segue, the others by
// init(coder:), and the unwind segues go back to the inbox through its unwind action. Each check
// prints "ok " or "FAILED " and what it checks; FixtureBehaviourTests reads the lines.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

@MainActor
func describeSegues(backTo inbox: InboxViewController) {
    typealias Segues = _StubStoryboardSegues
    Segues.segues[Segues.Key(InboxViewController.self, "showMessage")] = Segues.Segue(.show) { source, coder, sender in
        (source as? InboxViewController)?.makeShowMessage(coder, sender: sender) ?? MessageViewController(coder: coder)
    }
    Segues.segues[Segues.Key(InboxViewController.self, "show-profile")] = Segues.Segue(.show) { _, coder, _ in
        ProfileViewController(coder: coder)
    }
    Segues.segues[Segues.Key(InboxViewController.self, "compose")] = Segues.Segue(.present) { _, coder, _ in
        ComposeViewController(coder: coder).map { UINavigationController(rootViewController: $0) }
    }
    Segues.segues[Segues.Key(InboxViewController.self, "showSettings")] = Segues.Segue(.show) { _, coder, _ in
        SettingsViewController(coder: coder)
    }
    let unwindToInbox = Segues.Kind.unwind { destination, segue in
        (destination as? InboxViewController)?.unwindToInbox(segue)
    }
    Segues.segues[Segues.Key(MessageViewController.self, "backToInbox")] = Segues.Segue(unwindToInbox) { _, _, _ in inbox }
    Segues.segues[Segues.Key(ComposeViewController.self, "doneComposing")] = Segues.Segue(unwindToInbox) { _, _, _ in inbox }
}

@MainActor
func run() {
    let inbox = InboxViewController.instantiate()
    let stack = UINavigationController(rootViewController: inbox)
    describeSegues(backTo: inbox)

    inbox.open("m-1")
    let message = stack.topViewController as? MessageViewController
    check(message?.messageID == "m-1", "performShowMessage gives the message ID to the view controller its segue action creates")
    message?.reply("Thanks")
    check(inbox.replies == ["Thanks"], "the reply comes back through the callback the segue carried")
    check(stack.topViewController === inbox, "the unwind segue backToInbox pops back to the inbox")
    check(_StubTransitionLog.entries.last?.action == .popTo, "by popping to it")

    inbox.openProfile(of: User(name: "Ada"))
    let profile = stack.topViewController as? ProfileViewController
    check(profile?.user?.name == "Ada", "performShowProfile sets the profile's user through the prepare hook")
    stack.popViewController(animated: false)

    inbox.compose("Hello")
    let composer = inbox.presentedViewController as? UINavigationController
    let compose = composer?.viewControllers.first as? ComposeViewController
    check(compose?.draft?.text == "Hello", "performCompose gives the draft to the root of the navigation controller the segue presents")
    compose?.finish()
    check(inbox.presentedViewController == nil, "the unwind segue doneComposing dismisses the composer")

    inbox.openSettings()
    check(stack.topViewController is SettingsViewController, "a segue without data is performed through the Segue enum")
    check(
        inbox.makeShowMessage(NSCoder(), sender: "a button") == nil,
        "the segue action creates nothing for a segue performed without its arguments, so UIKit falls back to init(coder:)")
}

MainActor.assumeIsolated { run() }
