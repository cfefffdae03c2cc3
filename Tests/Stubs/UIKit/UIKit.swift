// UIKit stub for type-checking navgen-generated code on Linux.
//
// Every public declaration below reproduces the Swift signature that the
// iOS 17 SDK exposes for the same API (labels, optionality, argument and
// return types, @MainActor, open/public, default arguments). The source each
// signature was checked against is noted next to it ("doc:" = Apple's
// developer documentation page for that symbol). Bodies are trivial stand-ins
// so that a small program can run; they do not emulate UIKit.
//
// Linux differences (see README.md):
//  * No Objective-C runtime: no @objc / NSCoding conformance; NSObject, NSCoder,
//    Bundle, IndexPath, CGRect come from swift-corelibs-foundation.
//  * Members the importer adds implicitly are written out by hand:
//    @discardableResult on every non-Void method that comes from an
//    Objective-C header (the Clang importer marks all imported declarations
//    discardable, swiftlang/swift#43664 / SE-0047), but NOT on the Swift-overlay
//    generics (instantiateViewController(identifier:creator:) etc.), which are
//    native Swift and warn when their result is unused.
//  * Inherited Objective-C initializers that Swift code relies on
//    (UIView(), UIViewController(), UITableView(frame:), UIPageViewController())
//    are spelled as convenience overrides, marked "ObjC initializer inheritance".
//  * Interface Builder gives a storyboard's split view controller its column
//    style through a setter that is not public API; a UISplitViewController
//    made from a coder here is always of the classic style (see its comment).

@_exported import Foundation

// MARK: - IndexPath (UIKit additions)
// doc: foundation/indexpath/init(row:section:) — `init(row: Int, section: Int)`;
//      precise identifier s:10Foundation9IndexPathV5UIKitE3row7section… i.e. declared
//      in an `extension IndexPath` inside UIKit (absent from corelibs Foundation).
// doc: foundation/indexpath/row — `var row: Int { get set }`
// `init(item:section:)`, `item`, `section` are the companion members of the same
// UIKit extension (AppKit declares the identical set, doc: foundation/indexpath/init(item:section:)-rib).
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

// MARK: - UIResponder
// doc: uikit/uiresponder — `@MainActor class UIResponder`, inherits from NSObject.
@MainActor
open class UIResponder: NSObject {}

// MARK: - UIView
// doc: uikit/uiview — `@MainActor class UIView`, inherits from UIResponder.
@MainActor
open class UIView: UIResponder {
    // doc: uikit/uiview/init(frame:) — `init(frame: CGRect)` (designated)
    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    // doc: uikit/uiview/bounds — `var bounds: CGRect { get set }`
    //   (origin zero and the frame's size unless the view scrolls or is transformed)
    open var bounds: CGRect = .zero

    // doc: uikit/uiview/init(coder:) — `init?(coder: NSCoder)`
    // (required: NSCoding initializer, as in the SDK)
    public required init?(coder: NSCoder) {
        super.init()
    }

    // ObjC initializer inheritance: `UIView()` compiles against the SDK
    // (NSObject -init, which UIKit routes to -initWithFrame:CGRectZero).
    public override convenience init() {
        self.init(frame: .zero)
    }

    // doc: uikit/uiview/subviews — `var subviews: [UIView] { get }`
    public private(set) var subviews: [UIView] = []

    // doc: uikit/uiview/addsubview(_:) — `func addSubview(_ view: UIView)`
    open func addSubview(_ view: UIView) {
        subviews.append(view)
    }
}

// MARK: - UIScrollView
// doc: uikit/uitableview, uikit/uicollectionview — both inherit from UIScrollView.
@MainActor
open class UIScrollView: UIView {}

// MARK: - UIModalPresentationStyle
// doc: uikit/uimodalpresentationstyle — `enum UIModalPresentationStyle`
// (NS_ENUM(NSInteger, ...) → `Int` raw values, Sendable).
// Raw values from UIViewController.h:
//   FullScreen = 0, PageSheet, FormSheet, CurrentContext, Custom, OverFullScreen,
//   OverCurrentContext, Popover, BlurOverFullScreen (tvOS only), None = -1,
//   Automatic = -2.
// `blurOverFullScreen` (8) is API_UNAVAILABLE(ios) (UIViewController.h:53): on Linux
// an `@available(iOS, unavailable)` case would be usable, so it is unavailable on every
// platform, and rejected as the iOS SDK rejects it ("'blurOverFullScreen' is unavailable").
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    @available(*, unavailable) case blurOverFullScreen = 8
    case none = -1
    case automatic = -2
}

// MARK: - UIModalTransitionStyle
// doc: uikit/uimodaltransitionstyle — `enum UIModalTransitionStyle` (NS_ENUM(NSInteger, ...)
// → `Int` raw values, Sendable). Raw values from UIViewController.h: CoverVertical = 0,
// FlipHorizontal, CrossDissolve, PartialCurl.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

// MARK: - UIBarItem, UIBarButtonItem
// doc: uikit/uibaritem — `@MainActor class UIBarItem`, inherits from NSObject.
@MainActor
open class UIBarItem: NSObject {}

// doc: uikit/uibarbuttonitem — `@MainActor class UIBarButtonItem`, inherits from UIBarItem.
@MainActor
open class UIBarButtonItem: UIBarItem {
    // doc: uikit/uibarbuttonitem/init() — `init()` (designated)
    public override init() {
        super.init()
    }

    // doc: uikit/uibarbuttonitem/init(coder:) — `init?(coder: NSCoder)` (required)
    public required init?(coder: NSCoder) {
        super.init()
    }
}

// MARK: - Presentation controllers
// doc: uikit/uipresentationcontroller — `@MainActor class UIPresentationController`, inherits
// from NSObject.
@MainActor
open class UIPresentationController: NSObject {
    // doc: uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    //   `init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?)`
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }

    // doc: uikit/uipresentationcontroller/presentedviewcontroller
    //   `var presentedViewController: UIViewController { get }`
    public let presentedViewController: UIViewController
}

