// SwiftUI stub for type-checking navgen-generated code on Linux.
//
// Every public declaration reproduces the Swift signature that Apple
// documents for the same SwiftUI API (generic parameters and constraints,
// labels, default arguments, @escaping, @ViewBuilder, @MainActor /
// @preconcurrency / nonisolated, return types such as `some View`). The source
// of each signature is named next to it ("doc:" = Apple's developer
// documentation page, developer.apple.com/documentation/<path>). Bodies are
// trivial stand-ins; @State / @StateObject / @ObservedObject / @Bindable and
// their bindings really read and write, nothing is rendered.
//
// SDK baseline: the SDK that ships with the first Swift 6 compiler (Xcode 16,
// iOS 18 SDK) and later, used with an iOS 17 deployment target. The Swift 6
// language mode cannot be used with Xcode 15 / the iOS 17 SDK at all. Where
// the current documentation (SDK 26/27) shows newer spellings, the iOS 18
// form is used and the difference is noted (`@ContentBuilder` is a typealias
// of ViewBuilder; ViewBuilder.buildBlock lost its `View` constraint in SDK 27).
//
// Linux differences (see README.md):
//  * `@available(iOS …)` has no effect on Linux; availability is written down
//    for reference but is not enforced (Bindable is iOS 17+, NavigationStack
//    and navigationDestination iOS 16+, fullScreenCover iOS 14+).
//  * Primitive views (Text, EmptyView, TupleView, Optional, …) get a public
//    `body: Never` witness; the SDK's interface has none, so `Text("").body`
//    compiles here but not against the SDK.
//  * Binding(get:set:) takes `@isolated(any)` closures exactly like the SDK;
//    such closures cannot be called synchronously, so a binding built that way
//    type-checks but traps when read or written at run time.
//  * Observation is imported but not re-exported: write `import Observation`
//    next to `import SwiftUI` when using @Observable.

import Combine
@_exported import Foundation
import Observation

// MARK: - Combine's names that `import SwiftUI` makes visible
// SwiftUI does not re-export Combine (the iOS 16.4 SDK's SwiftUI.swiftinterface:6 is a plain
// `import Combine`, and Apple's SDK then rejects `AnyCancellable` with only `import SwiftUI`:
// "cannot find type 'AnyCancellable' in scope"). Two of Combine's names come with it all the
// same, through Foundation, which SwiftUI re-exports: Foundation.swiftinterface:385 and :387
// of that SDK, `public typealias Published = Combine.Published` and
// `public typealias ObservableObject = Combine.ObservableObject`. Linux's Foundation lacks
// them, so they are declared here.
public typealias Published = Combine.Published
public typealias ObservableObject = Combine.ObservableObject

// MARK: - View
// doc: swiftui/view — `@MainActor @preconcurrency protocol View`
//      ("A type conforming to this protocol inherits @preconcurrency @MainActor
//      isolation from the protocol if the conformance is declared in its
//      original declaration"; since iOS 18 SDK / Xcode 16 — WWDC24 "What's new
//      in SwiftUI"; in the iOS 17 SDK only `body` was @MainActor(unsafe)).
@MainActor @preconcurrency
public protocol View {
    // doc: swiftui/view/body-swift.associatedtype — `associatedtype Body : View`
    associatedtype Body: View

    // doc: swiftui/view/body-8kl5o — `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    //      (`ContentBuilder` = `ViewBuilder`, doc: swiftui/contentbuilder; the
    //      iOS 18 SDK spells it @ViewBuilder)
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// doc: swiftui/never (SwiftUI additions: `Never` conforms to View, `typealias Body = Never`)
//      swiftinterface excerpt quoted on forums.swift.org/t/…/26182:
//      `extension Never : View` + `extension Never { typealias Body = Never; var body: Never { get } }`
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

// MARK: - ViewBuilder
// doc: swiftui/viewbuilder — `@resultBuilder struct ViewBuilder`
@resultBuilder
public struct ViewBuilder {
    // doc: swiftui/viewbuilder/buildblock() — `static func buildBlock() -> EmptyView`
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    // doc: swiftui/viewbuilder/buildblock(_:) — iOS 18 SDK form
    //      `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
    //      (SDK 27 docs show it unconstrained, precise id …buildBlockyxxlFZ, because
    //      ContentBuilder became type-agnostic; the iOS 18 SDK still requires View).
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    // doc: swiftui/viewbuilder/buildblock(_:)-2bj1g —
    //      `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
    //      (iOS 17+ SDKs; replaces the fixed-arity C0…C9 overloads for 2+ children)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
        where repeat each Content: View {
        TupleView((repeat each content))
    }

