import Foundation
import UIKit

// The generated deep links of Fixtures/Shop, run against the UIKit stub: each link read from a URL
// and opened shows its screen above its synthetic back stack, as the stub's transition log and
// the navigation controllers' stacks tell; every pattern reads back the URLs its links write, for
// values from a seeded generator; and hostile URLs read as no link. Each check prints "ok " or
// "FAILED " and what it checks; FixtureBehaviourTests reads the lines. Behaviour/Navigators.swift
// drives the navigators of the swiftui-stack output.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

func link(_ text: String) -> DeepLink? {
    URL(string: text).flatMap(DeepLink.init(url:))
}

/// A navigation controller showing the catalog, as the app starts, with the log cleared.
@MainActor
func startedApp() -> (UINavigationController, CatalogViewController) {
    let catalog = CatalogViewController.instantiate()
    let navigationController = UINavigationController(rootViewController: catalog)
    _StubTransitionLog.entries = []
    return (navigationController, catalog)
}

/// Opens the link of `url` in a started app; nil when the URL is no link.
@MainActor
func opened(_ url: String, animated: Bool = true) -> (UINavigationController, CatalogViewController)? {
    guard let link = link(url) else { return nil }
    let (navigationController, catalog) = startedApp()
    link.open(in: navigationController, animated: animated)
    return (navigationController, catalog)
}

/// The actions of the log, in order, each with its animated flag.
@MainActor
func loggedActions() -> [String] {
    _StubTransitionLog.entries.map { "\($0.action)\($0.animated ? "" : "(not animated)")" }
}

@MainActor
func checkOpeningPushes() {
    if let (stack, catalog) = opened("https://shop.example.com/categories/shoes") {
        let category = stack.viewControllers.last as? CategoryViewController
        check(stack.viewControllers.count == 2 && stack.viewControllers[0] === catalog && category?.categoryID == "shoes", "a category's link keeps the catalog and pushes the category")
        check(loggedActions() == ["setViewControllers"], "in one animated setViewControllers")
    } else {
        check(false, "a category's URL reads as a link")
    }

    if let (stack, _) = opened("myshop://www.shop.example.com/c/shoes/p/42?tab=specs") {
        let category = stack.viewControllers.count == 3 ? stack.viewControllers[1] as? CategoryViewController : nil
        let product = stack.viewControllers.last as? ProductViewController
        check(category?.categoryID == "shoes" && product?.productID == 42 && product?.tab == .specs, "a product's short link shows catalog, category, product with its tab")
        check(loggedActions() == ["setViewControllers"], "a product's link sets the stack in one step")
    } else {
        check(false, "a product's short URL reads as a link")
    }

    if let (stack, _) = opened("https://shop.example.com/categories/shoes/products/42/reviews?min=4&verified=true", animated: false) {
        let classes = stack.viewControllers.map { "\(type(of: $0))" }
        let product = stack.viewControllers.count == 4 ? stack.viewControllers[2] as? ProductViewController : nil
        let reviews = stack.viewControllers.last as? ReviewsViewController
        check(classes == ["CatalogViewController", "CategoryViewController", "ProductViewController", "ReviewsViewController"], "reviews come above the catalog, the category and the product")
        check(product?.tab == .overview, "the product below the reviews has its default tab")
        check(reviews.map { $0.productID == 42 && $0.minimumRating == 4 && $0.verifiedOnly } == true, "the reviews have the link's values")
        check(loggedActions() == ["setViewControllers(not animated)"], "open(in:animated: false) sets the stack without animation")
    } else {
        check(false, "a reviews URL reads as a link")
    }

    if let (stack, _) = opened("https://shop.example.com/search?q=red%20shoes&max=99.5") {
        let search = stack.viewControllers.last as? SearchViewController
        check(stack.viewControllers.count == 2 && search?.query == "red shoes" && search?.maximumPrice == 99.5, "a search's link pushes the search with its query and price")
        check(stack.presentedViewController == nil, "and presents nothing")
    } else {
        check(false, "a search URL reads as a link")
    }
}

