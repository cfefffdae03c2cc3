import UIKit

// The generated presentations of Fixtures/Presentations, run against the UIKit stub, which keeps
// each view controller's sheet and popover presentation controllers as UIKit does (a sheet's only
// for sheet styles, a popover's only for the popover style) and records each presentation with
// its `animated` argument. Each check prints "ok " or "FAILED " and what it checks;
// FixtureBehaviourTests reads the lines.
// Behaviour/Navigators.swift drives the navigators of the swiftui-stack output.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

/// Runs `show` from a new library screen and returns what it presented, after checking that it
/// presented exactly once, with the `animated` argument expected. (A navigation controller made
/// around a destination pushes its root, unanimated; only presentations are counted.)
@MainActor
func presentation(_ what: String, animated: Bool = true, _ show: (LibraryViewController) -> Void) -> UIViewController? {
    _StubTransitionLog.entries = []
    let library = LibraryViewController.instantiate()
    show(library)
    let entries = _StubTransitionLog.entries.filter { $0.action == .present }
    check(entries.count == 1 && entries.first?.action == .present && entries.first?.receiver === library, "\(what) presents once, from the library")
    check(entries.first?.animated == animated, "\(what) passes animated: \(animated)")
    return library.presentedViewController
}

@MainActor
func detentHeights(_ sheet: UISheetPresentationController?) -> [String] {
    (sheet?.detents ?? []).map { detent in
        detent._stubCustomHeight.map { "\($0)" } ?? detent.identifier.rawValue
    }
}

