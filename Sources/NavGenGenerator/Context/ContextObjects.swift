// How the context answers a template's look-ups, for every section: objects whose keys are enums, each
// answered from the graph when a template looks it up, and lists made item by item.

import NavGenCore
import NavGenMustache

/// An object of the context: a key of each case, answered from the graph when a template looks
/// it up; a key whose value is nil is missing.
protocol ContextObject: MustacheObject {
    associatedtype Key: RawRepresentable<String>, CaseIterable, Sendable
    /// The keys by name.
    static var keys: KeyTable<Key> { get }
    func value(for key: Key) -> MustacheValue?
}

extension ContextObject {
    func value(forKey key: String) -> MustacheValue? {
        Self.keys[key].flatMap(value(for:))
    }

    var allKeys: [String] {
        Key.allCases.filter { value(for: $0) != nil }.map(\.rawValue)
    }
}

/// A context object some of whose values are code made of pieces (a signature, an argument list):
/// those write themselves into the output when a tag prints them, instead of being made as
/// strings first, since templates print them for every item of lists as long as the spec.
protocol WritingObject: ContextObject {
    /// The keys whose values write themselves.
    associatedtype TextKey: Sendable
    func write(_ key: TextKey, to output: inout TextOutput)
}

extension WritingObject {
    /// The value of a key that writes itself.
    func text(_ key: TextKey) -> MustacheValue { .text(ObjectText(object: self, key: key)) }
}

/// The value of a text key: the object and the key, written when a tag prints it.
struct ObjectText<Object: WritingObject>: MustacheText {
    let object: Object
    let key: Object.TextKey

    func write(to output: inout TextOutput) { object.write(key, to: &output) }
}

/// The keys of a kind of object by name. Looked up for every tag a template prints, at each
/// level of the context, so a name is found without hashing it: by its length in UTF-8 bytes,
/// which few keys of an object share, then compared with those keys' names.
struct KeyTable<Key: RawRepresentable<String> & CaseIterable & Sendable>: Sendable {
    private let byLength: [[(name: String, key: Key)]]

    init() {
        var byLength: [[(name: String, key: Key)]] = []
        for key in Key.allCases {
            let length = key.rawValue.utf8.count
            if byLength.count <= length { byLength += Array(repeating: [], count: length + 1 - byLength.count) }
            byLength[length].append((key.rawValue, key))
        }
        self.byLength = byLength
    }

    subscript(name: String) -> Key? {
        let length = name.utf8.count
        guard length < byLength.count else { return nil }
        return byLength[length].first { $0.name == name }?.key
    }
}

/// A list of context objects, each made when the render reaches it from what it stands for (an
/// index in the graph) and whether it is the first, which its `isFirst` key tells, so that
/// templates can separate items with blank lines.
struct ContextList: MustacheList {
    let count: Int
    private let make: @Sendable (Int) -> any MustacheObject

    init<Element: Sendable>(_ elements: [Element], _ make: @escaping @Sendable (Element, _ isFirst: Bool) -> some MustacheObject) {
        self.count = elements.count
        self.make = { position in make(elements[position], position == 0) }
    }

    func item(at index: Int) -> MustacheValue { .object(make(index)) }
}