    // doc: swiftui/viewbuilder/buildif(_:) — `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    // doc: swiftui/viewbuilder/buildeither(first:) —
    //      `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>`
    //      where TrueContent : View, FalseContent : View
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    // doc: swiftui/viewbuilder/buildeither(second:) —
    //      `static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>`
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
    // Omitted: buildLimitedAvailability(_:) (needs AnyView; navgen emits no #available).
}

// MARK: - Builder result views

// doc: swiftui/emptyview — `@frozen nonisolated struct EmptyView`; conforms to View, Sendable, BitwiseCopyable
@frozen
nonisolated public struct EmptyView: Sendable {
    // doc: swiftui/emptyview/init() — `init()`
    public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { fatalError("EmptyView has no body") }
}

// doc: swiftui/tupleview — `@frozen struct TupleView<T>`; conforms to View
@frozen
public struct TupleView<T> {
    // doc: swiftui/tupleview/value — `var value: T`
    public var value: T

    // doc: swiftui/tupleview/init(_:) — `init(_ value: T)`
    public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: View {
    public typealias Body = Never
    public var body: Never { fatalError("TupleView has no body") }
}

// doc: swiftui/viewbuilder/buildeither(first:) return type `_ConditionalContent<TrueContent, FalseContent>`
//      (underscored, undocumented; `@frozen struct _ConditionalContent<TrueContent, FalseContent>`,
//      View when both are Views — forums.swift.org/t/…/28181)
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    @frozen
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage

    internal init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

// doc: swift/optional (SwiftUI additions) — `extension Optional : View where Wrapped : View`
//      (`typealias Body = Never`); what `buildIf` and `{ router.activatedDetail }` produce.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

// MARK: - LocalizedStringKey
// doc: swiftui/localizedstringkey — `@frozen struct LocalizedStringKey`; conforms to Equatable,
//      ExpressibleByStringLiteral, ExpressibleByStringInterpolation (and the
//      grapheme-cluster / unicode-scalar literal protocols). Not Sendable (none listed).
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    internal var key: String

    // doc: swiftui/localizedstringkey/init(_:) — `init(_ value: String)`
    public init(_ value: String) {
        key = value
    }

    // doc: swiftui/localizedstringkey/init(stringliteral:) — `init(stringLiteral value: String)`
    public init(stringLiteral value: String) {
        key = value
    }

    // doc: swiftui/localizedstringkey/init(stringinterpolation:) —
    //      `init(stringInterpolation: LocalizedStringKey.StringInterpolation)`
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.key
    }

    // doc: swiftui/localizedstringkey/stringinterpolation — `struct StringInterpolation`,
    //      conforms to StringInterpolationProtocol. Only the String overload of
    //      appendInterpolation is declared; the format-specifier / formatter /
    //      Text / Image / Date overloads are omitted (an interpolation they
    //      would accept then falls back to Text.init<S: StringProtocol>, which
    //      still compiles).
    public struct StringInterpolation: StringInterpolationProtocol {
        internal var key = ""

        // StringInterpolationProtocol requirement
        public init(literalCapacity: Int, interpolationCount: Int) {}

        // doc: swiftui/localizedstringkey/stringinterpolation/appendliteral(_:) — `mutating func appendLiteral(_ literal: String)`
        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        // doc: swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:) (String overload) —
        //      `mutating func appendInterpolation(_ string: String)`
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            _ = string
        }
    }
}

// MARK: - Text
// doc: swiftui/text — `@frozen struct Text`; conforms to Equatable, Sendable, View
//      (no isolation on the type: conformance to View is in an extension).
@frozen
public struct Text: Equatable, Sendable {
    internal var content: String

    // doc: swiftui/text/init(verbatim:) — `init(verbatim content: String)`
    public init(verbatim content: String) {
        self.content = content
    }

