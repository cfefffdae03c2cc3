// Typical iOS app code, written against the real UIKit SDK (iOS 17, Swift 6).
// It must type-check unchanged against the stub:
//   swiftc -swift-version 6 -typecheck -I /tmp/x usage/Usage.swift
import AVKit
import UIKit

struct User: Sendable {
    let id: Int
    let name: String
}

final class UserCell: UITableViewCell {
    var tag_ = 0
}
final class PhotoCell: UICollectionViewCell {}
final class HeaderView: UIView {}

// A view controller that needs data at creation time (iOS 13 creator pattern).
final class ProfileViewController: UIViewController {
    let user: User

    init?(coder: NSCoder, user: User) {
        self.user = user
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = user.name
    }

    func close() {
        dismiss(animated: true)
    }
}

final class HomeViewController: UIViewController {
    var tableView: UITableView!
    var collectionView: UICollectionView!
    private let storyboardName = "Main"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(UINib(nibName: "UserCell", bundle: nil), forCellReuseIdentifier: "UserCell")
        tableView.register(UserCell.self, forCellReuseIdentifier: "UserCellCode")

        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        collectionView.register(UINib(nibName: "PhotoCell", bundle: .main), forCellWithReuseIdentifier: "PhotoCell")
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCellCode")

        let header = UINib(nibName: "HeaderView", bundle: nil)
            .instantiate(withOwner: self, options: nil)
            .first as! UIView
        _ = header
    }

    private func makeProfile(for user: User) -> ProfileViewController {
        let storyboard = UIStoryboard(name: storyboardName, bundle: nil)
        return storyboard.instantiateViewController(identifier: "Profile") { coder in
            ProfileViewController(coder: coder, user: user)
        }
    }

    func showProfile(for user: User) {
        let vc = makeProfile(for: user)
        vc.modalPresentationStyle = .fullScreen
        present(vc, animated: true)
    }

    func pushProfile(for user: User) {
        let vc = makeProfile(for: user)
        navigationController?.pushViewController(vc, animated: true)
    }

    func goBack() {
        navigationController?.popViewController(animated: true)   // discardable, as imported
    }

    func closeWhatIsPresented() {
        if let presented = presentedViewController, presented.presentingViewController === self {
            dismiss(animated: true)
        }
    }

    func showSettings() {
        let storyboard = UIStoryboard(name: "Settings", bundle: Bundle.main)
        guard let initial = storyboard.instantiateInitialViewController() else { return }
        let legacy = storyboard.instantiateViewController(withIdentifier: "Legacy")
        let nav = UINavigationController(rootViewController: initial)
        nav.modalPresentationStyle = .pageSheet
        present(nav, animated: true) {
            print("presented", legacy)
        }
    }

    func showTypedInitial(user: User) {
        let storyboard = UIStoryboard(name: storyboardName, bundle: nil)
        let vc: ProfileViewController? = storyboard.instantiateInitialViewController { coder in
            ProfileViewController(coder: coder, user: user)
        }
        if let vc { present(vc, animated: false, completion: nil) }
    }

    func userCell(at indexPath: IndexPath) -> UserCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "UserCell", for: indexPath) as! UserCell
        cell.tag_ = indexPath.row + indexPath.section
        return cell
    }

    func firstPhoto() -> PhotoCell {
        photoCell(at: IndexPath(item: 0, section: 0))
    }

    func optionalCell() -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Plain")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Plain")
    }

    func photoCell(at indexPath: IndexPath) -> PhotoCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }

    func confirmDelete(onConfirm: @escaping () -> Void) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in onConfirm() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        present(sheet, animated: true)
    }

    func openDetail() {
        performSegue(withIdentifier: "showDetail", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showDetail", let detail = segue.destination as? ProfileViewController {
            detail.title = "Detail of \(segue.source.title ?? "")"
        }
    }

    func describe(_ style: UIModalPresentationStyle) -> String {
        switch style {
        case .automatic: return "automatic"
        case .none: return "none"
        case .fullScreen, .overFullScreen: return "full"
        case .pageSheet, .formSheet: return "sheet"
        case .currentContext, .overCurrentContext: return "context"
        case .custom: return "custom"
        case .popover: return "popover"
        @unknown default: return "unknown"
        }
    }
}

// Swift concurrency: hopping to the main actor from async code.
func presentLater(from presenter: UIViewController, user: User) async {
    await MainActor.run {
        let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Profile") { coder in
            ProfileViewController(coder: coder, user: user)
        }
        presenter.present(vc, animated: true)
    }
}

@MainActor
func makeRoot() -> UINavigationController {
    let root = HomeViewController()
    root.title = "Home"
    return UINavigationController(rootViewController: root)
}

// Container view controllers.
final class InboxViewController: UITableViewController {
    var folder = ""

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class GalleryViewController: UICollectionViewController {}

final class MessageViewController: UIViewController {
    var messageID = 0

    func showSiblingTab() {
        guard let tabs = tabBarController, let count = tabs.viewControllers?.count, count > 1 else { return }
        tabs.selectedIndex = (tabs.selectedIndex + 1) % count
    }

