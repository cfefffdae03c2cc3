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
//    (UIView(), UIViewController(), UITableView(frame:)) are spelled as
//    convenience overrides, marked "ObjC initializer inheritance".

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
        super.init()
    }

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
// `blurOverFullScreen` (8) is API_UNAVAILABLE(ios) and is therefore left out:
// on Linux an `@available(iOS, unavailable)` case would be usable, which the
// iOS SDK rejects.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

// MARK: - UIViewController
// doc: uikit/uiviewcontroller — `@MainActor class UIViewController`, inherits from UIResponder.
@MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    internal weak var _navigationController: UINavigationController?

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

    // doc: uikit/uiviewcontroller/navigationcontroller
    //   `var navigationController: UINavigationController? { get }`
    open var navigationController: UINavigationController? {
        _navigationController
    }

    // doc: uikit/uiviewcontroller/present(_:animated:completion:)
    //   `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
    //                 completion: (() -> Void)? = nil)`
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    // doc: uikit/uiviewcontroller/dismiss(animated:completion:)
    //   `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    // doc: uikit/uiviewcontroller/performsegue(withidentifier:sender:)
    //   `func performSegue(withIdentifier identifier: String, sender: Any?)`
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        // The SDK raises an exception unless the controller came from a storyboard.
        fatalError("UIKit stub: performSegue(withIdentifier:sender:) needs a storyboard")
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
    private var _stack: [UIViewController] = []

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

    // doc: uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    //   `func pushViewController(_ viewController: UIViewController, animated: Bool)`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController._navigationController = self
        _stack.append(viewController)
    }

    // doc: uikit/uinavigationcontroller/popviewcontroller(animated:)
    //   `func popViewController(animated: Bool) -> UIViewController?`
    //   (imported from Objective-C, hence discardable)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _stack.count > 1 else { return nil }
        let popped = _stack.removeLast()
        popped._navigationController = nil
        return popped
    }
}

// MARK: - UIStoryboard
// doc: uikit/uistoryboard — `@MainActor class UIStoryboard`, inherits from NSObject.
@MainActor
open class UIStoryboard: NSObject {
    // doc: uikit/uistoryboard/init(name:bundle:)
    //   `init(name: String, bundle storyboardBundleOrNil: Bundle?)`
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        super.init()
    }

    // doc: uikit/uistoryboard/instantiateinitialviewcontroller()
    //   `func instantiateInitialViewController() -> UIViewController?`
    @discardableResult
    open func instantiateInitialViewController() -> UIViewController? {
        UIViewController(coder: NSCoder())
    }

    // doc: uikit/uistoryboard/instantiateviewcontroller(withidentifier:)
    //   `func instantiateViewController(withIdentifier identifier: String) -> UIViewController`
    @discardableResult
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let viewController = UIViewController(coder: NSCoder()) else {
            fatalError("UIKit stub: init(coder:) returned nil")
        }
        return viewController
    }
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
            return viewController
        }
        return ViewController(coder: coder)
    }

    // doc: uikit/uistoryboard/instantiateviewcontroller(identifier:creator:)
    //   `@MainActor @preconcurrency func instantiateViewController<ViewController>(
    //        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController
    //        where ViewController : UIViewController`
    @MainActor @preconcurrency
    public func instantiateViewController<ViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController where ViewController: UIViewController {
        let coder = NSCoder()
        if let creator, let viewController = creator(coder) {
            return viewController
        }
        // "If you return nil from your block, this method creates the view
        // controller using the default init(coder:) method."
        guard let viewController = ViewController(coder: coder) else {
            fatalError("UIKit stub: init(coder:) returned nil for '\(identifier)'")
        }
        return viewController
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