// doc: uikit/uisheetpresentationcontroller — `@MainActor class UISheetPresentationController`
// (iOS 15), inherits from UIPresentationController.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    // doc: uikit/uisheetpresentationcontroller/detent — `@MainActor class Detent` (iOS 15),
    // inherits from NSObject; `init()` is unavailable (NS_UNAVAILABLE), so only the class
    // methods below make one. The stub keeps what made it, for behaviour tests to read.
    @MainActor
    public class Detent: NSObject {
        // doc: uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
        //   `struct Identifier` (a typed string: `init(_:)`, `init(rawValue:)`, `.medium`, `.large`)
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            public var rawValue: String

            // doc: uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(rawvalue:)
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            // doc: uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            // doc: …/detent/identifier-swift.struct/medium — `static let medium: …Detent.Identifier`
            public static let medium = Identifier("com.apple.UIKit.medium")
            // doc: …/detent/identifier-swift.struct/large — `static let large: …Detent.Identifier`
            public static let large = Identifier("com.apple.UIKit.large")
        }

        // doc: uikit/uisheetpresentationcontroller/detent/identifier-swift.property
        //   `var identifier: UISheetPresentationController.Detent.Identifier { get }` (iOS 16)
        public let identifier: Identifier

        /// Not the SDK's: the height a custom detent's resolver returned when the stub made it
        /// (resolved against a 1000-point-high container), nil for the system detents.
        public let _stubCustomHeight: CGFloat?

        private init(identifier: Identifier, customHeight: CGFloat?) {
            self.identifier = identifier
            self._stubCustomHeight = customHeight
            super.init()
        }

        // doc: uikit/uisheetpresentationcontroller/detent/medium()
        //   `@MainActor class func medium() -> UISheetPresentationController.Detent`
        public class func medium() -> UISheetPresentationController.Detent {
            Detent(identifier: .medium, customHeight: nil)
        }

        // doc: uikit/uisheetpresentationcontroller/detent/large()
        //   `@MainActor class func large() -> UISheetPresentationController.Detent`
        public class func large() -> UISheetPresentationController.Detent {
            Detent(identifier: .large, customHeight: nil)
        }

        // doc: uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:) (iOS 16)
        //   `@MainActor @preconcurrency static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil,
        //        resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        //        -> UISheetPresentationController.Detent`
        //   ("If you don't specify an identifier, the system generates a random identifier.")
        @MainActor @preconcurrency
        public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent {
            Detent(
                identifier: identifier ?? Identifier(UUID().uuidString),
                customHeight: resolver(_StubDetentResolutionContext()))
        }
    }

    // doc: uikit/uisheetpresentationcontroller/detents
    //   `var detents: [UISheetPresentationController.Detent] { get set }`
    //   ("The default value is an array that contains the system's large detent.")
    open var detents: [UISheetPresentationController.Detent] = [.large()]

    // doc: uikit/uisheetpresentationcontroller/prefersgrabbervisible
    //   `var prefersGrabberVisible: Bool { get set }` ("The default value is false.")
    open var prefersGrabberVisible: Bool = false
}

// doc: uikit/uisheetpresentationcontrollerdetentresolutioncontext
//   `@MainActor protocol UISheetPresentationControllerDetentResolutionContext : NSObjectProtocol`
//   (iOS 16; NSObjectProtocol is left out: corelibs Foundation has no Objective-C protocols)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    // doc: …detentresolutioncontext/maximumdetentvalue — `var maximumDetentValue: CGFloat { get }`
    var maximumDetentValue: CGFloat { get }
}

/// Not the SDK's: the context the stub resolves custom detents in.
@MainActor
final class _StubDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    var maximumDetentValue: CGFloat { 1000 }
}

// doc: uikit/uipopoverpresentationcontroller — `@MainActor class UIPopoverPresentationController`,
// inherits from UIPresentationController.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    // doc: uikit/uipopoverpresentationcontroller/sourceview — `var sourceView: UIView? { get set }`
    open var sourceView: UIView?

    // doc: uikit/uipopoverpresentationcontroller/sourcerect — `var sourceRect: CGRect { get set }`
    //   ("In iOS 13.2 and later, the default value is CGRectNull")
    open var sourceRect: CGRect = .null

    // doc: uikit/uipopoverpresentationcontroller/barbuttonitem
    //   `var barButtonItem: UIBarButtonItem? { get set }`
    open var barButtonItem: UIBarButtonItem?
}