    func inbox() -> InboxViewController? {
        guard let split = splitViewController, split.style != .unspecified else { return nil }
        return split.viewController(for: .primary) as? InboxViewController
    }
}

// A segue action creates a segue's destination with what its initializer needs, and an unwind
// action is where an unwind segue comes back to; Interface Builder connects both by selector
// (`makeProfile:sender:`, `unwindToHome:`), from an extension as well as from the class.
extension HomeViewController {
    @IBSegueAction
    func makeProfile(_ coder: NSCoder, sender: Any?) -> ProfileViewController? {
        guard let user = sender as? User else { return nil }
        return ProfileViewController(coder: coder, user: user)
    }

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        segue.source.title = segue.destination.title
    }
}

final class RootTabBarController: UITabBarController {
    override var selectedViewController: UIViewController? {
        willSet { print("selecting", newValue?.title ?? "") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let inbox = UINavigationController(rootViewController: InboxViewController())
        let gallery = UINavigationController(rootViewController: GalleryViewController(collectionViewLayout: UICollectionViewLayout()))
        viewControllers = [inbox, gallery]
        setViewControllers([inbox, gallery, UITableViewController()], animated: false)
        selectedIndex = 0
        selectedViewController = gallery
        if let first = viewControllers?.first as? UINavigationController {
            first.topViewController?.title = "Inbox"
        }
    }
}

@MainActor
func configureSplit(_ storyboard: UIStoryboard, messageID: Int) {
    guard let split = storyboard.instantiateInitialViewController() as? UISplitViewController else { return }
    let detail: MessageViewController?
    switch split.style {
    case .unspecified:
        let secondary = split.viewControllers.last
        detail = (secondary as? UINavigationController)?.topViewController as? MessageViewController
            ?? secondary as? MessageViewController
    case .doubleColumn, .tripleColumn:
        detail = split.viewController(for: .secondary) as? MessageViewController
    @unknown default:
        detail = nil
    }
    detail?.messageID = messageID
}

@MainActor
func makeSplit() -> UISplitViewController {
    let split = UISplitViewController(style: .tripleColumn)
    split.setViewController(InboxViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .supplementary)
    split.setViewController(MessageViewController(), for: .secondary)
    split.setViewController(UINavigationController(rootViewController: InboxViewController()), for: .compact)
    if let inbox = split.viewController(for: .primary) as? InboxViewController {
        inbox.folder = "All"
    }
    let classic = UISplitViewController()
    classic.viewControllers = [UINavigationController(rootViewController: InboxViewController()), MessageViewController()]
    let fromNib = UISplitViewController(nibName: nil, bundle: nil)
    print(classic.style == .unspecified, fromNib.children.count, split.viewControllers.count)
    return split
}

// A container view's child added in code, as an embed segue adds it.
@MainActor
func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    child.didMove(toParent: parent)
}

@MainActor
func resetNavigation(_ nav: UINavigationController, to message: MessageViewController) {
    nav.popToRootViewController(animated: false)
    nav.viewControllers = [InboxViewController(), message]
    nav.setViewControllers(nav.viewControllers + [MessageViewController()], animated: true)
    if let popped = nav.popToViewController(message, animated: true) {
        print(popped.count, nav.topViewController === message, message.navigationController === nav)
    }
    for child in nav.children where child is InboxViewController {
        print(child)
    }
}

@MainActor
func makePages() -> [UIPageViewController] {
    [
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal),
        UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: 1]),
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [UIPageViewController.OptionsKey.interPageSpacing: 8]),
        UIPageViewController(),
    ]
}

@MainActor
func makeTabs() -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = [UITableViewController(style: .plain), UICollectionViewController(collectionViewLayout: UICollectionViewLayout())]
    return tabs
}

@MainActor
func playVideo(from presenter: UIViewController) {
    let player = AVPlayerViewController()
    player.modalPresentationStyle = .fullScreen
    presenter.present(player, animated: true)
    let fromNib: UIViewController = AVPlayerViewController(nibName: nil, bundle: nil)
    _ = fromNib
}

// Presentation details (iOS 15–16 API): sheet detents, grabber, popover anchors, transition style.
@MainActor
func presentDetails(from presenter: UIViewController, button: UIView, item: UIBarButtonItem) {
    let sheet = UIViewController()
    sheet.modalTransitionStyle = .crossDissolve
    sheet.isModalInPresentation = true
    if let controller = sheet.sheetPresentationController {
        controller.detents = [.medium(), .large(), .custom { _ in 320 }, .custom(identifier: .init("tall")) { context in context.maximumDetentValue * 0.9 }]
        controller.prefersGrabberVisible = true
    }
    presenter.present(sheet, animated: true)

    let popover = UINavigationController(rootViewController: UIViewController())
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = button
    popover.popoverPresentationController?.sourceRect = button.bounds
    presenter.present(popover, animated: true)

    let barPopover = UIViewController()
    barPopover.modalPresentationStyle = .popover
    barPopover.popoverPresentationController?.barButtonItem = item
    let identifier: UISheetPresentationController.Detent.Identifier = .medium
    _ = (barPopover, identifier, UIBarButtonItem(), UIModalTransitionStyle.partialCurl)
}