    // doc: swiftui/text/init(_:)-9d1g4 — `init<S>(_ content: S) where S : StringProtocol`
    //      @_disfavoredOverload as in the SDK interface, so that a string
    //      literal picks the LocalizedStringKey initializer ("SwiftUI doesn't
    //      call the init(_:) method when you initialize a text view with a
    //      string literal", same page).
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        self.content = String(content)
    }

    // doc: swiftui/text/init(_:tablename:bundle:comment:) —
    //      `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.content = key.key
    }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError("Text has no body") }
}

// MARK: - Binding
// doc: swiftui/binding — `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
//      ("A binding conforms to Sendable only if its wrapped value type also conforms to Sendable").
@frozen
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline
    internal enum Storage {
        // Bindings SwiftUI itself creates (State, ObservedObject.Wrapper, Bindable).
        case box(get: () -> Value, set: (Value) -> Void)
        // Binding(get:set:) — the closures are @isolated(any) and need `await`.
        case isolated
        case constant(Value)
    }

    internal let storage: Storage

    internal init(_get: @escaping () -> Value, _set: @escaping (Value) -> Void) {
        storage = .box(get: _get, set: _set)
    }

    // doc: swiftui/binding/init(get:set:) —
    //      `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        _ = get
        _ = set
        storage = .isolated
    }

    // doc: swiftui/binding/init(projectedvalue:) — `init(projectedValue: Binding<Value>)`
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    // doc: swiftui/binding/constant(_:) — `static func constant(_ value: Value) -> Binding<Value>`
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(storage: .constant(value))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    // doc: swiftui/binding/wrappedvalue — `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get {
            switch storage {
            case .box(let get, _): return get()
            case .constant(let value): return value
            case .isolated: fatalError("stub: Binding(get:set:) closures are @isolated(any); not callable synchronously on Linux")
            }
        }
        nonmutating set {
            switch storage {
            case .box(_, let set): set(newValue)
            case .constant: break
            case .isolated: fatalError("stub: Binding(get:set:) closures are @isolated(any); not callable synchronously on Linux")
            }
        }
    }

    // doc: swiftui/binding/projectedvalue — `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> {
        self
    }

    // doc: swiftui/binding/subscript(dynamicmember:) —
    //      `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            _get: { base.wrappedValue[keyPath: keyPath] },
            _set: { newValue in
                var value = base.wrappedValue
                value[keyPath: keyPath] = newValue
                base.wrappedValue = value
            }
        )
    }
}

// doc: swiftui/binding ("conforms to Sendable only if its wrapped value type also conforms to Sendable")
extension Binding: @unchecked Sendable where Value: Sendable {}

// Reference storage shared by the stub's property wrappers (not SDK API).
@usableFromInline
internal final class _Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

// MARK: - State
// doc: swiftui/state — `@frozen @propertyWrapper struct State<Value>`
//      (DynamicProperty and Sendable conformances not reproduced, see README).
@frozen
@propertyWrapper
public struct State<Value> {
    internal let box: _Box<Value>

    // doc: swiftui/state/init(wrappedvalue:) — `init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) {
        box = _Box(value)
    }

    // doc: swiftui/state/init(initialvalue:) — `init(initialValue value: Value)`
    public init(initialValue value: Value) {
        box = _Box(value)
    }

    // doc: swiftui/state/wrappedvalue — `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    // doc: swiftui/state/projectedvalue — `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(_get: { box.value }, _set: { box.value = $0 })
    }
}

// MARK: - ObservedObject
// doc: swiftui/observedobject —
//      `@MainActor @propertyWrapper @preconcurrency @frozen struct ObservedObject<ObjectType> where ObjectType : ObservableObject`
//      (conforms to Sendable; DynamicProperty not reproduced)
@MainActor
@propertyWrapper
@preconcurrency
@frozen
public struct ObservedObject<ObjectType>: Sendable where ObjectType: ObservableObject {
    // doc: swiftui/observedobject/wrapper — `@MainActor @dynamicMemberLookup @preconcurrency @frozen struct Wrapper`
    //      (conforms to Sendable)
    @MainActor
    @dynamicMemberLookup
    @preconcurrency
    @frozen
    public struct Wrapper: Sendable {
        internal let root: ObjectType