// MARK: - UIViewController
// doc: uikit/uiviewcontroller — `@MainActor class UIViewController`, inherits from UIResponder.
@MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    // The container holding this controller among its children. The SDK's
    // navigationController, tabBarController and splitViewController are all
    // "the nearest ancestor" of a kind, so they are derived from this chain.
    private weak var _parent: UIViewController?
    private var _children: [UIViewController] = []

    // doc: uikit/uiviewcontroller/init(nibname:bundle:)
    //   `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (designated)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    // doc: uikit/uiviewcontroller/init(coder:) — `init?(coder: NSCoder)` (required)
    public required init?(coder: NSCoder) {
        super.init()
    }

    // ObjC initializer inheritance: `UIViewController()` compiles against the SDK
    // (-init calls -initWithNibName:nil bundle:nil).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // doc: uikit/uiviewcontroller/view — `var view: UIView! { get set }`
    open var view: UIView! {
        get {
            if _view == nil {
                loadView()
                if _view == nil { _view = UIView(frame: .zero) }
                viewDidLoad()
            }
            return _view
        }
        set { _view = newValue }
    }

    // doc: uikit/uiviewcontroller (Topics: "func loadView()")
    open func loadView() {
        _view = UIView(frame: .zero)
    }

    // doc: uikit/uiviewcontroller (Topics: "func viewDidLoad()")
    open func viewDidLoad() {}

    // doc: uikit/uiviewcontroller (Topics: "var title: String?") — `{ get set }`
    open var title: String?

    // doc: uikit/uiviewcontroller/modalpresentationstyle
    //   `var modalPresentationStyle: UIModalPresentationStyle { get set }`
    //   ("The default value is UIModalPresentationStyle.automatic.")
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    // doc: uikit/uiviewcontroller/modaltransitionstyle
    //   `var modalTransitionStyle: UIModalTransitionStyle { get set }`
    //   ("The default value for this property is UIModalTransitionStyle.coverVertical.")
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    // doc: uikit/uiviewcontroller/ismodalinpresentation
    //   `var isModalInPresentation: Bool { get set }` (iOS 13; "The default value of this
    //   property is false.")
    open var isModalInPresentation: Bool = false

    // doc: uikit/uiviewcontroller/sheetpresentationcontroller
    //   `var sheetPresentationController: UISheetPresentationController? { get }` (iOS 15)
    //   A sheet presentation controller while modalPresentationStyle is pageSheet or formSheet,
    //   nil for any other style. `.automatic` resolves to a page sheet for a view controller
    //   presented on its own since iOS 13, so the stub answers for it too; the same controller
    //   each time, as the presentation that is to come is one.
    open var sheetPresentationController: UISheetPresentationController? {
        guard [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle) else { return nil }
        if let sheet = _presentationController as? UISheetPresentationController { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        _presentationController = sheet
        return sheet
    }

    // doc: uikit/uiviewcontroller/popoverpresentationcontroller
    //   `var popoverPresentationController: UIPopoverPresentationController? { get }`
    //   ("If the modal presentation style of the current view controller is
    //   UIModalPresentationStyle.popover, this property contains the popover presentation
    //   controller … If the modal presentation style is not popover, the value is nil.")
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = _presentationController as? UIPopoverPresentationController { return popover }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        _presentationController = popover
        return popover
    }

    private var _presentationController: UIPresentationController?

    // doc: uikit/uiviewcontroller/children — `var children: [UIViewController] { get }`
    open var children: [UIViewController] { _children }

    // doc: uikit/uiviewcontroller/navigationcontroller
    //   `var navigationController: UINavigationController? { get }`
    //   ("If the view controller or one of its ancestors is a child of a navigation
    //   controller, this property contains the owning navigation controller.")
    open var navigationController: UINavigationController? {
        _nearestAncestor()
    }

    // doc: uikit/uiviewcontroller/tabbarcontroller
    //   `var tabBarController: UITabBarController? { get }` (nearest ancestor)
    open var tabBarController: UITabBarController? {
        _nearestAncestor()
    }

    // doc: uikit/uiviewcontroller/splitviewcontroller
    //   `var splitViewController: UISplitViewController? { get }` (nearest ancestor)
    open var splitViewController: UISplitViewController? {
        _nearestAncestor()
    }

    private func _nearestAncestor<Container: UIViewController>() -> Container? {
        var ancestor = _parent
        while let current = ancestor {
            if let container = current as? Container { return container }
            ancestor = current._parent
        }
        return nil
    }

    // doc: uikit/uiviewcontroller/addchild(_:) — `func addChild(_ childController: UIViewController)`
    //   ("If the child controller has a different parent controller, it is first removed from
    //   its current parent")
    open func addChild(_ childController: UIViewController) {
        _setChildren(_children.filter { $0 !== childController } + [childController])
    }

    // doc: uikit/uiviewcontroller/didmove(toparent:) — `func didMove(toParent parent: UIViewController?)`
    open func didMove(toParent parent: UIViewController?) {}

    // How the containers below install their children. A controller adopted here leaves
    // the container it was in, as doc: uikit/uiviewcontroller/addchild(_:) says of
    // addChild(_:) ("it is removed from that container before being added").
    internal func _setChildren(_ newChildren: [UIViewController]) {
        for child in _children where !newChildren.contains(where: { $0 === child }) {
            child._parent = nil
        }
        for child in newChildren where child._parent !== self {
            child._parent?._children.removeAll { $0 === child }
            child._parent = self
        }
        _children = newChildren
    }

    // doc: uikit/uiviewcontroller/present(_:animated:completion:)
    //   `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
    //                 completion: (() -> Void)? = nil)`
    // A controller that is already presenting one presents no other: UIKit logs "Attempt to
    // present … which is already presenting …" and does nothing. The stub records the
    // presentation in both controllers (presentedViewController, presentingViewController),
    // which behaviour tests read back. The controller that presents is the top of the receiver's
    // ancestors, as in UIKit, where a child's presentation goes up to the presentation context,
    // the root unless a controller sets definesPresentationContext (which the stub leaves out):
    // a navigation controller's presentedViewController is what its children presented.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        _StubTransitionLog.record(.present, by: self, viewControllerToPresent, animated: flag)
        guard presentedViewController == nil else { return }
        var presenter = self
        while let parent = presenter._parent { presenter = parent }
        presenter._presented = viewControllerToPresent
        viewControllerToPresent._presenting = presenter
        completion?()
    }

    // doc: uikit/uiviewcontroller/dismiss(animated:completion:)
    //   `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
    //   (the presenting view controller dismisses what it presented; called on the presented
    //   view controller, the call is forwarded to the one that presented it)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = _presented {
            _StubTransitionLog.record(.dismiss, by: self, presented, animated: flag)
            presented._presenting = nil
            _presented = nil
        } else if let parent = _parent, parent.presentedViewController != nil {
            // What a child presented, its ancestor presents (see present(_:animated:completion:)).
            parent.dismiss(animated: flag, completion: completion)
            return
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: completion)
            return
        }
        completion?()
    }

    private var _presented: UIViewController?
    private weak var _presenting: UIViewController?

    // doc: uikit/uiviewcontroller/presentedviewcontroller
    //   `var presentedViewController: UIViewController? { get }` (presented by this view
    //   controller, or by one of its ancestors)
    open var presentedViewController: UIViewController? {
        _presented ?? _parent?.presentedViewController
    }

    // doc: uikit/uiviewcontroller/presentingviewcontroller
    //   `var presentingViewController: UIViewController? { get }` (the controller that
    //   presented this one, or that presented the ancestor that was presented)
    open var presentingViewController: UIViewController? {
        _presenting ?? _parent?.presentingViewController
    }

    // doc: uikit/uiviewcontroller/performsegue(withidentifier:sender:)
    //   `func performSegue(withIdentifier identifier: String, sender: Any?)`
    // The SDK raises an exception unless the controller came from a storyboard with a segue of
    // that identifier; the stub's storyboards have no files, so a test program describes the
    // segue in _StubStoryboardSegues. As UIKit does, the stub creates the destination, calls
    // prepare(for:sender:) on the source, then performs the segue.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let described = _StubStoryboardSegues.segues[_StubStoryboardSegues.Key(type(of: self), identifier)] else {
            fatalError("UIKit stub: no segue '\(identifier)' of \(type(of: self)) is described in _StubStoryboardSegues")
        }
        guard let destination = described.destination(self, NSCoder(), sender) else {
            fatalError("UIKit stub: segue '\(identifier)' of \(type(of: self)) has no destination")
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        switch described.kind {
        case .show:
            // A show segue pushes onto the source's navigation stack, and presents without one.
            if let navigationController {
                navigationController.pushViewController(destination, animated: true)
            } else {
                present(destination, animated: true)
            }
        case .present:
            present(destination, animated: true)
        case .unwind(let action):
            // UIKit calls the action of the view controller it unwinds to, then dismisses what
            // that one presented, or pops what is above it on its stack.
            action(destination, segue)
            if destination.presentedViewController != nil {
                destination.dismiss(animated: true)
            } else if let stack = destination.navigationController, stack.topViewController !== destination {
                stack.popToViewController(destination, animated: true)
            }
        }
    }

    // doc: uikit/uiviewcontroller/prepare(for:sender:)
    //   `func prepare(for segue: UIStoryboardSegue, sender: Any?)`
    //   ("The default implementation of this method does nothing.")
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}

