import Foundation
import NavGenCore

#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML file: its name, attributes, children and where its start tag is.
struct MarkupElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [MarkupElement]
    var location: SourceLocation

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The children called `name`.
    func children(named name: String) -> [MarkupElement] {
        children.filter { $0.name == name }
    }

    /// The first child called `name`.
    func child(named name: String) -> MarkupElement? {
        children.first { $0.name == name }
    }

    /// Calls `body` with every element below this one, depth first in document order, and its
    /// parent's name.
    func forEachDescendant(_ body: (_ element: MarkupElement, _ parent: String) -> Void) {
        for child in children {
            body(child, name)
            child.forEachDescendant(body)
        }
    }
}

/// Reads XML bytes into a ``MarkupElement`` tree with Foundation's `XMLParser`, or the first
/// problem as a located error. External entities are never resolved.
enum MarkupReader {
    /// Deeper nesting is refused: Interface Builder files nest a few dozen levels, and the tree
    /// is walked recursively.
    static let maximumDepth = 512

    /// Why the bytes are not an XML document, as a located error.
    struct Problem: Error {
        var diagnostic: Diagnostic
    }

    static func read(_ bytes: Data, file: String) throws(Problem) -> MarkupElement {
        let lines = SourceLines(bytes)
        let delegate = TreeBuilder(file: file, lines: lines)
        // From a stream: given Data over 10 MB at once, the Linux parser fails at its end.
        let parser = XMLParser(stream: InputStream(data: bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        // The parser's return value is not enough: on Linux it reports success for some malformed
        // documents (a mismatched end tag) after calling the delegate's error method.
        _ = parser.parse()
        if let problem = delegate.problem { throw Problem(diagnostic: problem) }
        if let error = parser.parserError {
            throw Problem(
                diagnostic: .unreadable(
                    MarkupReader.message(forCode: (error as NSError).code),
                    at: SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))))
        }
        guard let root = delegate.root else {
            throw Problem(diagnostic: .unreadable(message(forCode: 4), at: SourceLocation(file: file, line: 1, column: 1)))
        }
        return root
    }

    /// libxml2's error codes (`xmlParserErrors`), which `XMLParser` passes on without a
    /// description on Linux.
    static func message(forCode code: Int) -> String {
        switch code {
        case 4: "the file holds no XML element; an Interface Builder file is an XML document"
        case 5: "the XML ends before its elements are closed"
        case 9: "the XML holds a character that XML does not allow"
        case 26: "the XML uses an undeclared entity"
        case 29: "the XML refers to an external entity, which navgen does not read"
        case 38: "an XML attribute value holds '<' (is a closing quote missing?)"
        case 39, 40, 41: "an XML attribute is not written as name=\"value\""
        case 42: "an XML attribute appears twice in one element"
        case 73: "an XML tag is not closed with '>'"
        case 76: "an XML end tag does not match its start tag"
        case 89: "the XML's entities refer to each other in a loop or expand too far"
        default: "the file is not well-formed XML (libxml2 error \(code))"
        }
    }
}

/// The file's bytes by line, to find where a start tag begins: the parser reports where it ends.
struct SourceLines: Sendable {
    private let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let starts: [Int]

    init(_ data: Data) {
        let bytes = [UInt8](data)
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for (offset, byte) in buffer.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        }
        self.starts = starts
    }

    /// Where the start tag `<name` that ends at `line` and `column` begins: on that line, or on
    /// an earlier one when its attributes span lines.
    func location(ofTag name: String, endingAt line: Int, column: Int, file: String) -> SourceLocation {
        let needle = Array(("<" + name).utf8)
        let reported = min(max(line, 1), starts.count)
        for candidate in stride(from: reported, through: max(1, reported - 100), by: -1) {
            let start = starts[candidate - 1]
            let end = candidate < starts.count ? starts[candidate] - 1 : bytes.count
            let limit = candidate == reported ? offset(ofCharacter: column, from: start, before: end) : end
            if let match = lastMatch(of: needle, in: start..<limit) {
                return SourceLocation(file: file, line: candidate, column: characterCount(in: start..<match) + 1)
            }
        }
        return SourceLocation(file: file, line: reported, column: 1)
    }

    /// The byte offset just past the first `count` characters from `start`, at most `end`.
    private func offset(ofCharacter count: Int, from start: Int, before end: Int) -> Int {
        var offset = start
        var characters = 0
        while offset < end, characters < count {
            offset += 1
            // A UTF-8 continuation byte belongs to the character before it.
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        return offset
    }

    private func characterCount(in range: Range<Int>) -> Int {
        bytes[range].lazy.filter { $0 & 0xC0 != 0x80 }.count
    }

    private func lastMatch(of needle: [UInt8], in range: Range<Int>) -> Int? {
        guard range.count >= needle.count else { return nil }
        for candidate in stride(from: range.upperBound - needle.count, through: range.lowerBound, by: -1)
        where bytes[candidate..<candidate + needle.count].elementsEqual(needle) {
            return candidate
        }
        return nil
    }
}

/// The `XMLParser` delegate that builds the tree and keeps the first error with its place.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    let lines: SourceLines
    var open: [MarkupElement] = []
    var root: MarkupElement?
    var problem: Diagnostic?

    init(file: String, lines: SourceLines) {
        self.file = file
        self.lines = lines
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let location = lines.location(ofTag: elementName, endingAt: parser.lineNumber, column: parser.columnNumber, file: file)
        guard open.count < MarkupReader.maximumDepth else {
            fail(.unreadable("the XML elements nest deeper than \(MarkupReader.maximumDepth) levels", at: location), parser)
            return
        }
        open.append(MarkupElement(name: elementName, attributes: attributes, children: [], location: location))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        fail(
            .unreadable(
                MarkupReader.message(forCode: (parseError as NSError).code),
                at: SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))),
            parser)
    }

    /// Keeps the first problem and stops: what follows an error says little.
    func fail(_ diagnostic: Diagnostic, _ parser: XMLParser) {
        guard problem == nil else { return }
        problem = diagnostic
        parser.abortParsing()
    }
}
