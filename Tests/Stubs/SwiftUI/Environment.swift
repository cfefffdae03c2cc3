// The environment's dismiss action, view modifiers and onChange: what the `navigationRoutes`
// modifier of a router with a dismiss request uses. Same conventions as SwiftUI.swift.

import Observation

// MARK: - Environment
// doc: swiftui/environmentvalues — `struct EnvironmentValues`
public struct EnvironmentValues {
    // doc: swiftui/environmentvalues/init() — `init()`
    public init() {}

    // doc: swiftui/environmentvalues/dismiss — `var dismiss: DismissAction { get }` (iOS 15.0+)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dismiss: DismissAction { DismissAction() }

    // doc: swiftui/environmentvalues/subscript(_:) — `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey`
    //      (the stub's environment holds no values: every key reads its default, and a write is lost)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
}

// doc: swiftui/environmentkey — `protocol EnvironmentKey`
public protocol EnvironmentKey {
    // doc: swiftui/environmentkey/value — `associatedtype Value`
    associatedtype Value
    // doc: swiftui/environmentkey/defaultvalue — `static var defaultValue: Self.Value { get }`
    static var defaultValue: Self.Value { get }
}

extension View {
    // doc: swiftui/view/environment(_:_:) — `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        self
    }
}

// doc: swiftui/dismissaction — `@MainActor @preconcurrency struct DismissAction` (iOS 15.0+)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    // The SDK declares no public initializer; the stub's environment needs one.
    nonisolated internal init() {}

    // doc: swiftui/dismissaction/callasfunction() — `@MainActor @preconcurrency func callAsFunction()`
    // Nothing is presented here, so there is nothing to dismiss.
    @MainActor @preconcurrency
    public func callAsFunction() {}
}

// MARK: - DynamicProperty
// doc: swiftui/dynamicproperty — `protocol DynamicProperty`; the SDK's interface also lists the
//      underscored `_makeProperty(in:container:fieldOffset:inputs:)` and `_propertyBehaviors`,
//      which have default implementations and are not reproduced.
public protocol DynamicProperty {
    // doc: swiftui/dynamicproperty/update() — `mutating func update()`
    mutating func update()
}

extension DynamicProperty {
    // doc: swiftui/dynamicproperty/update() — "the default implementation of this method does nothing"
    public mutating func update() {}
}

// doc: swiftui/environment — `@frozen @propertyWrapper struct Environment<Value>`; conforms to
//      DynamicProperty.
@frozen
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    internal let read: () -> Value

    // doc: swiftui/environment/init(_:)-8slkf — `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { EnvironmentValues()[keyPath: keyPath] }
    }

    // doc: swiftui/environment/wrappedvalue — `var wrappedValue: Value { get }`
    //      (the default environment: no view installs values here)
    public var wrappedValue: Value {
        read()
    }
}

extension Environment {
    // doc: swiftui/environment/init(_:)-8slkf's sibling for objects (iOS 17.0+) —
    //      `init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable`
    //      No view installs an object here; reading one stops, as SwiftUI stops a view whose
    //      ancestors put none in its environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observation.Observable {
        read = { fatalError("no view puts a \(objectType) in the environment") }
    }
}

// MARK: - EnvironmentObject
// doc: swiftui/environmentobject —
//      `@frozen @propertyWrapper struct EnvironmentObject<ObjectType> where ObjectType : ObservableObject`;
//      conforms to DynamicProperty.
@frozen
@propertyWrapper
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    // doc: swiftui/environmentobject/init() — `init()`
    public init() {}

    // doc: swiftui/environmentobject/wrappedvalue — `@MainActor @preconcurrency var wrappedValue: ObjectType { get }`
    //      No view installs an object here; reading one stops, as SwiftUI stops a view whose
    //      ancestors put none in its environment.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType {
        fatalError("no view puts a \(ObjectType.self) in the environment")
    }
}

// MARK: - ViewModifier
// doc: swiftui/viewmodifier — `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency
public protocol ViewModifier {
    // doc: swiftui/viewmodifier/body — `associatedtype Body : View`
    associatedtype Body: View

    // doc: swiftui/viewmodifier/content — `typealias Content` (the swiftinterface spells it
    //      `typealias Content = _ViewModifier_Content<Self>`)
    typealias Content = _ViewModifier_Content<Self>

    // doc: swiftui/viewmodifier/body(content:) —
    //      `@ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`
    //      (ContentBuilder = ViewBuilder; the iOS 18 SDK spells it @ViewBuilder)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// The proxy a modifier's body receives for the view it modifies; underscored and undocumented
// in the SDK as here. It stands for no view of its own.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    internal init() {}
}

extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
}

// doc: swiftui/modifiedcontent — `@frozen struct ModifiedContent<Content, Modifier>`
@frozen
public struct ModifiedContent<Content, Modifier> {
    // doc: swiftui/modifiedcontent/content — `var content: Content`
    public var content: Content
    // doc: swiftui/modifiedcontent/modifier — `var modifier: Modifier`
    public var modifier: Modifier

    // doc: swiftui/modifiedcontent/init(content:modifier:) — `nonisolated init(content: Content, modifier: Modifier)`
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

// doc: swiftui/modifiedcontent ("If content is a View and modifier is a ViewModifier, the result
//      is a View"); Body is opaque in the SDK.
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    @MainActor @preconcurrency
    public var body: some View {
        modifier.body(content: _ViewModifier_Content())
    }
}

extension View {
    // doc: swiftui/view/modifier(_:) — `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    // doc: swiftui/view/onchange(of:initial:_:)-4psgg (iOS 17.0+) —
    //      `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
    where V: Equatable {
        self
    }
}