// MARK: - UINavigationController
// doc: uikit/uinavigationcontroller — `@MainActor class UINavigationController`,
// inherits from UIViewController.
@MainActor
open class UINavigationController: UIViewController {
    // The stack is the controller's children, bottom to top, as in the SDK.

    // doc: uikit/uinavigationcontroller/init(rootviewcontroller:)
    //   `init(rootViewController: UIViewController)` (designated)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    // doc: uikit/uinavigationcontroller (Creating: "init(nibName: String?, bundle: Bundle?)")
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    // doc: uikit/uinavigationcontroller (Creating: "init?(coder: NSCoder)")
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    // doc: uikit/uinavigationcontroller
    //   (Creating: "init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?)")
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    // doc: uikit/uinavigationcontroller/viewcontrollers
    //   `var viewControllers: [UIViewController] { get set }`
    //   ("Assigning a new array of view controllers to this property is equivalent to
    //   calling the setViewControllers(_:animated:) method with the animated parameter
    //   set to false.")
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    // doc: uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    //   `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        _StubTransitionLog.record(.setViewControllers, by: self, viewControllers.last ?? self, animated: animated)
        _setChildren(viewControllers)
    }

    // doc: uikit/uinavigationcontroller/topviewcontroller
    //   `var topViewController: UIViewController? { get }`
    open var topViewController: UIViewController? { children.last }

    // doc: uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    //   `func pushViewController(_ viewController: UIViewController, animated: Bool)`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _StubTransitionLog.record(.push, by: self, viewController, animated: animated)
        _setChildren(children + [viewController])
    }

    // doc: uikit/uinavigationcontroller/popviewcontroller(animated:)
    //   `func popViewController(animated: Bool) -> UIViewController?`
    //   (imported from Objective-C, hence discardable)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        _StubTransitionLog.record(.pop, by: self, top, animated: animated)
        _setChildren(Array(children.dropLast()))
        return top
    }

    // doc: uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    //   `func popToRootViewController(animated: Bool) -> [UIViewController]?`
    //   ("An array of view controllers representing the items that were popped")
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        _StubTransitionLog.record(.popToRoot, by: self, root, animated: animated)
        let popped = Array(children.dropFirst())
        _setChildren([root])
        return popped
    }

    // doc: uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    //   `func popToViewController(_ viewController: UIViewController, animated: Bool)
    //        -> [UIViewController]?`
    //   ("This view controller must currently be on the navigation stack.")
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            fatalError("UIKit stub: popToViewController(_:animated:) needs a controller on the stack")
        }
        _StubTransitionLog.record(.popTo, by: self, viewController, animated: animated)
        let popped = Array(children[(index + 1)...])
        _setChildren(Array(children[...index]))
        return popped
    }
}

// MARK: - UITabBarController
// doc: uikit/uitabbarcontroller — `@MainActor class UITabBarController`, inherits from
// UIViewController. The only initializer the page lists is `init(tabs:)`, which is iOS 18
// like the rest of the UITab API and so outside the iOS 17 SDK. What remains is
// UIViewController's designated pair, overridden below, and `UITabBarController()`,
// which the stub inherits from UIViewController's `init()`.
@MainActor
open class UITabBarController: UIViewController {
    // The tabs are the controller's children. viewControllers stays nil until it is
    // first assigned ("The default value of this property is nil").
    private var _hasViewControllers = false
    private weak var _selectedViewController: UIViewController?

    // doc: uikit/uiviewcontroller/init(nibname:bundle:) (inherited)
    //   `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    // doc: uikit/uiviewcontroller/init(coder:) (inherited) — `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // doc: uikit/uitabbarcontroller/viewcontrollers
    //   `var viewControllers: [UIViewController]? { get set }`
    // Setting it follows the same reselection rule as setViewControllers(_:animated:)
    // (both pages describe it), so it goes through that method without animation.
    open var viewControllers: [UIViewController]? {
        get { _hasViewControllers ? children : nil }
        set { setViewControllers(newValue, animated: false) }
    }

    // doc: uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    //   `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`
    //   The page's rule: keep the selected controller if it is still there, else select
    //   the one at the previous selection's index, else the one at index 0.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = _selectedViewController
        let previousIndex = _selectedIndex
        let tabs = viewControllers ?? []
        _hasViewControllers = viewControllers != nil
        _setChildren(tabs)
        if let previous, tabs.contains(where: { $0 === previous }) {
            return
        }
        _selectedViewController = tabs.indices.contains(previousIndex) ? tabs[previousIndex] : tabs.first
    }

    // doc: uikit/uitabbarcontroller/selectedindex — `var selectedIndex: Int { get set }`
    //   The page gives NSNotFound while the More navigation controller is selected. The stub
    //   has no tab bar and so no More controller; it answers NSNotFound while nothing is
    //   selected. An index outside viewControllers leaves the selection as it is.
    open var selectedIndex: Int {
        get { _selectedIndex }
        set {
            guard children.indices.contains(newValue) else { return }
            _selectedViewController = children[newValue]
        }
    }

    private var _selectedIndex: Int {
        guard let selected = _selectedViewController else { return NSNotFound }
        return children.firstIndex { $0 === selected } ?? NSNotFound
    }

    // doc: uikit/uitabbarcontroller/selectedviewcontroller
    //   `unowned(unsafe) var selectedViewController: UIViewController? { get set }`
    //   ("The specified view controller must be in the viewControllers array." —
    //   "The default value of this property is nil.")
    // The children own the controllers, as in the SDK; the stub's own reference is weak
    // so that it cannot dangle.
    unowned(unsafe) open var selectedViewController: UIViewController? {
        get {
            guard let selected = _selectedViewController, children.contains(where: { $0 === selected }) else { return nil }
            return selected
        }
        set {
            if let newValue, !children.contains(where: { $0 === newValue }) {
                fatalError("UIKit stub: selectedViewController must be one of viewControllers")
            }
            _selectedViewController = newValue
        }
    }
}

