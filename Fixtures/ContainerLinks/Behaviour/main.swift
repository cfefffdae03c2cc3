import Foundation
import UIKit

// The generated deep link of Fixtures/ContainerLinks, run against the UIKit stub: a link to a
// navigation controller presents it with its root made from the link's values. Each check prints
// "ok " or "FAILED " and what it checks; FixtureBehaviourTests reads the lines.
// Behaviour/Navigators.swift drives the navigators of the swiftui-stack output.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

@MainActor
func run() {
    let inbox = InboxViewController()
    let stack = UINavigationController(rootViewController: inbox)
    let link = URL(string: "https://mail.example.com/compose/7?to=ana").flatMap(DeepLink.init(url:))
    check(link == .composeStack(draftID: 7, recipient: "ana"), "the URL reads as the link with the root's values")
    link?.open(in: stack, animated: false)
    let presented = inbox.presentedViewController as? UINavigationController
    let compose = presented?.viewControllers.first as? ComposeViewController
    check(presented?.modalPresentationStyle == .pageSheet, "the inbox presents the navigation controller as a page sheet")
    check(compose?.draftID == 7 && compose?.recipient == "ana", "whose root has the link's values")
    check(DeepLink.composeStack(draftID: 7).url.absoluteString == "https://mail.example.com/compose/7", "the link writes its URL without the absent recipient")
}

MainActor.assumeIsolated {
    run()
    checkNavigators()
}