        // doc: swiftui/observedobject/wrapper/subscript(dynamicmember:) —
        //      `@MainActor @preconcurrency subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { get }`
        @MainActor @preconcurrency
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(_get: { root[keyPath: keyPath] }, _set: { root[keyPath: keyPath] = $0 })
        }
    }

    // doc: swiftui/observedobject/init(initialvalue:) — `@MainActor @preconcurrency init(initialValue: ObjectType)`
    @MainActor @preconcurrency
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    // doc: swiftui/observedobject/init(wrappedvalue:) — `@MainActor @preconcurrency init(wrappedValue: ObjectType)`
    @MainActor @preconcurrency
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    // doc: swiftui/observedobject/wrappedvalue — `@MainActor @preconcurrency var wrappedValue: ObjectType`
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType

    // doc: swiftui/observedobject/projectedvalue — `@MainActor @preconcurrency var projectedValue: ObservedObject<ObjectType>.Wrapper { get }`
    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(root: wrappedValue)
    }
}

// MARK: - StateObject
// doc: swiftui/stateobject —
//      `@MainActor @frozen @propertyWrapper @preconcurrency struct StateObject<ObjectType> where ObjectType : ObservableObject`
//      (conforms to Sendable; DynamicProperty not reproduced)
@MainActor
@frozen
@propertyWrapper
@preconcurrency
public struct StateObject<ObjectType>: Sendable where ObjectType: ObservableObject {
    @usableFromInline
    internal final class Storage {
        var object: ObjectType?
        let thunk: () -> ObjectType
        init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }
    }

    // Written by the nonisolated init, read only on the main actor.
    nonisolated(unsafe) internal let storage: Storage

    // doc: swiftui/stateobject/init(wrappedvalue:) — `nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)`
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = Storage(thunk)
    }

    // doc: swiftui/stateobject/wrappedvalue — `@MainActor @preconcurrency var wrappedValue: ObjectType { get }`
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType {
        if let object = storage.object { return object }
        let object = storage.thunk()
        storage.object = object
        return object
    }

    // doc: swiftui/stateobject/projectedvalue — `@MainActor @preconcurrency var projectedValue: ObservedObject<ObjectType>.Wrapper { get }`
    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

// MARK: - Bindable
// doc: swiftui/bindable — `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>` (iOS 17.0+)
//      (Identifiable / Sendable conformances not reproduced)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    // doc: swiftui/bindable/wrappedvalue — `var wrappedValue: Value` (precise id s:7SwiftUI8BindableV12wrappedValuexvp, unconstrained)
    public var wrappedValue: Value

    // Stub-internal; suppresses the implicit unconstrained memberwise
    // init(wrappedValue:) — the SDK declares its initializers only in the
    // constrained extension below.
    internal init(_wrapping value: Value) {
        wrappedValue = value
    }

    // Stub device, not an SDK declaration: Swift only synthesizes a memberwise
    // `init(router: ProfileRouter)` for `@Bindable var router: ProfileRouter`
    // (as the SDK allows, doc: swiftui/state "BookEditorView(book: book)") if
    // the wrapper has an init(wrappedValue:) outside a constrained extension.
    // Unavailable, so non-Observable values are still rejected.
    @available(*, unavailable, message: "Bindable requires a class that conforms to Observable")
    public init(wrappedValue: Value) {
        fatalError()
    }

    // doc: swiftui/bindable/projectedvalue — `var projectedValue: Bindable<Value> { get }`
    public var projectedValue: Bindable<Value> {
        self
    }

    // doc: swiftui/bindable/subscript(dynamicmember:) —
    //      `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(_get: { root[keyPath: keyPath] }, _set: { root[keyPath: keyPath] = $0 })
    }
}