// MARK: - UISplitViewController
// doc: uikit/uisplitviewcontroller — `@MainActor class UISplitViewController`, inherits from
// UIViewController.
//
// Column style and classic style (doc: uikit/uisplitviewcontroller, "Split view styles" and
// "Child view controllers"; .../viewcontrollers; .../setviewcontroller(_:for:);
// .../viewcontroller(for:); .../init(style:)):
//  * init(style:) with .doubleColumn or .tripleColumn makes a column-style controller. The
//    class page gives the classic style to "any other approach" (storyboards aside, see
//    below): `style` is .unspecified, and setViewController(_:for:) and
//    viewController(for:) "don't apply". UIKit raises an exception there; the stub traps.
//  * Column style: setViewController(_:for:) and viewController(for:) are the recommended
//    API. The controller wraps every child that is not a navigation controller in one
//    (not for .compact, says UISplitViewController.h). viewController(for:) returns the
//    controller that was set; `children` holds the wrappers, and so does viewControllers.
//  * Classic style: viewControllers holds the primary and the secondary controller.
//  * Storyboards: a split view controller that Interface Builder marks with a column
//    style (`allowDoubleColumnStyle="YES"` in the XML) is decoded with init?(coder:) and
//    then given that style through a setter that is not public API. The stub has no such
//    setter, so a controller made from a coder here is always classic; tests of
//    column-style code use init(style:).
//  * The stub models the expanded interface. viewControllers lists the primary, the
//    supplementary (triple column) and the secondary column; a .compact controller is
//    only kept for viewController(for:).
@MainActor
open class UISplitViewController: UIViewController {
    // doc: uikit/uisplitviewcontroller/style-swift.enum — `enum Style`
    //   (NS_ENUM(NSInteger) in UISplitViewController.h: unspecified 0, doubleColumn 1,
    //   tripleColumn 2)
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    // doc: uikit/uisplitviewcontroller/column — `enum Column`
    //   (UISplitViewController.h: primary 0, supplementary 1, secondary 2, compact 3).
    //   The page also lists `inspector`, which is iOS 26 and not in the iOS 17 SDK.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    private var _style: UISplitViewController.Style = .unspecified
    private var _columns: [UISplitViewController.Column: UIViewController] = [:]
    private var _wrappers: [UISplitViewController.Column: UIViewController] = [:]

    // doc: uikit/uisplitviewcontroller/init(style:) — `init(style: UISplitViewController.Style)`
    //   ("You can pass in any of the UISplitViewController.Style values except
    //   UISplitViewController.Style.unspecified.")
    public init(style: UISplitViewController.Style) {
        precondition(style != .unspecified, "UIKit stub: init(style:) does not take .unspecified")
        _style = style
        super.init(nibName: nil, bundle: nil)
    }

    // doc: uikit/uisplitviewcontroller/init(nibname:bundle:)
    //   `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (classic style)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    // doc: uikit/uisplitviewcontroller/init(coder:) — `init?(coder: NSCoder)`
    //   (classic style here; see the storyboard note above)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // doc: uikit/uisplitviewcontroller/style-swift.property
    //   `var style: UISplitViewController.Style { get }`
    open var style: UISplitViewController.Style { _style }

    // doc: uikit/uisplitviewcontroller/viewcontrollers
    //   `var viewControllers: [UIViewController] { get set }`
    //   ("The first view controller in the array is the primary view controller. It's
    //   followed by the supplementary (if present) and then the secondary view controller.")
    // For a column-style controller, assigning fills the columns in that order.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            guard _style != .unspecified else {
                _setChildren(newValue)
                return
            }
            let columns: [UISplitViewController.Column] =
                _style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (index, column) in columns.enumerated() {
                setViewController(newValue.indices.contains(index) ? newValue[index] : nil, for: column)
            }
        }
    }

    // doc: uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    //   `func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column)`
    // doc: uikit/uisplitviewcontroller/column/supplementary — "only takes effect when the split
    //   view controller's style property is UISplitViewController.Style.tripleColumn"; UIKit
    //   raises for a controller set there in any other style, and the stub traps.
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        _requireColumnStyle("setViewController(_:for:)")
        if vc != nil, column == .supplementary, _style != .tripleColumn {
            fatalError("UIKit stub: the supplementary column needs a .tripleColumn split view controller")
        }
        _columns[column] = vc
        _wrappers[column] = vc.map { viewController in
            column == .compact || viewController is UINavigationController
                ? viewController
                : UINavigationController(rootViewController: viewController)
        }
        _setChildren([UISplitViewController.Column.primary, .supplementary, .secondary].compactMap { _wrappers[$0] })
    }

    // doc: uikit/uisplitviewcontroller/viewcontroller(for:)
    //   `func viewController(for column: UISplitViewController.Column) -> UIViewController?`
    @discardableResult
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        _requireColumnStyle("viewController(for:)")
        return _columns[column]
    }

    // doc: uikit/uisplitviewcontroller/show(_:) — `func show(_ column: UISplitViewController.Column)`
    //   ("Presents the provided column of a column-style interface")
    open func show(_ column: UISplitViewController.Column) {
        _requireColumnStyle("show(_:)")
        _stubShownColumn = column
    }

    // Not the SDK's (hence the underscore): the column show(_:) last presented, which behaviour
    // tests read back; nil before any.
    public private(set) var _stubShownColumn: UISplitViewController.Column?

    private func _requireColumnStyle(_ member: String) {
        if _style == .unspecified {
            fatalError("UIKit stub: \(member) needs a split view controller made with init(style:); a classic one has viewControllers")
        }
    }
}

