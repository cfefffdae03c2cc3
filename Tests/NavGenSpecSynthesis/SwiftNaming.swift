/// The Swift names that docs/Spec.md says a spec's names become, worked out here from the
/// documentation rather than taken from navgen, so that the support code checks navgen's.
public enum SwiftNaming {
    /// The words that must be written in backticks where they name a declaration.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Protocol", "Type",
    ]

    /// `name` as a declaration or a reference writes it: in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `userInfo` for `UserInfo`.
    public static func lowerCamelCase(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    /// `UserInfo` for `userInfo`.
    public static func upperCamelCase(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A segue identifier in lowerCamelCase, for its `Segue` case: the letters and digits of each
    /// word, the words after the first capitalized (`show-profile` → `showProfile`).
    public static func segueCase(_ identifier: String) -> String {
        let words = identifier.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return identifier }
        return lowerCamelCase(first) + words.dropFirst().map(upperCamelCase).joined()
    }
}

extension Screen {
    /// The view controller's class.
    public var classText: String {
        switch className {
        case .own(let name), .shared(let name), .framework(let name, _): return name
        case .derived:
            switch container {
            case .navigation: return "UINavigationController"
            case .tabs: return "UITabBarController"
            case .split: return "UISplitViewController"
            case nil: return name.hasSuffix("Controller") ? name : name + "ViewController"
            }
        }
    }

    /// The UIKit class an own class of the screen inherits from.
    public var superclassText: String {
        switch container {
        case .navigation: "UINavigationController"
        case .tabs: "UITabBarController"
        case .split: "UISplitViewController"
        case nil: "UIViewController"
        }
    }

    /// The type that holds the screen's generated members: its class, or `<name>Screen`.
    public var memberType: String {
        if hasOwnClass { return classText }
        return name.hasSuffix("Screen") ? name : name + "Screen"
    }

    /// The SwiftUI view type.
    public var viewType: String { viewName ?? name + "View" }
}