@MainActor
func run() {
    let button = UIView(frame: CGRect(x: 20, y: 40, width: 44, height: 30))
    let item = UIBarButtonItem()
    let medium = UISheetPresentationController.Detent.Identifier.medium.rawValue
    let large = UISheetPresentationController.Detent.Identifier.large.rawValue

    var completed = false
    let filter = presentation("presentFilter") { $0.presentFilter(sourceView: button, query: "novels") { completed = true } }
    check((filter as? FilterViewController)?.query == "novels", "the popover shows the filter with its query")
    check(filter?.modalPresentationStyle == .popover, "the filter is presented as a popover")
    check(filter?.popoverPresentationController?.sourceView === button, "the popover points at the source view")
    check(filter?.popoverPresentationController?.sourceRect == CGRect(x: 0, y: 0, width: 44, height: 30), "the popover's source rectangle is the view's bounds")
    check(filter?.popoverPresentationController?.barButtonItem == nil, "a popover from a view sets no bar button item")
    check(completed, "the completion runs")

    let sort = presentation("presentSort") { _ = $0.presentSort(barButtonItem: item) } as? UINavigationController
    check(sort?.viewControllers.first is SortViewController, "an embedded popover presents a navigation controller around the sort screen")
    check(sort?.modalPresentationStyle == .popover, "the navigation controller is the popover")
    check(sort?.popoverPresentationController?.barButtonItem === item, "the popover points at the bar button item")
    check(sort?.popoverPresentationController?.sourceView == nil, "a popover from a bar button item sets no source view")

    let menu = presentation("presentMenu", animated: false) { _ = $0.presentMenu(barButtonItem: item) }
    check(menu is UITableViewController && menu?.modalPresentationStyle == .popover, "the menu, of UIKit's class, is a popover")
    check(menu?.popoverPresentationController?.barButtonItem === item, "the menu points at the bar button item")

    if let menu = menu as? UITableViewController {
        _StubTransitionLog.entries = []
        let fromMenu = MenuScreen.presentFilterFromMenu(from: menu, sourceView: button, query: "recent")
        check(menu.presentedViewController === fromMenu && fromMenu.query == "recent", "a static popover method presents from the source it is given")
        check(fromMenu.popoverPresentationController?.sourceView === button, "the static method's popover points at its source view")
        check(_StubTransitionLog.entries.first?.animated == true, "the static method animates by default")
    }

    let details = presentation("presentDetails") { _ = $0.presentDetails(bookID: 12) }
    check((details as? DetailsViewController)?.bookID == 12, "the sheet shows the book")
    check(details?.modalPresentationStyle == .pageSheet, "the details are a page sheet")
    check(detentHeights(details?.sheetPresentationController) == [medium, large], "the page sheet rests at medium and large")
    check(details?.sheetPresentationController?.prefersGrabberVisible == true, "the page sheet shows its grabber")
    check(details?.modalTransitionStyle == .coverVertical && details?.isModalInPresentation == false, "the page sheet keeps UIKit's transition and can be swiped away")

    let share = presentation("presentShare") { _ = $0.presentShare() }
    check(share is ShareViewController && share?.modalPresentationStyle == .automatic, "share keeps UIKit's default presentation style")
    check(share?.modalTransitionStyle == .crossDissolve, "share cross-dissolves")
    check(detentHeights(share?.sheetPresentationController) == [medium, "320.5"], "share rests at medium and at 320.5 points")
    check(share?.sheetPresentationController?.prefersGrabberVisible == false, "share shows no grabber")

    let reader = presentation("presentReader") { _ = $0.presentReader() }
    check(reader is ReaderViewController && reader?.modalPresentationStyle == .fullScreen, "the reader covers the screen")
    check(reader?.modalTransitionStyle == .partialCurl, "the reader curls up")

    let checkout = presentation("presentCheckout") { _ = $0.presentCheckout() } as? UINavigationController
    let checkoutScreen = checkout?.viewControllers.first
    check(checkoutScreen is CheckoutViewController, "checkout is presented in a navigation controller")
    check(checkout?.modalPresentationStyle == .formSheet && checkout?.modalTransitionStyle == .flipHorizontal, "the navigation controller is a form sheet that flips")
    check(checkout?.isModalInPresentation == true, "the navigation controller cannot be swiped away")
    check(detentHeights(checkout?.sheetPresentationController) == [large, "480.0"], "the navigation controller's sheet rests at large and 480 points")
    check(checkout?.sheetPresentationController?.prefersGrabberVisible == true, "the navigation controller's sheet shows its grabber")
    check(checkoutScreen?.isModalInPresentation == false && checkoutScreen?.modalPresentationStyle == .automatic, "the details are set on what is presented, not on its root")

    let routes: [(LibraryViewController.Route, String, Bool, (UIViewController?) -> Bool)] = [
        (.filter(sourceView: button, query: "poems"), "filter", true, { ($0 as? FilterViewController)?.query == "poems" && $0?.popoverPresentationController?.sourceView === button }),
        (.sort(barButtonItem: item), "sort", true, { ($0 as? UINavigationController)?.topViewController is SortViewController && $0?.popoverPresentationController?.barButtonItem === item }),
        (.menu(barButtonItem: item), "menu", true, { $0 is UITableViewController && $0?.modalPresentationStyle == .popover }),
        (.details(bookID: 3), "details", true, { ($0 as? DetailsViewController)?.bookID == 3 && $0?.sheetPresentationController?.prefersGrabberVisible == true }),
        (.share, "share", false, { $0 is ShareViewController && $0?.modalTransitionStyle == .crossDissolve }),
        (.reader, "reader", true, { $0 is ReaderViewController && $0?.modalPresentationStyle == .fullScreen }),
        (.checkout, "checkout", true, { ($0 as? UINavigationController)?.topViewController is CheckoutViewController && $0?.isModalInPresentation == true }),
    ]
    for (route, name, animated, isExpected) in routes {
        let shown = presentation("navigate(to: .\(name))", animated: animated) { $0.navigate(to: route, animated: animated) }
        check(isExpected(shown), "navigate(to: .\(name)) presents the \(name) screen as its method does")
    }
}

MainActor.assumeIsolated {
    run()
    checkNavigators()
}