// MARK: - UIPageViewController
// doc: uikit/uipageviewcontroller — `@MainActor class UIPageViewController`, inherits from
// UIViewController. UIPageViewController.h marks two initializers NS_DESIGNATED_INITIALIZER,
// init(transitionStyle:navigationOrientation:options:) and init?(coder:) (the page's
// "Creating a page view controller" lists the same two).
@MainActor
open class UIPageViewController: UIViewController {
    // doc: uikit/uipageviewcontroller/transitionstyle-swift.enum — `enum TransitionStyle`
    //   (NS_ENUM(NSInteger): pageCurl 0, scroll 1)
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    // doc: uikit/uipageviewcontroller/navigationorientation-swift.enum — `enum NavigationOrientation`
    //   (NS_ENUM(NSInteger): horizontal 0, vertical 1)
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    // doc: uikit/uipageviewcontroller/optionskey — `struct OptionsKey`:
    //   RawRepresentable, Sendable, Hashable, Equatable; `init(rawValue: String)`;
    //   `static let interPageSpacing`, `static let spineLocation`.
    // The raw values are the names of the Objective-C constants; their string contents
    // are not documented.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
        public static let interPageSpacing = UIPageViewController.OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        public static let spineLocation = UIPageViewController.OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    // doc: uikit/uipageviewcontroller/init(transitionstyle:navigationorientation:options:)
    //   `init(transitionStyle style: UIPageViewController.TransitionStyle,
    //         navigationOrientation: UIPageViewController.NavigationOrientation,
    //         options: [UIPageViewController.OptionsKey : Any]? = nil)`
    public init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [UIPageViewController.OptionsKey: Any]? = nil) {
        super.init(nibName: nil, bundle: nil)
    }

    // doc: uikit/uipageviewcontroller/init(coder:) — `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // ObjC initializer inheritance: `UIPageViewController()` compiles against the SDK, whose
    // importer lets an Objective-C class keep its superclasses' initializers. Swift inherits
    // UIViewController's `init()` only when every designated initializer of UIViewController
    // is overridden, hence this convenience override. The stub keeps neither the transition
    // style nor the orientation, so the values it passes on are not observable.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }
}

// MARK: - UIStoryboard
// doc: uikit/uistoryboard — `@MainActor class UIStoryboard`, inherits from NSObject.
@MainActor
open class UIStoryboard: NSObject {
    // The stub's own: the name, by which _StubStoryboardScenes finds what a scene holds.
    internal let _name: String

    // doc: uikit/uistoryboard/init(name:bundle:)
    //   `init(name: String, bundle storyboardBundleOrNil: Bundle?)`
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        _name = name
        super.init()
    }

    // doc: uikit/uistoryboard/instantiateinitialviewcontroller()
    //   `func instantiateInitialViewController() -> UIViewController?`
    @discardableResult
    open func instantiateInitialViewController() -> UIViewController? {
        UIViewController(coder: NSCoder()).map { _awake($0, identifier: nil) }
    }

    // doc: uikit/uistoryboard/instantiateviewcontroller(withidentifier:)
    //   `func instantiateViewController(withIdentifier identifier: String) -> UIViewController`
    @discardableResult
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let viewController = UIViewController(coder: NSCoder()) else {
            fatalError("UIKit stub: init(coder:) returned nil")
        }
        return _awake(viewController, identifier: identifier)
    }

    // What a storyboard does once it has created a scene's view controller: perform the scene's
    // relationship segues, giving a container its children. The stub has no file to read them
    // from; a test program describes them in _StubStoryboardScenes.
    internal func _awake<ViewController: UIViewController>(_ viewController: ViewController, identifier: String?) -> ViewController {
        _StubStoryboardScenes.relationships[_StubStoryboardScenes.key(storyboard: _name, identifier: identifier)]?(viewController)
        return viewController
    }
}

// Not the SDK's (hence the underscore): what the stub's view controllers were asked to show or
// hide, in order, with the `animated` argument that nothing in the SDK lets a caller read back.
// Behaviour tests clear it, call generated code and read it. Only calls that change what is on
// screen are recorded: a presentation refused because one is already showing is recorded too,
// since UIKit's refusal is the app's mistake, not the stub's.
@MainActor
public enum _StubTransitionLog {
    public enum Action: Sendable, Equatable {
        case present, dismiss, push, pop, popToRoot, popTo
        /// A navigation controller's stack replaced, by `setViewControllers(_:animated:)` or by
        /// setting `viewControllers`, which the SDK says is the same with `animated` false.
        case setViewControllers
    }

    /// One call: which view controller received it, and the view controller it shows or hides
    /// (presented, dismissed, pushed, popped, the one popped to, or the new top of a stack set, the
    /// navigation controller itself when the stack is emptied).
    public struct Entry {
        public let action: Action
        public let receiver: UIViewController
        public let viewController: UIViewController
        public let animated: Bool
    }

    public static var entries: [Entry] = []

    static func record(_ action: Action, by receiver: UIViewController, _ viewController: UIViewController, animated: Bool) {
        entries.append(Entry(action: action, receiver: receiver, viewController: viewController, animated: animated))
    }
}

// Not the SDK's (hence the underscore): the contents of the stub's storyboards, which have no
// files. A test program registers, for a storyboard and a storyboard ID (nil for the initial view
// controller), what the storyboard does after creating that scene's view controller: typically
// setting a container's children as its relationship segues would. Unregistered scenes hold
// nothing, as before.
@MainActor
public enum _StubStoryboardScenes {
    public static var relationships: [String: @MainActor (UIViewController) -> Void] = [:]

    public static func key(storyboard: String, identifier: String?) -> String {
        storyboard + "/" + (identifier ?? "")
    }
}

// Not the SDK's (hence the underscore): the segues of the stub's storyboards, which have no
// files. A test program describes, for a source view controller's class and a segue identifier,
// what performSegue(withIdentifier:sender:) does: how the destination comes about (for a show
// or presentation segue, created from the coder, typically by calling the source's generated
// @IBSegueAction method, since the stub cannot call a selector, or the destination's
// init(coder:); for an unwind segue, found among the view controllers shown before), and the
// segue's kind, with the unwind action of the view controller unwound to.
@MainActor
public enum _StubStoryboardSegues {
    public enum Kind {
        /// A show segue: pushed onto the source's navigation stack, presented without one.
        case show
        /// A presentation segue.
        case present
        /// An unwind segue, with the action Interface Builder's Exit connects it to, called on
        /// the destination.
        case unwind(action: @MainActor (_ destination: UIViewController, _ segue: UIStoryboardSegue) -> Void)
    }