@MainActor
func checkOpeningPresentations() {
    if let (stack, catalog) = opened("myshop://shop.example.com/cart") {
        let sheet = catalog.presentedViewController as? UINavigationController
        check(stack.viewControllers.count == 1 && stack.viewControllers[0] === catalog, "the cart's link leaves the catalog alone on its stack")
        check(sheet?.modalPresentationStyle == .pageSheet && sheet?.viewControllers.count == 1 && sheet?.viewControllers.first is CartViewController, "and presents the cart in a navigation controller as a page sheet")
        check(loggedActions() == ["setViewControllers", "push(not animated)", "present"], "after setting the stack, both animated, the cart made the root of its own stack")
    } else {
        check(false, "the cart's URL reads as a link")
    }

    let cartID = UUID()
    if let (_, catalog) = opened("https://shop.example.com/cart/checkout/\(cartID.uuidString)", animated: false) {
        let sheet = catalog.presentedViewController as? UINavigationController
        let checkout = sheet?.viewControllers.last as? CheckoutViewController
        check(sheet?.viewControllers.count == 2 && sheet?.viewControllers.first is CartViewController && checkout?.cartID == cartID, "the checkout's link presents the cart's stack with the checkout on top")
        check(loggedActions() == ["setViewControllers(not animated)", "push(not animated)", "present(not animated)", "setViewControllers(not animated)"], "the presented stack is set in one step, without animation of its own")
    } else {
        check(false, "the checkout's URL reads as a link")
    }

    let orderID = UUID()
    if let (_, catalog) = opened("https://shop.example.com/orders/\(orderID.uuidString)?cart=\(cartID.uuidString)") {
        let sheet = catalog.presentedViewController as? UINavigationController
        let checkout = sheet?.viewControllers.last as? CheckoutViewController
        let status = checkout?.presentedViewController as? OrderStatusViewController
        check(sheet?.viewControllers.first is CartViewController && checkout?.cartID == cartID, "an order's link presents the cart's stack with the checkout on top")
        check(status?.orderID == orderID && status?.modalPresentationStyle == .fullScreen, "from which the checkout covers the screen with the order's status")
        check(loggedActions() == ["setViewControllers", "push(not animated)", "present", "present", "setViewControllers(not animated)"], "the second presentation made when the first has ended")
    } else {
        check(false, "an order's URL reads as a link")
    }
}

@MainActor
func checkOpeningOverWhatIsShown() {
    let (stack, catalog) = startedApp()
    let category = catalog.pushCategory(categoryID: "hats", animated: false)
    let cart = catalog.presentCart(animated: false)
    _StubTransitionLog.entries = []
    DeepLink.product(categoryID: "shoes", productID: 7).open(in: stack, animated: false)
    check(stack.presentedViewController == nil && cart.navigationController?.presentingViewController == nil, "a link dismisses what is presented")
    check(loggedActions() == ["dismiss(not animated)", "setViewControllers(not animated)"], "before it sets the stack, with the link's animated")
    check(stack.viewControllers.count == 3 && stack.viewControllers[0] === catalog && !stack.viewControllers.contains { $0 === category }, "the stack below the link replaces the one that was shown")

    let other = UIViewController()
    let foreign = UINavigationController(rootViewController: other)
    DeepLink.cart.open(in: foreign, animated: false)
    let root = foreign.viewControllers.first
    check(root is CatalogViewController && root !== other, "a navigation controller whose root is no catalog gets a new catalog at its root")
    check((root?.presentedViewController as? UINavigationController)?.viewControllers.first is CartViewController, "which presents the cart")
}

// MARK: - Round trips

