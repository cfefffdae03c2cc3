import UIKit

// The generated transitions of Fixtures/GoingBack that go back, run against the UIKit stub: each
// builds a stack or a presentation with the generated factories and transitions, goes back, and
// checks what is on screen and what the stub's transition log recorded. Each check prints "ok "
// or "FAILED " and what it checks; FixtureBehaviourTests reads the lines.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

/// A stack of Inbox, Thread and Message, pushed by the generated transitions.
@MainActor
func mailStack() -> (UINavigationController, InboxViewController, ThreadViewController, MessageViewController) {
    let inbox = InboxViewController.instantiate()
    let stack = UINavigationController(rootViewController: inbox)
    let thread = inbox.pushThread(threadID: 1, animated: false)
    let message = thread.pushMessage(messageID: 2, animated: false)
    _StubTransitionLog.entries = []
    return (stack, inbox, thread, message)
}

/// The only entry of the log since the stack was built, if there is exactly one.
@MainActor
func onlyEntry() -> _StubTransitionLog.Entry? {
    _StubTransitionLog.entries.count == 1 ? _StubTransitionLog.entries[0] : nil
}

@MainActor
func checkPops() {
    var (stack, inbox, thread, message) = mailStack()
    message.goBack()
    check(stack.viewControllers.count == 2 && stack.topViewController === thread, "goBack() pops the message off its stack")
    check(onlyEntry().map { $0.action == .pop && $0.viewController === message && $0.animated } == true, "goBack() pops with animation by default")

    (stack, inbox, thread, message) = mailStack()
    message.goBack(animated: false)
    check(onlyEntry()?.animated == false, "goBack(animated: false) pops without animation")

    (stack, inbox, thread, message) = mailStack()
    message.goBackToRoot()
    check(stack.viewControllers.count == 1 && stack.topViewController === inbox, "goBackToRoot() leaves only the root on the stack")
    check(onlyEntry().map { $0.action == .popToRoot && $0.animated } == true, "goBackToRoot() pops to the root with animation")

    (stack, inbox, thread, message) = mailStack()
    let foundInbox = message.goBackToInbox()
    check(foundInbox === inbox && stack.topViewController === inbox, "goBackToInbox() pops to the inbox and returns it")
    check(onlyEntry().map { $0.action == .popTo && $0.viewController === inbox && !$0.animated } == true, "goBackToInbox() is not animated, as the spec says")

    (stack, inbox, thread, message) = mailStack()
    let foundThread = message.backToThread()
    check(foundThread === thread && stack.viewControllers.count == 2, "backToThread() pops to the thread below the message")
    check(onlyEntry()?.animated == true, "backToThread() is animated by default")

    // A second thread on top of a message: goBackTo… finds the nearest one below the source.
    (stack, inbox, thread, message) = mailStack()
    let otherThread = ThreadViewController.instantiate(threadID: 3)
    stack.pushViewController(otherThread, animated: false)
    let otherMessage = otherThread.pushMessage(messageID: 4, animated: false)
    check(otherMessage.backToThread() === otherThread && stack.topViewController === otherThread, "backToThread() goes to the nearest thread below")

    (stack, inbox, thread, message) = mailStack()
    let alone = MessageViewController.instantiate(messageID: 5)
    let bareStack = UINavigationController(rootViewController: alone)
    _StubTransitionLog.entries = []
    check(alone.goBackToInbox() == nil && bareStack.viewControllers.count == 1, "goBackToInbox() answers nil when no inbox is below")
    check(_StubTransitionLog.entries.isEmpty, "goBackToInbox() without an inbox below pops nothing")
    check(MessageViewController.instantiate(messageID: 6).backToThread() == nil, "backToThread() answers nil outside a stack")

    // A screen of UIKit's class: its static method acts on the view controller it is given.
    (stack, inbox, thread, message) = mailStack()
    let about = thread.pushAbout(animated: false)
    _StubTransitionLog.entries = []
    check(AboutScreen.goBackToInbox(from: about) === inbox && stack.viewControllers.count == 1, "AboutScreen.goBackToInbox(from:) pops the stack of the view controller it is given")
    check(onlyEntry().map { $0.action == .popTo && $0.viewController === inbox && $0.animated } == true, "AboutScreen.goBackToInbox(from:) is animated by default")
    (stack, inbox, thread, message) = mailStack()
    let otherAbout = thread.pushAbout(animated: false)
    _StubTransitionLog.entries = []
    AboutScreen.navigate(from: otherAbout, to: .goBackToInbox, animated: false)
    check(stack.topViewController === inbox && onlyEntry()?.animated == false, "AboutScreen.navigate(from:to: .goBackToInbox) pops to the inbox, passing animated")

    (stack, inbox, thread, message) = mailStack()
    thread.leaveThread()
    check(stack.viewControllers.count == 2 && stack.topViewController === thread, "a pop pops the top of the stack, as UIKit does")
    _ = stack
}