    public struct Segue {
        public let kind: Kind
        /// The segue's destination, given the source, a coder and the sender.
        public let destination: @MainActor (_ source: UIViewController, _ coder: NSCoder, _ sender: Any?) -> UIViewController?

        public init(
            _ kind: Kind,
            destination: @escaping @MainActor (_ source: UIViewController, _ coder: NSCoder, _ sender: Any?) -> UIViewController?
        ) {
            self.kind = kind
            self.destination = destination
        }
    }

    /// A segue of a scene: the class of the scene's view controller and the segue's identifier.
    public struct Key: Hashable {
        let source: ObjectIdentifier
        let identifier: String

        public init(_ source: UIViewController.Type, _ identifier: String) {
            self.source = ObjectIdentifier(source)
            self.identifier = identifier
        }
    }

    public static var segues: [Key: Segue] = [:]
}

// Swift overlay (iOS 13+) — native Swift generics, not discardable.
extension UIStoryboard {
    // doc: uikit/uistoryboard/instantiateinitialviewcontroller(creator:)
    //   `@MainActor @preconcurrency func instantiateInitialViewController<ViewController>(
    //        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController?
    //        where ViewController : UIViewController`
    @MainActor @preconcurrency
    public func instantiateInitialViewController<ViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? where ViewController: UIViewController {
        let coder = NSCoder()
        if let creator, let viewController = creator(coder) {
            return _awake(viewController, identifier: nil)
        }
        return ViewController(coder: coder).map { _awake($0, identifier: nil) }
    }

    // doc: uikit/uistoryboard/instantiateviewcontroller(identifier:creator:)
    //   `@MainActor @preconcurrency func instantiateViewController<ViewController>(
    //        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController
    //        where ViewController : UIViewController`
    @MainActor @preconcurrency
    public func instantiateViewController<ViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController where ViewController: UIViewController {
        let coder = NSCoder()
        if let creator, let viewController = creator(coder) {
            return _awake(viewController, identifier: identifier)
        }
        // "If you return nil from your block, this method creates the view
        // controller using the default init(coder:) method."
        guard let viewController = ViewController(coder: coder) else {
            fatalError("UIKit stub: init(coder:) returned nil for '\(identifier)'")
        }
        return _awake(viewController, identifier: identifier)
    }
}

// MARK: - UIStoryboardSegue
// doc: uikit/uistoryboardsegue — `@MainActor class UIStoryboardSegue`, inherits from NSObject.
@MainActor
open class UIStoryboardSegue: NSObject {
    private let _identifier: String?
    private let _source: UIViewController
    private let _destination: UIViewController

    // doc: uikit/uistoryboardsegue/init(identifier:source:destination:)
    //   `init(identifier: String?, source: UIViewController, destination: UIViewController)`
    //   ("This method is the designated initializer for segue objects.")
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        _identifier = identifier
        _source = source
        _destination = destination
        super.init()
    }

    // doc: uikit/uistoryboardsegue/identifier — `var identifier: String? { get }`
    open var identifier: String? { _identifier }

    // doc: uikit/uistoryboardsegue/source — `var source: UIViewController { get }`
    open var source: UIViewController { _source }

    // doc: uikit/uistoryboardsegue (Topics: "var destination: UIViewController") — `{ get }`
    open var destination: UIViewController { _destination }

    // doc: uikit/uistoryboardsegue (Topics: "func perform()")
    open func perform() {}
}

// MARK: - UINib
// doc: uikit/uinib — `@MainActor class UINib`, inherits from NSObject.
@MainActor
open class UINib: NSObject {
    // doc: uikit/uinib/optionskey — `struct OptionsKey`:
    //   Hashable, Equatable, RawRepresentable, Sendable; `init(rawValue: String)`;
    //   `static let externalObjects: UINib.OptionsKey`.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
        public static let externalObjects = UINib.OptionsKey(rawValue: "UINibExternalObjects")
    }

    // doc: uikit/uinib/init(nibname:bundle:)
    //   `init(nibName name: String, bundle bundleOrNil: Bundle?)`
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        super.init()
    }

    // doc: uikit/uinib (Creating: "init(data: Data, bundle: Bundle?)")
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        super.init()
    }

    // doc: uikit/uinib/instantiate(withowner:options:)
    //   `func instantiate(withOwner ownerOrNil: Any?,
    //                     options optionsOrNil: [UINib.OptionsKey : Any]? = nil) -> [Any]`
    // Stand-in body: one plain top-level UIView, so the common
    // `.first as! UIView` pattern runs.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        [UIView(frame: .zero)]
    }
}

// MARK: - UITableView
// doc: uikit/uitableview — `@MainActor class UITableView`, inherits from UIScrollView.
@MainActor
open class UITableView: UIScrollView {
    // doc: uikit/uitableview/style-swift.enum — `enum Style` (Int: plain 0, grouped 1, insetGrouped 2)
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    private var _cellClasses: [String: AnyClass] = [:]
    private var _cellNibs: [String: UINib] = [:]

    // doc: uikit/uitableview/init(frame:style:) — `init(frame: CGRect, style: UITableView.Style)`
    public init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame)
    }

    // doc: uikit/uitableview — `init?(coder: NSCoder)` (NSCoding)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // ObjC initializer inheritance: `UITableView(frame:)` compiles against the SDK;
    // doc: uikit/uitableview/init(frame:style:) — "If you initialize the table view
    // with the UIView method init(frame:), the plain style is used".
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // doc: uikit/uitableview/register(_:forcellreuseidentifier:)-5q6bo
    //   `func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)`
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        _cellClasses[identifier] = nil
        _cellNibs[identifier] = nib
    }

    // doc: uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
    //   `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        _cellNibs[identifier] = nil
        _cellClasses[identifier] = cellClass
    }

    // doc: uikit/uitableview/dequeuereusablecell(withidentifier:)
    //   `func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?`
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cellClass = _cellClasses[identifier] as? UITableViewCell.Type {
            return cellClass.init(coder: NSCoder())
        }
        if _cellNibs[identifier] != nil {
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return nil
    }

    // doc: uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    //   `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError("UIKit stub: no cell registered for '\(identifier)'")
        }
        return cell
    }
}