/// SplitMix64: the same values on every run and platform.
struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func bool() -> Bool { next() & 1 == 1 }

    /// Text of pieces that URLs treat specially: separators, escapes, spaces, non-ASCII.
    mutating func string(allowingEmpty: Bool) -> String {
        let pieces = ["a", "Z", "9", "/", "%", "%2F", "%ZZ", "&", "=", "+", "?", "#", " ", ".", "..", "é", "日本", "👩‍👩‍👧", "\u{0}", "\n", "~", ";", ":", "@", "[", "\\"]
        let count = below(6) + (allowingEmpty ? 0 : 1)
        return (0..<count).map { _ in pieces[below(pieces.count)] }.joined()
    }

    mutating func int() -> Int {
        [Int.min, Int.max, 0, -1, Int(truncatingIfNeeded: next()), below(1000)][below(6)]
    }

    mutating func double() -> Double {
        let special = [0, -0.0, 5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, -1.7976931348623157e308, 0.1, 1e21, 123.456]
        return bool() ? special[below(special.count)] : Double(bitPattern: next()).isFinite ? Double(bitPattern: next()) : 1.5
    }

    mutating func uuid() -> UUID {
        let (a, b) = (next(), next())
        return withUnsafeBytes(of: (a, b)) { bytes in
            UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        }
    }

    mutating func link() -> DeepLink {
        // A path segment is never empty, so a value in the path is never "".
        switch below(7) {
        case 0: .category(categoryID: string(allowingEmpty: false))
        case 1: .product(categoryID: string(allowingEmpty: false), productID: int(), tab: [ProductTab.overview, .specs, .reviews][below(3)])
        case 2: .reviews(categoryID: string(allowingEmpty: false), productID: int(), minimumRating: bool() ? nil : int(), verifiedOnly: bool())
        case 3: .search(query: string(allowingEmpty: true), maximumPrice: bool() ? nil : double())
        case 4: .cart
        case 5: .checkout(cartID: uuid())
        default: .orderStatus(orderID: uuid(), cartID: uuid())
        }
    }
}

/// `text` percent-encoded but for RFC 3986's unreserved characters, as a path segment or query
/// value of a URL written by hand.
func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")) ?? ""
}

@MainActor
func checkRoundTrips() {
    var generator = Generator(state: 18)
    var failures: [String] = []
    var casesSeen: Set<String> = []
    for _ in 0..<4000 {
        let original = generator.link()
        casesSeen.insert("\(original)".prefix { $0 != "(" }.description)
        if DeepLink(url: original.url) != original { failures.append("\(original) → \(original.url.absoluteString)") }
        // The product's second pattern, written by hand, reads as the same link.
        if case .product(let categoryID, let productID, let tab) = original {
            let url = "https://shop.example.com/c/\(encoded(categoryID))/p/\(productID)?tab=\(tab.rawValue)"
            if link(url) != original { failures.append("\(original) → \(url)") }
        }
    }
    check(casesSeen.count == 7, "the generator makes every kind of link")
    check(failures.isEmpty, "4000 generated links read back from their URLs" + (failures.isEmpty ? "" : ": \(failures.prefix(3))"))

    let values: [DeepLink] = [
        .reviews(categoryID: "a", productID: Int.min, minimumRating: Int.max, verifiedOnly: true),
        .reviews(categoryID: "a", productID: 0, minimumRating: nil, verifiedOnly: false),
        .search(query: "", maximumPrice: nil), .search(query: "x", maximumPrice: 5e-324), .search(query: "x", maximumPrice: -1.7976931348623157e308),
        .product(categoryID: "%2F", productID: 1, tab: .reviews),
    ]
    check(values.allSatisfy { DeepLink(url: $0.url) == $0 }, "extreme values, empty and absent query values read back")
    check(DeepLink.search(query: "x", maximumPrice: nil).url.query == "q=x", "an absent optional is left out of the URL")
}

// MARK: - Hostile URLs

