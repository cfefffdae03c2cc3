// SwiftUI stub for type-checking navgen-generated SwiftUI code on Linux, where SwiftUI does not
// exist. Each declaration copies the Swift signature of the iOS 17 SDK ("doc:" names Apple's
// documentation page of the symbol); only what generated code and the fixtures' usage files use
// is declared. Views never render here: `body` of the framework's own views is `Never`.

@_exported import Combine
@_exported import Foundation
import Observation

// doc: swiftui/view — `@MainActor @preconcurrency protocol View` (the iOS 18 SDK, which Swift 6
// projects build with; iOS 17's marked only `body`), `associatedtype Body : View`,
// `@ViewBuilder @MainActor var body: Self.Body { get }`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor var body: Self.Body { get }
}

// doc: swiftui/never — `extension Never : View`.
extension Never: View {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stub") }
}

// doc: swiftui/view (Optional conformance) — `extension Optional : View where Wrapped : View`.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stub") }
}

// doc: swiftui/emptyview — `struct EmptyView`, `init()`.
public struct EmptyView: View {
    public typealias Body = Never

    public init() {}

    public var body: Never { fatalError("SwiftUI stub") }
}

// doc: swiftui/text — `struct Text`; `init<S>(_ content: S) where S : StringProtocol`,
// `init(verbatim content: String)`.
public struct Text: View {
    public typealias Body = Never

    let content: String

    public init<S>(_ content: S) where S: StringProtocol {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public var body: Never { fatalError("SwiftUI stub") }
}

// doc: swiftui/viewbuilder — `@resultBuilder struct ViewBuilder`: buildBlock() -> EmptyView,
// buildBlock<Content>(_:) -> Content, buildIf<Content>(_:) -> Content? (the builders of several
// children are left out until a usage file needs them).
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
}

// doc: swiftui/dynamicproperty — `protocol DynamicProperty`.
public protocol DynamicProperty {}

// doc: swiftui/binding — `@propertyWrapper @dynamicMemberLookup struct Binding<Value>`;
// `var wrappedValue: Value { get nonmutating set }`, `var projectedValue: Binding<Value>`,
// `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`,
// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject>`.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { _ in })
    }
}

// doc: swiftui/state — `@propertyWrapper struct State<Value> : DynamicProperty`;
// `init(wrappedValue:)`, `var wrappedValue: Value { get nonmutating set }`,
// `var projectedValue: Binding<Value> { get }`.
@propertyWrapper public struct State<Value>: DynamicProperty {
    private final class Box {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private let box: Box

    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

// doc: swiftui/observedobject — `@propertyWrapper struct ObservedObject<ObjectType> :
// DynamicProperty where ObjectType : ObservableObject`; `init(wrappedValue:)`,
// `@MainActor var wrappedValue: ObjectType`, `@MainActor var projectedValue:
// ObservedObject<ObjectType>.Wrapper { get }`; the nested `@dynamicMemberLookup struct
// Wrapper` with `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType,
// Subject>) -> Binding<Subject> { get }`.
@propertyWrapper public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @dynamicMemberLookup public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    private var object: ObjectType

    public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    @MainActor public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }

    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: object) }
}

// doc: swiftui/stateobject — `@propertyWrapper struct StateObject<ObjectType> :
// DynamicProperty where ObjectType : ObservableObject`; `init(wrappedValue thunk: @autoclosure
// @escaping () -> ObjectType)`, `@MainActor var wrappedValue: ObjectType { get }`,
// `@MainActor var projectedValue: ObservedObject<ObjectType>.Wrapper { get }`.
@propertyWrapper public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    private let thunk: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    @MainActor public var wrappedValue: ObjectType { thunk() }

    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: thunk()).projectedValue
    }
}

// doc: swiftui/bindable — `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`;
// `init(_ wrappedValue: Value) where Value : AnyObject, Value : Observable`,
// `init(wrappedValue:)` (same constraints), `var projectedValue: Bindable<Value> { get }`,
// `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) ->
// Binding<Subject> where Value : AnyObject { get }`.
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

// doc: swiftui/alert — `struct Alert`; `init(title: Text, message: Text? = nil, dismissButton:
// Alert.Button? = nil)`; `struct Alert.Button` with `static func cancel(_ label: Text, action:
// (() -> Void)? = {}) -> Alert.Button` and `static func default(_ label: Text, action:
// (() -> Void)? = {}) -> Alert.Button`.
public struct Alert {
    public struct Button {
        let label: Text

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label)
        }
    }

    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
}

// doc: swiftui/navigationpath — `struct NavigationPath`, `init()`.
public struct NavigationPath {
    public init() {}
}

// doc: swiftui/navigationstack — `struct NavigationStack<Data, Root> where Root : View`;
// `init(@ViewBuilder root: () -> Root) where Data == NavigationPath`.
public struct NavigationStack<Data, Root>: View where Root: View {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stub") }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {}
}

/// What the presentation modifiers return; opaque (`some View`) in the SDK as here.
struct PresentingView<Content: View>: View {
    typealias Body = Never

    let content: Content

    var body: Never { fatalError("SwiftUI stub") }
}

extension View {
    // doc: swiftui/view/navigationdestination(ispresented:destination:) —
    // `func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    // -> some View where V : View`.
    public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
    where V: View {
        PresentingView(content: self)
    }

    // doc: swiftui/view/sheet(ispresented:ondismiss:content:) — `func sheet<Content>(isPresented:
    // Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content)
    // -> some View where Content : View`.
    public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        PresentingView(content: self)
    }

    // doc: swiftui/view/fullscreencover(ispresented:ondismiss:content:) — the same shape as sheet.
    public func fullScreenCover<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        PresentingView(content: self)
    }

    // doc: swiftui/view/alert(item:content:) — `func alert<Item>(item: Binding<Item?>, content:
    // (Item) -> Alert) -> some View where Item : Identifiable`.
    public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View where Item: Identifiable {
        PresentingView(content: self)
    }
}