@MainActor
func checkRoutes() {
    var (stack, inbox, thread, message) = mailStack()
    message.navigate(to: .goBack, animated: false)
    check(stack.topViewController === thread && onlyEntry().map { $0.action == .pop && !$0.animated } == true, "navigate(to: .goBack) pops, passing animated")

    (stack, inbox, thread, message) = mailStack()
    message.navigate(to: .goBackToRoot)
    check(stack.topViewController === inbox && onlyEntry()?.action == .popToRoot, "navigate(to: .goBackToRoot) pops to the root")

    (stack, inbox, thread, message) = mailStack()
    message.navigate(to: .goBackToInbox)
    check(stack.topViewController === inbox && onlyEntry().map { $0.action == .popTo && $0.animated } == true, "navigate(to: .goBackToInbox) pops to the inbox with the route's animated")

    (stack, inbox, thread, message) = mailStack()
    message.navigate(to: .backToThread, animated: false)
    check(stack.topViewController === thread && onlyEntry().map { $0.action == .popTo && !$0.animated } == true, "navigate(to: .backToThread) pops to the thread")

    (stack, inbox, thread, message) = mailStack()
    thread.navigate(to: .leaveThread)
    check(stack.viewControllers.count == 2 && onlyEntry()?.action == .pop, "navigate(to: .leaveThread) pops")
    _ = (inbox, message)
}

@MainActor
func checkDismissals() {
    let inbox = InboxViewController.instantiate()
    var sent: [String] = []
    let compose = inbox.presentComposer(onSend: { sent.append($0) }, animated: false)
    let flow = inbox.presentedViewController
    _StubTransitionLog.entries = []
    compose.send("Hello")
    check(sent == ["Hello"], "the composer hands its text back through its callback")
    check(inbox.presentedViewController == nil, "close() dismisses the navigation controller the composer was presented in")
    check(onlyEntry().map { $0.action == .dismiss && $0.receiver === inbox && $0.viewController === flow && $0.animated } == true, "close() dismisses with animation by default")

    let again = inbox.presentComposer(onSend: { _ in }, animated: false)
    _StubTransitionLog.entries = []
    var completed = false
    again.close(animated: false) { completed = true }
    check(inbox.presentedViewController == nil && onlyEntry()?.animated == false && completed, "close(animated: false) passes animated and the completion on")

    let third = inbox.presentComposer(onSend: { _ in }, animated: false)
    _StubTransitionLog.entries = []
    third.navigate(to: .close)
    check(inbox.presentedViewController == nil && onlyEntry()?.action == .dismiss, "navigate(to: .close) dismisses")

    let (_, _, _, message) = mailStack()
    let help = message.presentHelp(animated: false)
    _StubTransitionLog.entries = []
    HelpScreen.close(from: help)
    check(message.presentedViewController == nil, "HelpScreen.close(from:) dismisses the help screen")
    check(onlyEntry().map { $0.action == .dismiss && $0.viewController === help && !$0.animated } == true, "HelpScreen.close(from:) is not animated, as the spec says")

    let helpAgain = message.presentHelp(animated: false)
    _StubTransitionLog.entries = []
    HelpScreen.navigate(from: helpAgain, to: .close, animated: true)
    check(message.presentedViewController == nil && onlyEntry()?.animated == true, "HelpScreen.navigate(from:to: .close) dismisses, passing animated")
}

MainActor.assumeIsolated {
    checkPops()
    checkRoutes()
    checkDismissals()
}