@MainActor
func checkHostileURLs() {
    let refused = [
        "https://shop.example.com/categories/%FF": "percent-encoding that is no UTF-8",
        "https://shop.example.com/search?q=a&q=b": "a query item given twice",
        "https://shop.example.com/search?max=3": "a missing required query item",
        "https://shop.example.com/categories/a/products/99999999999999999999": "an integer out of range",
        "https://shop.example.com/search?q=a&max=nan": "nan",
        "https://shop.example.com/search?q=a&max=inf": "inf",
        "https://shop.example.com/search?q=a&max=-infinity": "-infinity",
        "https://shop.example.com/categories/a/products/1/reviews?min=4.5": "a fraction for an integer",
        "https://shop.example.com/categories/a/products/1/reviews?verified=TRUE": "a Bool not written as Swift writes it",
        "https://shop.example.com/categories/a/products/1?tab=SPECS": "a raw value of no case",
        "https://shop.example.com/categories/a/products/1?tab=": "an empty raw value",
        "https://shop.example.com/cart/checkout/not-a-uuid": "a UUID that is none",
        "https://shop.example.com/orders/9A3C8D0E-0000-4000-8000-000000000002": "a missing required UUID query item",
        "https://shop.example.com/categories/a/b": "an extra path segment",
        "https://shop.example.com/categories": "a missing path segment",
        "https://shop.example.com/CART": "a literal segment in another case",
        "https://shop.example.com/cart//": "an empty segment",
        "https://shop.example.com//cart": "an empty first segment",
        "https://shop.example.com": "an empty path",
        "https://shop.example.com/": "the root path",
        "https://evil.example.com/cart": "another host",
        "https://shop.example.com.evil.example/cart": "a host that starts as the app's",
        "http://shop.example.com/cart": "a scheme the app does not accept",
        "https://shop.example.com:8443/cart": "a port",
        "https://shop.example.com:443/cart": "a port, even the scheme's own",
        "https://user@shop.example.com/cart": "a user",
        "https://user:secret@shop.example.com/cart": "a user and a password",
        "https://:secret@shop.example.com/cart": "a password without a user",
        "myshop:/cart": "no host",
        "/cart": "a relative URL",
    ]
    for (url, what) in refused.sorted(by: { $0.key < $1.key }) {
        check(link(url) == nil, "\(what) is no link: \(url)")
    }

    // Foundation's URL(string:) encodes a % that starts no escape, as it does since iOS 17.
    check(link("https://shop.example.com/categories/a%ZZ") == .category(categoryID: "a%ZZ"), "a % that starts no escape is text")
    check(link("https://shop.example.com/categories/a%2Fb") == .category(categoryID: "a/b"), "an encoded / in a segment is part of the value")
    check(link("HTTPS://SHOP.Example.COM/cart") == .cart, "scheme and host are read in any case")
    check(link("https://shop.example.com/cart/") == .cart, "a trailing slash is ignored")
    check(link("https://shop.example.com/cart?utm_source=mail#top") == .cart, "unknown query items and a fragment are ignored")
    check(link("https://shop.example.com/search?q=a+b") == .search(query: "a+b"), "+ in a query value is a plus, as URLComponents reads it")
    check(link("https://shop.example.com/search?q") == .search(query: ""), "a query item without a value is empty text")

    let long = String(repeating: "x", count: 100_000)
    check(link("https://shop.example.com/categories/\(long)") == .category(categoryID: long), "a 100 kB path segment is read")
    check(link("https://shop.example.com" + String(repeating: "/a", count: 50_000)) == nil, "a path of 50,000 segments is no link")
    check(link("https://shop.example.com/search?" + String(repeating: "q=1&", count: 25_000)) == nil, "25,000 repeated query items are no link")
    check(link("https://shop.example.com/search?q=\(String(repeating: "%25", count: 30_000))") == .search(query: String(repeating: "%", count: 30_000)), "a 90 kB escaped query value is read")
}

MainActor.assumeIsolated {
    checkOpeningPushes()
    checkOpeningPresentations()
    checkOpeningOverWhatIsShown()
    checkRoundTrips()
    checkHostileURLs()
    checkNavigators()
}
