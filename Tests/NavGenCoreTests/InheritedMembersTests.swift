import Testing

@testable import NavGenCore

/// `UIKitMembers.swift` is data that `scripts/derive-uikit-members` writes: these tests fail when
/// it is edited by hand into a table the lookups would misread, or loses a class navgen needs.
@Suite struct InheritedMembersTests {
    /// Every class a screen's own class can inherit from: the default and each container's.
    static let baseClasses =
        [InheritedMembers.baseClass(ofContainer: nil)] + Container.Kind.allCases.map { InheritedMembers.baseClass(ofContainer: $0) }

    @Test(arguments: InheritedMembers.classes.map(\.name))
    func theNamesOfAClassAreSortedAndUnique(_ name: String) throws {
        let inheritedClass = try #require(InheritedMembers.classes.first { $0.name == name })
        for names in [inheritedClass.properties, inheritedClass.methods] {
            #expect(!names.isEmpty)
            #expect(zip(names, names.dropFirst()).allSatisfy { $0 < $1 }, "\(name): not sorted, or a name twice")
        }
    }

    @Test func eachClassIsListedOnceAfterItsSuperclassAndNoneRedeclaresAName() {
        var listed: [String: (properties: Set<String>, methods: Set<String>)] = [:]
        for inheritedClass in InheritedMembers.classes {
            #expect(listed[inheritedClass.name] == nil, "\(inheritedClass.name) twice")
            var names: (properties: Set<String>, methods: Set<String>) = ([], [])
            if let superclass = inheritedClass.superclass {
                #expect(listed[superclass] != nil, "\(inheritedClass.name) before its superclass \(superclass)")
                names = listed[superclass] ?? names
            }
            #expect(names.properties.isDisjoint(with: inheritedClass.properties), "\(inheritedClass.name) repeats a superclass's property")
            #expect(names.methods.isDisjoint(with: inheritedClass.methods), "\(inheritedClass.name) repeats a superclass's method")
            listed[inheritedClass.name] = (names.properties.union(inheritedClass.properties), names.methods.union(inheritedClass.methods))
        }
    }

    @Test(arguments: baseClasses)
    func everyBaseClassOfAScreenIsInTheTableDownFromNSObject(_ baseClass: String) {
        #expect(InheritedMembers.classDeclaring(property: "description", inheritedBy: baseClass) == "NSObject")
        #expect(InheritedMembers.classDeclaring(property: "title", inheritedBy: baseClass) == "UIViewController")
    }

    @Test func theTableNamesTheSDKItComesFrom() {
        #expect(InheritedMembers.sdk.hasSuffix(".sdk (iOS 16.4)"))
    }

    @Test func aNameIsFoundInTheClassThatDeclaresItAndNotAboveIt() {
        #expect(InheritedMembers.classDeclaring(property: "editing", inheritedBy: "UITabBarController") == "UIViewController")
        #expect(InheritedMembers.classDeclaring(property: "undoManager", inheritedBy: "UIViewController") == "UIResponder")
        #expect(InheritedMembers.classDeclaring(property: "viewControllers", inheritedBy: "UINavigationController") == "UINavigationController")
        #expect(InheritedMembers.classDeclaring(property: "viewControllers", inheritedBy: "UIViewController") == nil)
        #expect(InheritedMembers.classDeclaring(property: "draftID", inheritedBy: "UIViewController") == nil)
        #expect(InheritedMembers.classDeclaring(property: "title", inheritedBy: "EditorViewController") == nil)
        #expect(
            InheritedMembers.classDeclaring(method: "dismiss(animated:completion:)", inheritedBy: "UISplitViewController")
                == "UIViewController")
        #expect(InheritedMembers.classDeclaring(method: "dismiss(animated:)", inheritedBy: "UIViewController") == nil)
    }

    /// The members navgen generates on a screen's class other than the ways back start with a
    /// word of their own and an uppercase letter (`pushDetail(…)`, `presentDetail(…)`,
    /// `presentErrorAlert()`, `embeddedMap`) and label every argument they take, so none can be a method
    /// or property it inherits: only a way back, whose name the spec gives whole, needs the rule
    /// inherited-method-name. This fails when an SDK adds a member that breaks the reasoning.
    @Test func noInheritedMemberHasTheFormOfAGeneratedOne() {
        func hasGeneratedForm(_ name: Substring, prefixes: [String]) -> Bool {
            prefixes.contains { prefix in name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true }
        }
        for inheritedClass in InheritedMembers.classes {
            for method in inheritedClass.methods {
                let base = method.prefix { $0 != "(" }
                let hasUnlabeledArgument = method.contains("_:")
                #expect(!hasGeneratedForm(base, prefixes: ["push", "present"]) || hasUnlabeledArgument, "\(inheritedClass.name).\(method)")
            }
            for property in inheritedClass.properties {
                #expect(!hasGeneratedForm(Substring(property), prefixes: ["embedded"]), "\(inheritedClass.name).\(property)")
            }
        }
    }
}
