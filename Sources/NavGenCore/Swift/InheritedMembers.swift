/// The members a screen's own class inherits from UIKit, whose names the spec must not give its
/// parameters or generated methods: the tables of `UIKitMembers.swift`, which
/// `scripts/derive-uikit-members` writes from the real iOS SDK.
public enum InheritedMembers {
    /// The UIKit class a screen's own class is a subclass of: that of its kind of container, or
    /// `UIViewController`.
    public static func baseClass(ofContainer kind: Container.Kind?) -> String {
        kind?.baseClass ?? "UIViewController"
    }

    /// The class among `className` and its superclasses that declares the instance property
    /// `name` (under its Swift or its Objective-C name), or nil when none does or the table does
    /// not know `className`.
    public static func classDeclaring(property name: String, inheritedBy className: String) -> String? {
        flattened[className]?.properties[name]
    }

    /// The class among `className` and its superclasses that declares the instance method whose
    /// full Swift name is `fullName` (`dismiss(animated:completion:)`), or nil.
    public static func classDeclaring(method fullName: String, inheritedBy className: String) -> String? {
        flattened[className]?.methods[fullName]
    }

    /// For each class of the table, every name it has, its own and its superclasses', with the
    /// class that declares it: looked up for every parameter of a spec, so worked out once.
    private static let flattened: [String: (properties: [String: String], methods: [String: String])] = {
        var table: [String: (properties: [String: String], methods: [String: String])] = [:]
        // Each class comes after its superclass, whose names are complete when it is read.
        for inheritedClass in classes {
            var names = inheritedClass.superclass.flatMap { table[$0] } ?? ([:], [:])
            for property in inheritedClass.properties { names.properties[property] = inheritedClass.name }
            for method in inheritedClass.methods { names.methods[method] = inheritedClass.name }
            table[inheritedClass.name] = names
        }
        return table
    }()
}

/// One class of the SDK and the names it declares that no superclass in the table declares.
struct InheritedClass: Sendable {
    let name: String
    let superclass: String?
    /// Its instance properties, by their Swift and their Objective-C names, sorted.
    let properties: [String]
    /// Its instance methods, by their full Swift names, sorted.
    let methods: [String]
}
