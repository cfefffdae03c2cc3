import Foundation
import UIKit

// The generated deep link of Fixtures/StoryboardEntryLink, run against the UIKit stub: opened in
// the navigation controller the storyboard made, it keeps the root the storyboard made (which no
// code can create) and pushes the detail; in a stack that starts with another screen, it opens
// nothing rather than make the root. Each check prints "ok " or "FAILED " and what it checks;
// FixtureBehaviourTests reads the lines.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

@MainActor
func run() {
    let home = HomeViewController()
    let stack = UINavigationController(rootViewController: home)
    let url = URL(string: "https://notes.example.com/notes/42")
    check(url.flatMap(DeepLink.init(url:)) == .detail(noteID: 42), "the URL reads as the note's link")
    if let url { stack.open(url) }
    let detail = stack.viewControllers.last as? DetailViewController
    check(stack.viewControllers.count == 2 && stack.viewControllers[0] === home, "the link keeps the storyboard's root")
    check(detail?.noteID == 42, "and pushes the note above it")

    let other = UINavigationController(rootViewController: UIViewController())
    DeepLink.detail(noteID: 7).open(in: other)
    check(other.viewControllers.count == 1 && !(other.viewControllers[0] is HomeViewController), "a stack without the root opens nothing")
}

MainActor.assumeIsolated { run() }
