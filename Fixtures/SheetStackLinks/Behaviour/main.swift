import Foundation
import UIKit

// The generated deep links of Fixtures/SheetStackLinks, run against the UIKit stub: each link
// presents the compose sheet's navigation controller with its stack set to the root and the
// screens pushed on the way, and what is presented inside it with a stack of its own. Each check
// prints "ok " or "FAILED " and what it checks; FixtureBehaviourTests reads the lines.
// Behaviour/Navigators.swift drives the navigators of the swiftui-stack output.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

/// The link of `url`, opened in `stack`; the navigation controller the inbox then presents.
@MainActor
func open(_ url: String, in stack: UINavigationController) -> UINavigationController? {
    let link = URL(string: url).flatMap(DeepLink.init(url:))
    check(link != nil, "\(url) is a link")
    link?.open(in: stack, animated: false)
    return stack.viewControllers.first?.presentedViewController as? UINavigationController
}

@MainActor
func run() {
    let inbox = InboxViewController()
    let stack = UINavigationController(rootViewController: inbox)

    let draft = open("https://mail.example.com/drafts/7", in: stack)
    check(draft?.modalPresentationStyle == .pageSheet, "a link to the sheet's root presents its navigation controller as a page sheet")
    check(draft?.viewControllers.count == 1 && (draft?.viewControllers.first as? ComposeViewController)?.draftID == 7, "whose stack is the root with the link's values")

    let attachments = open("https://mail.example.com/drafts/8/attachments?hidden=true", in: stack)
    let attachmentsStack = attachments?.viewControllers ?? []
    check(attachments !== draft && attachments?.modalPresentationStyle == .pageSheet, "a link to a screen pushed in the sheet dismisses the sheet and presents it again")
    check(
        attachmentsStack.count == 2 && (attachmentsStack[0] as? ComposeViewController)?.draftID == 8
            && (attachmentsStack[1] as? AttachmentsViewController).map { $0.draftID == 8 && $0.showsHidden } == true,
        "with the screen pushed on the root, both with the link's values")

    let preview = open("https://mail.example.com/drafts/9/preview", in: stack)
    let previewed = preview?.presentedViewController as? PreviewViewController
    check(preview?.viewControllers.count == 1 && (preview?.viewControllers.first as? ComposeViewController)?.draftID == 9, "a link to what the root presents opens the sheet at its root")
    check(previewed?.draftID == 9 && previewed?.modalPresentationStyle == .fullScreen, "which presents the preview full screen")

    let library = open("https://mail.example.com/drafts/10/library", in: stack)
    let holder = library?.viewControllers.last as? AttachmentsViewController
    let libraryStack = holder?.presentedViewController as? UINavigationController
    check(library?.viewControllers.count == 2 && holder?.draftID == 10 && holder?.showsHidden == false, "a link into a sheet presented inside the sheet pushes the screen that presents it, with its defaults")
    check(libraryStack?.modalPresentationStyle == .formSheet && libraryStack?.viewControllers.count == 1 && libraryStack?.viewControllers.first is LibraryViewController, "which presents the inner navigation controller at its root")

    let album = open("https://mail.example.com/drafts/11/library/summer%20trip", in: stack)
    let albumHolder = album?.viewControllers.last as? AttachmentsViewController
    let albumStack = (albumHolder?.presentedViewController as? UINavigationController)?.viewControllers ?? []
    check(albumHolder?.draftID == 11, "a link to a screen pushed in the inner sheet opens the outer sheet's stack")
    check(albumStack.count == 2 && albumStack[0] is LibraryViewController && (albumStack[1] as? AlbumViewController)?.albumID == "summer trip", "and sets the inner sheet's stack to its root and the album")

    let again = open("https://mail.example.com/drafts/12", in: stack)
    check(again?.viewControllers.count == 1 && again?.presentedViewController == nil, "a link to the root again dismisses both sheets and opens the root alone")
    check(stack.viewControllers == [inbox], "the app's stack stays at the inbox throughout")

    let links: [DeepLink] = [
        .compose(draftID: 1), .attachments(draftID: 2, showsHidden: true), .preview(draftID: 3), .library(draftID: 4),
        .album(draftID: 5, albumID: "a/b c"),
    ]
    check(links.allSatisfy { DeepLink(url: $0.url) == $0 }, "every link reads back from its URL")
}

MainActor.assumeIsolated {
    run()
    checkNavigators()
}
