// Combine stub for type-checking navgen-generated SwiftUI code on Linux.
//
// Every public declaration reproduces the Swift signature Apple documents for
// the same Combine API (labels, generic constraints, accessors, associated
// types). The source of each signature is named next to it ("doc:" = Apple's
// developer documentation page, developer.apple.com/documentation/<path>).
// Bodies are trivial but working: @Published stores its value and calls
// objectWillChange.send() before a change; AnyCancellable runs its closure
// on cancel()/deinit.
//
// Deliberately minimal (see README.md):
//  * `Publisher` declares only its two associated types. The SDK's
//    `receive(subscriber:)` requirement needs Subscriber/Subscription/
//    Subscribers.Demand/Completion, none of which navgen output uses, so the
//    requirement and every operator (sink, map, assign, ...) are omitted.
//    Code that calls them fails here although it compiles against the SDK.
//  * No Sendable conformances are declared: Apple's pages list none for these
//    types.

@_exported import Foundation

// MARK: - Publisher
// doc: combine/publisher — `protocol Publisher<Output, Failure>`
// doc: combine/publisher/output — `associatedtype Output`
// doc: combine/publisher/failure — `associatedtype Failure : Error`
// Omitted requirement: doc: combine/publisher/receive(subscriber:)
//   `func receive<S>(subscriber: S) where S : Subscriber, Self.Failure == S.Failure, Self.Output == S.Input`
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

// MARK: - Cancellable / AnyCancellable
// doc: combine/cancellable — `protocol Cancellable`; doc: combine/cancellable/cancel() — `func cancel()`
public protocol Cancellable {
    func cancel()
}

// doc: combine/anycancellable — `final class AnyCancellable`;
//      conforms to Cancellable, Equatable, Hashable; cancels on deinit.
public final class AnyCancellable: Cancellable, Hashable {
    private var _cancel: (() -> Void)?

    // doc: combine/anycancellable/init(_:)-3icn3 — `init(_ cancel: @escaping () -> Void)`
    public init(_ cancel: @escaping () -> Void) {
        _cancel = cancel
    }

    // doc: combine/anycancellable/init(_:)-48fh3 — `init<C>(_ canceller: C) where C : Cancellable`
    public init<C>(_ canceller: C) where C: Cancellable {
        _cancel = { canceller.cancel() }
    }

    deinit {
        _cancel?()
    }

    // doc: combine/cancellable/cancel() — `func cancel()`
    public final func cancel() {
        let c = _cancel
        _cancel = nil
        c?()
    }

    // doc: combine/anycancellable/store(in:)-3hyxs — `final func store(in set: inout Set<AnyCancellable>)`
    public final func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    // doc: combine/anycancellable/==(_:_:) — `static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool`
    //      (identity comparison)
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    // Hashable (doc: combine/anycancellable, "Conforms To: Hashable")
    public final func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

// MARK: - ObservableObjectPublisher
// doc: combine/observableobjectpublisher — `final class ObservableObjectPublisher`, conforms to Publisher
public final class ObservableObjectPublisher: Publisher {
    // doc: combine/observableobjectpublisher/output — `typealias Output = Void`
    public typealias Output = Void
    // doc: combine/observableobjectpublisher/failure — `typealias Failure = Never`
    public typealias Failure = Never

    // doc: combine/observableobjectpublisher/init() — `init()`
    public init() {}

    // doc: combine/observableobjectpublisher/send() — `final func send()`
    // No subscriber can attach (receive(subscriber:) is omitted), so the stub
    // only counts sends, which lets a test observe that @Published fired.
    public final func send() {
        _sendCount += 1
    }

    // Stub-only (not SDK API, underscored): number of send() calls.
    public private(set) var _sendCount = 0
}

// MARK: - ObservableObject
// doc: combine/observableobject — `protocol ObservableObject : AnyObject`
public protocol ObservableObject: AnyObject {
    // doc: combine/observableobject/objectwillchangepublisher —
    //   `associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher
    //        where Self.ObjectWillChangePublisher.Failure == Never`
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where Self.ObjectWillChangePublisher.Failure == Never

    // doc: combine/observableobject/objectwillchange — `var objectWillChange: Self.ObjectWillChangePublisher { get }`
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

// doc: combine/observableobject/objectwillchange-5gopl — `var objectWillChange: ObservableObjectPublisher { get }`
//      precise identifier s:7Combine16ObservableObjectPA2A0bC9PublisherC0c10WillChangeD0Rtzrl…,
//      i.e. `extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher`.
// The SDK synthesizes one publisher per object via runtime reflection; this
// stub keeps one per object in a side table keyed by ObjectIdentifier (never
// pruned; fine for tests).
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        _ObjectWillChangeTable.publisher(for: self)
    }
}

// Stub-internal storage for the default `objectWillChange` (not SDK API).
private enum _ObjectWillChangeTable {
    nonisolated(unsafe) static var table: [ObjectIdentifier: ObservableObjectPublisher] = [:]
    static let lock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let p = table[key] { return p }
        let p = ObservableObjectPublisher()
        table[key] = p
        return p
    }
}

// MARK: - Published
// doc: combine/published — `@propertyWrapper struct Published<Value>`
//      ("The @Published attribute is class constrained").
// The class constraint is implemented the way the SDK's interface does it:
// `wrappedValue` is unavailable and access goes through the
// `_enclosingInstance` static subscript (SE-0258), which is underscored and
// therefore not on Apple's documentation pages.
@propertyWrapper
public struct Published<Value> {
    private var storage: Value

    // doc: combine/published/init(initialvalue:) — `init(initialValue: Value)`
    public init(initialValue: Value) {
        storage = initialValue
    }

    // doc: combine/published/init(wrappedvalue:) — `init(wrappedValue: Value)`
    public init(wrappedValue: Value) {
        storage = wrappedValue
    }

    // Unavailable in the SDK too: using @Published in a struct fails with
    // "'wrappedValue' is unavailable: @Published is only available on properties of classes".
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    // Class-constrained access (SE-0258 enclosing-instance subscript).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set {
            // "publishing occurs in the property's willSet block" (doc: combine/published)
            if let observable = object as? any ObservableObject {
                _sendWillChange(observable)
            }
            object[keyPath: storageKeyPath].storage = newValue
        }
    }

    // doc: combine/published/projectedvalue — `var projectedValue: Published<Value>.Publisher { mutating get set }`
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(storage) }
        set { storage = newValue.value }
    }

    // doc: combine/published/publisher — `struct Publisher`, conforms to Publisher
    public struct Publisher: Combine.Publisher {
        // doc: combine/published/publisher/output — `typealias Output = Value`
        public typealias Output = Value
        // doc: combine/published/publisher/failure — `typealias Failure = Never`
        public typealias Failure = Never

        fileprivate var value: Value

        fileprivate init(_ value: Value) {
            self.value = value
        }
    }
}

private func _sendWillChange<O: ObservableObject>(_ object: O) {
    if let p = object.objectWillChange as? ObservableObjectPublisher {
        p.send()
    }
}
