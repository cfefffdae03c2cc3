import UIKit

// The generated embed members of Fixtures/Embeds run against the UIKit stub. The stub's
// storyboards have no container views, so the program does what UIKit does as it loads a view
// with container views: for each embed segue, it creates the child, calls prepare(for:sender:)
// on the parent with the segue, and adds the child. Each check prints "ok " or "FAILED " and
// what it checks; FixtureBehaviourTests reads the lines.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

/// Performs the embed segues of `parent`, in order, as UIKit does while it loads its view.
@MainActor
func performEmbedSegues(of parent: UIViewController, _ segues: [(identifier: String?, child: UIViewController)]) {
    for (identifier, child) in segues {
        parent.prepare(for: UIStoryboardSegue(identifier: identifier, source: parent, destination: child), sender: nil)
        parent.addChild(child)
        child.didMove(toParent: parent)
    }
}

@MainActor
func run() {
    let coder = NSCoder()
    let dashboard = DashboardViewController.instantiate()
    let stack = UINavigationController(rootViewController: dashboard)
    check(dashboard.embeddedSummary == nil && dashboard.embeddedChart == nil, "the accessors find no child before the view loads")

    guard let summary = SummaryViewController(coder: coder), let chart = ChartViewController(coder: coder),
        let activity = ActivityViewController(coder: coder), let income = PanelViewController(coder: coder),
        let spending = PanelViewController(coder: coder)
    else {
        check(false, "the children are created")
        return
    }
    let activityStack = UINavigationController(rootViewController: activity)
    let banner = UIViewController()
    performEmbedSegues(
        of: dashboard,
        [
            ("embedSummary", summary), (nil, chart), ("embed-activity", activityStack), ("income", income),
            ("spending", spending), ("embedBanner", banner),
        ])

    check(summary.account?.owner == "Ada", "embeddedChild(of:) hands the parent the typed Summary, whose account it sets")
    check(activityStack.title == "Activity", "and the embedded navigation controller, by its identifier with a dash")
    check(income.kind == "income" && spending.kind == "spending", "two children of one class are told apart by their segues")
    check(dashboard.panels == ["income", "spending"], "each in the order UIKit prepared them")
    check(dashboard.banner === banner, "a child of UIKit's own class comes as it is")
    check(dashboard.embeddedSummary === summary, "embeddedSummary finds the Summary among the children")
    check(dashboard.embeddedChart === chart, "embeddedChart finds the child of the segue without identifier")
    check(dashboard.embeddedActivityStack === activityStack, "embeddedActivityStack finds the navigation controller")
    check(
        DashboardViewController.EmbedSegue.allCases.map(\.rawValue) == [
            "embedSummary", "embed-activity", "income", "spending", "embedBanner",
        ],
        "EmbedSegue lists the identifiers of the embed segues, not the segue showSettings")
    check(
        dashboard.embeddedChild(of: UIStoryboardSegue(identifier: "showSettings", source: dashboard, destination: chart)) == nil,
        "embeddedChild(of:) answers nil for a segue that is no embed segue")
    check(
        dashboard.embeddedChild(of: UIStoryboardSegue(identifier: "embedSummary", source: dashboard, destination: chart)) == nil,
        "and for an embed segue whose child is not of the class the spec gives it")

    _StubTransitionLog.entries = []
    summary.open("t-7")
    let transaction = stack.topViewController as? TransactionViewController
    check(transaction?.transactionID == "t-7", "the child pushes onto the stack of its parent")
    check(stack.viewControllers.count == 2 && stack.viewControllers.first === dashboard, "above the parent")

    let legal = LegalScreen.instantiate()
    guard let text = LegalTextViewController(coder: coder) else {
        check(false, "the legal text is created")
        return
    }
    let segue = UIStoryboardSegue(identifier: "embedText", source: legal, destination: text)
    check(legalText(embeddedBy: segue) === text, "a parent of UIKit's class reaches its child through its screen's enum")
}

MainActor.assumeIsolated { run() }
