/// Text that a value writes into the output when a tag prints it, piece by piece, instead of a
/// string made whole and then copied: code assembled from names and punctuation, printed for
/// every item of a large list, costs a few appends this way and no string of its own.
public protocol MustacheText: Sendable {
    func write(to output: inout TextOutput)
}

extension MustacheText {
    /// The text as one string: for JSON, for comparisons and for HTML escaping.
    public var string: String {
        var output = TextOutput()
        write(to: &output)
        return output.withBytes { String(decoding: $0, as: UTF8.self) }
    }
}

/// What a ``MustacheText`` writes into, and the render's buffers: UTF-8 gathered to be passed on at
/// once.
///
/// Most pieces are a few bytes, so appending one must cost little: the bytes are copied into
/// place in an array kept as long as its capacity, past the `count` written so far, without the
/// bookkeeping of an array's own append.
public struct TextOutput: TextOutputStream {
    private var storage: [UInt8] = []
    /// How many bytes were written: the start of `storage`.
    private(set) var count = 0

    public mutating func write(_ string: String) {
        // Read in place: `withUTF8` is mutating, and the copy of the string it needs costs a
        // retain and a release, which for the few bytes of most pieces is more than the copy of
        // the bytes. Only a bridged or shared string has no contiguous UTF-8 to read.
        if string.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var string = string
            string.withUTF8 { append($0) }
        }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let end = count + bytes.count
        if end > storage.count { reserveCapacity(max(end, 2 * storage.count)) }
        storage.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        }
        count = end
    }

    /// Makes room for `capacity` bytes in all.
    mutating func reserveCapacity(_ capacity: Int) {
        // An array, not `repeatElement`: appending a `Repeated` copies it element by element, which
        // without optimization (debug builds, the tests) took a third of a second per megabyte.
        if capacity > storage.count { storage += Array(repeating: 0, count: capacity - storage.count) }
    }

    /// Calls `body` with the bytes written.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Forgets the bytes written, keeping the room they took.
    mutating func removeAll() {
        count = 0
    }
}
