// Combine stub for type-checking navgen-generated SwiftUI routers on Linux, where Combine does
// not exist. Each declaration copies the Swift signature of the iOS 17 SDK ("doc:" names
// Apple's documentation page of the symbol); only what generated code and its tests use is
// declared. Bodies are trivial stand-ins that store values; nothing is ever published.

@_exported import Foundation

// doc: combine/publisher — `protocol Publisher<Output, Failure>`
// (its receive(subscriber:) requirement is left out: no subscriber exists here).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

// doc: combine/observableobjectpublisher — `final class ObservableObjectPublisher`,
// Output == Void, Failure == Never; `init()`, `func send()`.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}

    public func send() {}
}

// doc: combine/observableobject — `protocol ObservableObject : AnyObject`, with
// `associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher where
// Self.ObjectWillChangePublisher.Failure == Never` and `var objectWillChange`.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    var objectWillChange: ObjectWillChangePublisher { get }
}

// doc: combine/observableobject/objectwillchange-2oa5v — the default for classes that use the
// default publisher.
extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

// doc: combine/published — `@propertyWrapper struct Published<Value>`: `init(wrappedValue:)`,
// `init(initialValue:)`, `var projectedValue: Published<Value>.Publisher { mutating get }`,
// and the nested `struct Publisher` (Output == Value, Failure == Never).
// Linux difference: the SDK reaches the value through the enclosing instance and marks
// `wrappedValue` unavailable; the stub stores it, which accepts the same class properties.
@propertyWrapper
public struct Published<Value> {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: Publisher {
        mutating get { Publisher() }
    }
}
