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
        return String(decoding: output.bytes, as: UTF8.self)
    }
}

/// What a ``MustacheText`` writes into: its pieces are gathered as UTF-8, and the render passes
/// them on at once.
public struct TextOutput: TextOutputStream {
    var bytes: [UInt8] = []

    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }
}
