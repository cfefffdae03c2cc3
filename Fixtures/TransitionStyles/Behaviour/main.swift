import UIKit

// The generated transitions of Fixtures/TransitionStyles, run against the UIKit stub, which keeps
// navigation stacks and presentations as UIKit does and records each push and presentation with
// its `animated` argument. Each check prints "ok " or "FAILED " and what it checks;
// FixtureBehaviourTests reads the lines.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

/// Runs `perform` and returns the view controller it showed, after checking that it made exactly
/// one push or presentation, `action`, received by `receiver`, with the `animated` argument expected.
@MainActor
func shown(
    _ what: String, _ action: _StubTransitionLog.Action, by receiver: UIViewController, animated: Bool, _ perform: () -> Void
) -> UIViewController? {
    _StubTransitionLog.entries = []
    perform()
    let entries = _StubTransitionLog.entries
    check(entries.count == 1 && entries.first?.action == action, "\(what) makes one \(action)")
    check(entries.first?.receiver === receiver, "\(what) is performed by the \(action == .push ? "navigation controller" : "source")")
    check(entries.first?.animated == animated, "\(what) passes animated: \(animated)")
    return entries.first?.viewController
}

/// Runs `perform` from a new home screen, which presents it, and returns what it presented.
@MainActor
func presented(_ what: String, animated: Bool, _ perform: (HomeViewController) -> Void) -> UIViewController? {
    let home = HomeViewController.instantiate()
    let shown = shown(what, .present, by: home, animated: animated) { perform(home) }
    check(shown != nil && home.presentedViewController === shown, "\(what) leaves the destination presented")
    return shown
}

@MainActor
func run() {
    let home = HomeViewController.instantiate()
    let stack = UINavigationController(rootViewController: home)
    let detail = shown("pushDetail", .push, by: stack, animated: true) { _ = home.pushDetail(itemID: 4) } as? DetailViewController
    check(detail?.itemID == 4, "the pushed detail gets its item ID")
    check(stack.topViewController === detail, "the detail is on top of the home screen's stack")
    _ = shown("pushDetail(animated: false)", .push, by: stack, animated: false) { _ = home.pushDetail(itemID: 5, animated: false) }

    if let detail {
        let related = shown("pushRelatedItem", .push, by: stack, animated: true) { detail.pushRelatedItem(itemID: 9) } as? DetailViewController
        check(related?.itemID == 9 && stack.topViewController === related, "a detail pushes another detail onto the same stack")
        let routed = shown("navigate(to: .relatedItem)", .push, by: stack, animated: true) { detail.navigate(to: .relatedItem(itemID: 10)) }
        check((routed as? DetailViewController)?.itemID == 10, "the related-item route pushes the item it carries")
    }

    var completed = false
    let compose = presented("presentCompose", animated: true) { _ = $0.presentCompose { completed = true } }
    check(compose is ComposeViewController && compose?.modalPresentationStyle == .automatic, "compose keeps UIKit's default presentation style")
    check(completed, "the completion runs")

    let styles: [(String, UIModalPresentationStyle, Bool, (HomeViewController) -> UIViewController)] = [
        ("presentPlayer", .fullScreen, true, { $0.presentPlayer() }),
        ("presentOverlay", .overFullScreen, false, { $0.presentOverlay() }),
        ("presentPicker", .pageSheet, true, { $0.presentPicker() }),
        ("presentForm", .formSheet, true, { $0.presentForm() }),
    ]
    for (method, style, animated, perform) in styles {
        var returned: UIViewController?
        let shown = presented(method, animated: animated) { returned = perform($0) }
        check(shown != nil && shown === returned, "\(method) returns what it presents")
        check(shown?.modalPresentationStyle == style, "\(method) presents with style .\(style)")
    }

    let routes: [(HomeViewController.Route, String, (UIViewController?) -> Bool)] = [
        (.compose, "compose", { $0 is ComposeViewController && $0?.modalPresentationStyle == .automatic }),
        (.player, "player", { $0 is PlayerViewController && $0?.modalPresentationStyle == .fullScreen }),
        (.overlay, "overlay", { $0 is OverlayViewController && $0?.modalPresentationStyle == .overFullScreen }),
        (.picker, "picker", { $0 is PickerViewController && $0?.modalPresentationStyle == .pageSheet }),
        (.form, "form", { $0 is FormViewController && $0?.modalPresentationStyle == .formSheet }),
    ]
    for animated in [true, false] {
        for (route, name, isExpected) in routes {
            let shown = presented("navigate(to: .\(name), animated: \(animated))", animated: animated) { $0.navigate(to: route, animated: animated) }
            check(isExpected(shown), "navigate(to: .\(name)) presents the \(name) screen with its style")
        }
        let routed = shown("navigate(to: .detail, animated: \(animated))", .push, by: stack, animated: animated) {
            home.navigate(to: .detail(itemID: 7), animated: animated)
        }
        check((routed as? DetailViewController)?.itemID == 7, "navigate(to: .detail) pushes the item it carries")
    }
}

MainActor.assumeIsolated { run() }