// The initializers are declared in `extension Bindable where Value : AnyObject, Value : Observable`:
// precise ids s:7SwiftUI8BindableVAARlzC11Observation10ObservableRzlE12wrappedValueACyxGx_tcfc etc.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observation.Observable {
    // doc: swiftui/bindable/init(wrappedvalue:) — `init(wrappedValue: Value)`
    public init(wrappedValue: Value) {
        self.init(_wrapping: wrappedValue)
    }

    // doc: swiftui/bindable/init(_:) — `init(_ wrappedValue: Value)`
    public init(_ wrappedValue: Value) {
        self.init(_wrapping: wrappedValue)
    }

    // doc: swiftui/bindable/init(projectedvalue:) — `init(projectedValue: Bindable<Value>)`
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

// MARK: - Navigation
// doc: swiftui/navigationpath — `struct NavigationPath`; doc: swiftui/navigationpath/init() — `init()`
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
    public init() {}
}

// doc: swiftui/navigationstack — `nonisolated struct NavigationStack<Data, Root> where Root : View`; conforms to View
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root> where Root: View {
    internal let root: Root

    // doc: swiftui/navigationstack/init(root:) —
    //      `nonisolated init(@ContentBuilder root: () -> Root) where Data == NavigationPath`
    //      (ContentBuilder = ViewBuilder)
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    // doc: swiftui/navigationstack/init(path:root:)-3bt4q —
    //      `nonisolated init(path: Binding<Data>, @ContentBuilder root: () -> Root) where Data : MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
    //      (ContentBuilder = ViewBuilder)
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack: View {
    // Body is opaque in the SDK (`typealias Body = some View`).
    @MainActor @preconcurrency
    public var body: some View {
        root
    }
}

// doc: swiftui/navigationsplitviewcolumn — `struct NavigationSplitViewColumn` (iOS 17.0+); Hashable, Sendable.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let index: Int

    // doc: swiftui/navigationsplitviewcolumn/sidebar — `static var sidebar: NavigationSplitViewColumn { get }`
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 0) }
    // doc: swiftui/navigationsplitviewcolumn/content — `static var content: NavigationSplitViewColumn { get }`
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 1) }
    // doc: swiftui/navigationsplitviewcolumn/detail — `static var detail: NavigationSplitViewColumn { get }`
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 2) }
}

// doc: swiftui/navigationsplitview —
//      `nonisolated struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content : View, Detail : View`; conforms to View
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar: View, Content: View, Detail: View {
    internal let sidebar: Sidebar
    internal let detail: Detail

    // doc: swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:) (iOS 17.0+) —
    //      `nonisolated init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ContentBuilder sidebar: () -> Sidebar, @ContentBuilder detail: () -> Detail) where Content == EmptyView`
    //      (ContentBuilder = ViewBuilder)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.sidebar = sidebar()
        self.detail = detail()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView: View {
    // Body is opaque in the SDK (`typealias Body = some View`).
    @MainActor @preconcurrency
    public var body: some View {
        detail
    }
}

// doc: swiftui/tabview — `nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`; conforms to View
nonisolated public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    internal let content: Content

    // The iOS 13+ initializer that takes views tagged with `tag(_:)`: the current page
    // swiftui/tabview/init(selection:content:) shows only its iOS 18 `TabContentBuilder` overload,
    // so the signature is the SDK interface's:
    //      `init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabView: View {
    // Body is opaque in the SDK (`typealias Body = some View`).
    @MainActor @preconcurrency
    public var body: some View {
        content
    }
}

extension View {
    // doc: swiftui/view/tabitem(_:) (iOS 13.0–27.0) —
    //      `nonisolated func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View where V : View`
    //      (ContentBuilder = ViewBuilder)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        self
    }

    // doc: swiftui/view/tag(_:includeoptional:) —
    //      `nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable`
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        self
    }
}

// MARK: - Tabs (iOS 18)
// Judged by Apple's documentation only: the SDK that can be had here (iOS 16.4) has none of them,
// so no check against a real SDK has compared them (Tests/Stubs/SwiftUI/README.md).

// doc: swiftui/tabcontent — `@MainActor @preconcurrency protocol TabContent<TabValue>` (iOS 18.0+)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    // doc: swiftui/tabcontent/tabvalue — `associatedtype TabValue : Hashable where Self.TabValue == Self.Body.TabValue`
    associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue
    // doc: swiftui/tabcontent/body-swift.associatedtype — `associatedtype Body : TabContent`
    associatedtype Body: TabContent

    // doc: swiftui/tabcontent/body-swift.property —
    //      `@TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }`
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