// MARK: - UITableViewCell
// doc: uikit/uitableviewcell — `@MainActor class UITableViewCell`, inherits from UIView.
@MainActor
open class UITableViewCell: UIView {
    // doc: uikit/uitableviewcell/cellstyle — `enum CellStyle`
    // (Int: default 0, value1 1, value2 2, subtitle 3)
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    private var _reuseIdentifier: String?

    // doc: uikit/uitableviewcell/init(style:reuseidentifier:)
    //   `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)` (designated)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        _reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    // doc: uikit/uitableviewcell (Creating: "init?(coder: NSCoder)")
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // doc: uikit/uitableviewcell (Reusing cells: "var reuseIdentifier: String?") — read-only
    open var reuseIdentifier: String? { _reuseIdentifier }
}

// MARK: - UITableViewController
// doc: uikit/uitableviewcontroller — `@MainActor class UITableViewController`, inherits from
// UIViewController. `UITableViewController()` compiles as in the SDK: overriding every
// designated initializer of UIViewController inherits its `init()`.
@MainActor
open class UITableViewController: UIViewController {
    // doc: uikit/uitableviewcontroller/init(style:) — `init(style: UITableView.Style)`
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
    }

    // doc: uikit/uitableviewcontroller/init(nibname:bundle:)
    //   `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    // doc: uikit/uitableviewcontroller/init(coder:) — `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// MARK: - UICollectionViewLayout
// doc: uikit/uicollectionviewlayout/init() — `init()`; NSCoding → `init?(coder:)`.
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}

// MARK: - UICollectionView
// doc: uikit/uicollectionview — `@MainActor class UICollectionView`, inherits from UIScrollView.
@MainActor
open class UICollectionView: UIScrollView {
    private var _cellClasses: [String: AnyClass] = [:]
    private var _cellNibs: [String: UINib] = [:]

    // doc: uikit/uicollectionview/init(frame:collectionviewlayout:)
    //   `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)` (designated)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // doc: uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-6z6t4
    //   `func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)`
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        _cellClasses[identifier] = nil
        _cellNibs[identifier] = nib
    }

    // doc: uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:) (See Also:
    //   "func register(AnyClass?, forCellWithReuseIdentifier: String)")
    //   `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        _cellNibs[identifier] = nil
        _cellClasses[identifier] = cellClass
    }

    // doc: uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    //   `func dequeueReusableCell(withReuseIdentifier identifier: String,
    //                             for indexPath: IndexPath) -> UICollectionViewCell`
    @discardableResult
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cellClass = _cellClasses[identifier] as? UICollectionViewCell.Type,
           let cell = cellClass.init(coder: NSCoder()) {
            return cell
        }
        if _cellNibs[identifier] != nil {
            return UICollectionViewCell(frame: .zero)
        }
        fatalError("UIKit stub: no cell registered for '\(identifier)'")
    }
}

// MARK: - UICollectionReusableView / UICollectionViewCell
// doc: uikit/uicollectionviewcell — `@MainActor class UICollectionViewCell`,
// inherits from UICollectionReusableView (which inherits from UIView).
@MainActor
open class UICollectionReusableView: UIView {}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {}

// MARK: - UICollectionViewController
// doc: uikit/uicollectionviewcontroller — `@MainActor class UICollectionViewController`,
// inherits from UIViewController. `UICollectionViewController()` compiles as in the SDK,
// through UIViewController's inherited `init()`.
@MainActor
open class UICollectionViewController: UIViewController {
    // doc: uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    //   `init(collectionViewLayout layout: UICollectionViewLayout)`
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(nibName: nil, bundle: nil)
    }

    // doc: uikit/uicollectionviewcontroller/init(nibname:bundle:)
    //   `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    // doc: uikit/uicollectionviewcontroller/init(coder:) — `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// MARK: - UIAlertAction
// doc: uikit/uialertaction — `@MainActor class UIAlertAction`, inherits from NSObject.
// (NSCopying conformance omitted: its nonisolated requirement cannot be met by
// a @MainActor class without an Objective-C runtime.)
@MainActor
open class UIAlertAction: NSObject {
    // doc: uikit/uialertaction/style-swift.enum — `enum Style`
    // (Int: default 0, cancel 1, destructive 2)
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    private var _title: String?
    private var _style: UIAlertAction.Style = .default
    private var _handler: ((UIAlertAction) -> Void)?

    // doc: uikit/uialertaction/init(title:style:handler:)
    //   `convenience init(title: String?, style: UIAlertAction.Style,
    //                     handler: ((UIAlertAction) -> Void)? = nil)`
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        _title = title
        _style = style
        _handler = handler
    }

    // doc: uikit/uialertaction (Topics: "title", "style") — read-only
    open var title: String? { _title }
    open var style: UIAlertAction.Style { _style }
}

// MARK: - UIAlertController
// doc: uikit/uialertcontroller — `@MainActor class UIAlertController`, inherits from UIViewController.
@MainActor
open class UIAlertController: UIViewController {
    // doc: UIAlertControllerStyle — `enum Style` (Int: actionSheet 0, alert 1)
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    private var _preferredStyle: UIAlertController.Style = .actionSheet
    private var _actions: [UIAlertAction] = []

    // doc: uikit/uialertcontroller/init(title:message:preferredstyle:)
    //   `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        _preferredStyle = preferredStyle
    }

    // doc: uikit/uialertcontroller (Members: "var message: String? { get set }")
    open var message: String?

    // doc: uikit/uialertcontroller/preferredstyle — `var preferredStyle: UIAlertController.Style { get }`
    open var preferredStyle: UIAlertController.Style { _preferredStyle }

    // doc: uikit/uialertcontroller (Members: "var actions: [UIAlertAction] { get }")
    open var actions: [UIAlertAction] { _actions }

    // doc: uikit/uialertcontroller/addaction(_:) — `func addAction(_ action: UIAlertAction)`
    open func addAction(_ action: UIAlertAction) {
        _actions.append(action)
    }
}