// doc: swiftui/tabcontentbuilder — `@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable` (iOS 18.0+)
// buildBlock with five to ten tabs, buildIf, buildEither and buildLimitedAvailability are left out
// (README.md).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    // doc: swiftui/tabcontentbuilder/buildexpression(_:) —
    //      `static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue>`
    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    // doc: swiftui/tabcontentbuilder/buildblock(_:) — `static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue>`
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    // doc: swiftui/tabcontentbuilder/buildblock(_:_:) —
    //      `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, C1 : TabContent, C0.TabValue == C1.TabValue`
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
    where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C0.TabValue == C1.TabValue {
        TabContents<TabValue>()
    }

    // doc: swiftui/tabcontentbuilder/buildblock(_:_:_:) — as buildBlock(_:_:), with C2 : TabContent, C1.TabValue == C2.TabValue
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue>
    where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue {
        TabContents<TabValue>()
    }

    // doc: swiftui/tabcontentbuilder/buildblock(_:_:_:_:) — as buildBlock(_:_:_:), with C3 : TabContent, C2.TabValue == C3.TabValue
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C0.TabValue == C1.TabValue,
        C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue
    {
        TabContents<TabValue>()
    }

    // doc: swiftui/tabcontentbuilder/content — `nonisolated struct Content<C> where C : TabContent`; conforms to View
    nonisolated public struct Content<C> where C: TabContent {
        internal init() {}
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension TabContentBuilder.Content: View {
    // Body is opaque in the SDK.
    @MainActor @preconcurrency
    public var body: some View {
        EmptyView()
    }
}

/// The stub's own result of a block of several tabs, which the SDK hides behind `some TabContent`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TabContents<TabValue: Hashable>: TabContent {
    // A primitive content: its body is itself, never read (the SDK's are hidden). The `return`
    // keeps the protocol's builder out, which would wrap it in an opaque type.
    public var body: TabContents<TabValue> { return self }
}

// doc: swiftui/tab — `struct Tab<Value, Content, Label>` (iOS 18.0+); conforms to TabContent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct Tab<Value, Content, Label> {
    internal let value: Value
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Value: Hashable, Content: View, Label: View {
    // doc: swiftui/tab/init(value:content:label:) —
    //      `nonisolated init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)`
    //      ("Available when Value conforms to Hashable, Content conforms to View, and Label conforms to View")
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value
    // A primitive content, as TabContents.
    public var body: Tab<Value, Content, Label> { return self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension TabView {
    // doc: swiftui/tabview/init(selection:content:) (the iOS 18 overload) —
    //      `init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        _ = content()
        self.content = TabContentBuilder<SelectionValue>.Content<C>()
    }
}

// MARK: - Presentation details
// doc: swiftui/presentationdetent — `struct PresentationDetent` (iOS 16.0+); Hashable, Sendable.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    private let name: String

    // doc: swiftui/presentationdetent/medium — `static let medium: PresentationDetent`
    public static let medium = PresentationDetent(name: "medium")
    // doc: swiftui/presentationdetent/large — `static let large: PresentationDetent`
    public static let large = PresentationDetent(name: "large")

    // doc: swiftui/presentationdetent/height(_:) — `static func height(_ height: CGFloat) -> PresentationDetent`
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height \(height)")
    }

    // doc: swiftui/presentationdetent/fraction(_:) — `static func fraction(_ fraction: CGFloat) -> PresentationDetent`
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction \(fraction)")
    }
}

// doc: swiftui/visibility — `@frozen enum Visibility`; Hashable, CaseIterable, Sendable.
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

// doc: swiftui/edge — `@frozen enum Edge: Int8, CaseIterable`; Hashable, Sendable.
@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing
}

// doc: swiftui/anchor — `@frozen struct Anchor<Value>`; doc: swiftui/anchor/source — `struct Source`.
@frozen public struct Anchor<Value> {
    public struct Source {
        internal init() {}
    }
}

extension Anchor.Source where Value == CGRect {
    // doc: swiftui/anchor/source/bounds — `static var bounds: Anchor<CGRect>.Source { get }`
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

// doc: swiftui/popoverattachmentanchor — `enum PopoverAttachmentAnchor`
// (`point(UnitPoint)` is left out: nothing here needs UnitPoint.)
public enum PopoverAttachmentAnchor {
    // doc: swiftui/popoverattachmentanchor/rect(_:) — `case rect(Anchor<CGRect>.Source)`
    case rect(Anchor<CGRect>.Source)
}

extension View {
    // doc: swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:) —
    //      `nonisolated func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
    //      (ContentBuilder = ViewBuilder; `arrowEdge` is optional since the iOS 18 SDK)
    nonisolated public func popover<Content>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        self
    }

    // doc: swiftui/view/presentationdetents(_:) (iOS 16.0+) —
    //      `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }

    // doc: swiftui/view/presentationdragindicator(_:) (iOS 16.0+) —
    //      `nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View`
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }

    // doc: swiftui/view/interactivedismissdisabled(_:) (iOS 15.0+) —
    //      `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}

// MARK: - Alert (deprecated presentation API, still in the iOS 18 SDK)
// doc: swiftui/alert — `struct Alert`
public struct Alert {
    internal let title: Text
    internal let message: Text?
    internal let buttons: [Alert.Button]

    // doc: swiftui/alert/init(title:message:dismissbutton:) —
    //      `init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil)`
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    // doc: swiftui/alert/init(title:message:primarybutton:secondarybutton:) —
    //      `init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)`
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    // doc: swiftui/alert/button — `struct Button`
    public struct Button {
        internal enum Style { case `default`, cancel, destructive }
        internal let style: Style
        internal let label: Text?
        internal let action: (() -> Void)?

        // doc: swiftui/alert/button/default(_:action:) —
        //      `static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button`
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(style: .default, label: label, action: action)
        }

        // doc: swiftui/alert/button/cancel(_:action:) —
        //      `static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button`
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(style: .cancel, label: label, action: action)
        }

        // doc: swiftui/alert/button/cancel(_:) — `static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button`
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(style: .cancel, label: nil, action: action)
        }

        // doc: swiftui/alert/button/destructive(_:action:) —
        //      `static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button`
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(style: .destructive, label: label, action: action)
        }
    }
}

// MARK: - View modifiers
// All four are `nonisolated` instance methods in a `View` extension (Xcode 16+
// marks SwiftUI's modifiers nonisolated; forums.swift.org/t/…/74699). The
// stubs return `self`: the opaque `some View` hides the type either way.
extension View {
    // doc: swiftui/view/navigationdestination(ispresented:destination:) (iOS 16.0+) —
    //      `nonisolated func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V : View`
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V: View {
        self
    }

    // doc: swiftui/view/navigationdestination(for:destination:) (iOS 16.0+) —
    //      `nonisolated func navigationDestination<D, C>(for data: D.Type, @ContentBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
    //      (ContentBuilder = ViewBuilder)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        self
    }

    // doc: swiftui/view/onopenurl(perform:) (iOS 14.0+) —
    //      `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        self
    }

    // doc: swiftui/view/sheet(item:ondismiss:content:) —
    //      `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        self
    }

    // doc: swiftui/view/fullscreencover(item:ondismiss:content:) (iOS 14.0+, not macOS) —
    //      `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        self
    }

    // doc: swiftui/view/environment(_:) (iOS 17.0+) —
    //      `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable`
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observation.Observable {
        self
    }

    // doc: swiftui/view/environmentobject(_:) —
    //      `nonisolated func environmentObject<T>(_ object: T) -> some View where T : ObservableObject`
    nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        self
    }

    // doc: swiftui/view/sheet(ispresented:ondismiss:content:) —
    //      `nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
    //      (ContentBuilder = ViewBuilder; the iOS 18 SDK spells it @ViewBuilder)
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        self
    }

    // doc: swiftui/view/fullscreencover(ispresented:ondismiss:content:) (iOS 14.0+, not macOS) —
    //      `nonisolated func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        self
    }

    // doc: swiftui/view/alert(item:content:) (deprecated in favour of alert(_:isPresented:presenting:actions:)) —
    //      `nonisolated func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View where Item : Identifiable`
    nonisolated public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View where Item: Identifiable {
        self
    }
}
