/// Where a render's text goes, in chunks of UTF-8 as it is rendered, so that no output is ever
/// held whole: a file, standard output, or a comparison with a file on disk.
public protocol TextSink {
    /// Takes the next `bytes` of the text.
    mutating func write(_ bytes: UnsafeRawBufferPointer)
}

/// A string collects the whole text: for tests, `template render`, and output that is small.
extension String: TextSink {
    public mutating func write(_ bytes: UnsafeRawBufferPointer) {
        self += String(decoding: bytes, as: UTF8.self)
    }
}

/// What a render prints: bytes gathered into chunks for `sink`, passed on the way through the
/// re-indentation of the standalone blocks they lie in, innermost first.
struct RenderOutput {
    /// The size of the chunks handed to the sink: large enough that writing costs little per byte,
    /// small beside the output of a large spec.
    static var chunkSize: Int { 1 << 20 }
    /// How much a re-indentation gathers before it runs: most appends are a few bytes, and one run
    /// over many lines costs far less than one per append.
    static var batchSize: Int { 1 << 16 }

    private(set) var sink: any TextSink
    private var reindentations: [Reindentation] = []
    /// Where the render appends: what the innermost re-indentation was given and has not yet run
    /// over, ending where an append ended, or outside every re-indentation the chunk not yet
    /// handed to the sink. Apart from the others, so that an append or a text's pieces reach it
    /// without a look at the levels.
    private var innermost = TextOutput()
    /// The same for the levels around the innermost: the chunk first, then the batch of each
    /// re-indentation but the innermost.
    private var enclosing: [TextOutput] = []

    init(sink: any TextSink) {
        self.sink = sink
        // A batch, not a chunk: the room is zeroed as it is made, and most outputs are far smaller
        // than a chunk; a large one doubles the room a few times on its way there.
        innermost.reserveCapacity(Self.batchSize)
    }

    mutating func append(_ text: String) {
        innermost.write(text)
        runInnermostIfFull()
    }

    /// Lets `text` write itself into the output: the number of bytes it wrote.
    mutating func write(_ text: any MustacheText) -> Int {
        let start = innermost.count
        text.write(to: &innermost)
        let count = innermost.count - start
        runInnermostIfFull()
        return count
    }

    /// From now until the matching ``endReindenting()``, lines are re-indented as
    /// ``Reindentation`` describes.
    mutating func beginReindenting(dedent: Bool, indent: String, endingEveryLine: Bool) {
        reindentations.append(Reindentation(dedent: dedent, indent: indent, endingEveryLine: endingEveryLine))
        enclosing.append(innermost)
        innermost = TextOutput()
    }

    /// Ends the innermost re-indentation: the number of bytes it was given.
    mutating func endReindenting() -> Int {
        let level = reindentations.count - 1
        run(level)
        let reindentation = reindentations.removeLast()
        innermost = enclosing.removeLast()
        reindentation.finish { pass($0, to: level - 1) }
        return reindentation.received
    }

    /// Hands what is left to the sink.
    mutating func flush() {
        run(-1)
    }

    /// `bytes` to the re-indentation at `level`, or at -1 into the chunk for the sink.
    private mutating func pass(_ bytes: UnsafeBufferPointer<UInt8>, to level: Int) {
        guard level < reindentations.count - 1 else {
            innermost.append(bytes)
            runInnermostIfFull()
            return
        }
        enclosing[level + 1].append(bytes)
        if enclosing[level + 1].count >= (level < 0 ? Self.chunkSize : Self.batchSize) { run(level) }
    }

    private mutating func runInnermostIfFull() {
        if innermost.count >= (reindentations.isEmpty ? Self.chunkSize : Self.batchSize) { run(reindentations.count - 1) }
    }

    /// Runs the re-indentation at `level` over its batch, or at -1 hands the chunk to the sink.
    private mutating func run(_ level: Int) {
        var bytes = TextOutput()
        swapBuffer(of: level, with: &bytes)
        if level < 0 {
            bytes.withBytes { sink.write(UnsafeRawBufferPointer($0)) }
        } else {
            bytes.withBytes { bytes in reindentations[level].process(bytes) { pass($0, to: level - 1) } }
        }
        bytes.removeAll()
        swapBuffer(of: level, with: &bytes)
    }

    private mutating func swapBuffer(of level: Int, with bytes: inout TextOutput) {
        if level == reindentations.count - 1 {
            swap(&bytes, &innermost)
        } else {
            swap(&bytes, &enclosing[level + 1])
        }
    }
}

/// A standalone block's content re-indented line by line as it is printed: its own indentation
/// (that of its first non-blank line) removed when it comes from an override, the site's added,
/// every line ended by LF (the last one too when the block ends every line). Blank lines stay
/// empty, so generated code has no trailing whitespace.
///
/// Line breaks are those of `Character.isNewline`: LF, VT, FF, CR, CR LF, NEL, LS and PS. Most
/// lines are ASCII and pass through byte by byte; a line whose indentation holds another byte is
/// held until it ends and read as characters.
final class Reindentation {
    private let indent: [UInt8]
    private let dedent: Bool
    private let endingEveryLine: Bool
    // The state below is read and written for every line the render prints, and the dynamic
    // checks of exclusive access that a class's stored properties get cost a fortieth of the
    // whole render. Only this class's own methods touch it, and none of them while another of
    // them is running: `emit` hands bytes on to the next level out, another object.
    /// The bytes given so far: the work of re-indenting them.
    @exclusivity(unchecked) private(set) var received = 0
    /// The spaces and tabs the content's first non-blank line starts with, once it has come.
    @exclusivity(unchecked) private var own: [UInt8]?
    @exclusivity(unchecked) private var line = LineState.empty
    /// The current line's spaces and tabs so far (`.leading`), or all of it so far (`.held`).
    @exclusivity(unchecked) private var pending: [UInt8] = []
    /// After CR, an LF is part of the same line break.
    @exclusivity(unchecked) private var afterCarriageReturn = false

    private enum LineState {
        /// Nothing of the line yet.
        case empty
        /// Spaces and tabs only, kept in `pending`: the line may yet be blank.
        case leading
        /// The line is not blank, and its start was printed: the rest passes through.
        case text
        /// Kept in `pending` until it ends, to be read as characters.
        case held
    }

    private static let lineFeed: [UInt8] = [0x0A]

    init(dedent: Bool, indent: String, endingEveryLine: Bool) {
        self.indent = Array(indent.utf8)
        self.dedent = dedent
        self.endingEveryLine = endingEveryLine
    }

    /// Re-indents `bytes`, the next part of the content, giving what it prints to `emit`.
    func process(_ bytes: UnsafeBufferPointer<UInt8>, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        received += bytes.count
        // Lines that start with printable ASCII (after spaces and tabs, when there is no own
        // indentation to remove) come out as they went in: they pass in runs of many lines.
        let keepsLines = indent.isEmpty && (!dedent || own?.isEmpty == true)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if afterCarriageReturn {
                afterCarriageReturn = false
                if byte == 0x0A {
                    index += 1
                    continue
                }
            }
            switch line {
            case .text:
                var end = index
                var breakLength: Int?
                while end < bytes.count {
                    end = Self.printableRunEnd(in: bytes, from: end)
                    guard end < bytes.count else { break }
                    // Most bytes are printable ASCII or a space: one comparison passes them.
                    if bytes[end] &- 0x20 < 0x5F {
                        end += 1
                        continue
                    }
                    if Self.mayBreakLine(bytes[end]), let length = Self.lineBreakLength(in: bytes, at: end) {
                        if keepsLines, bytes[end] == 0x0A, let next = Self.textStart(in: bytes, after: end) {
                            end = next
                            continue
                        }
                        breakLength = length
                        break
                    }
                    end += 1
                }
                if end > index { emit(UnsafeBufferPointer(rebasing: bytes[index..<end])) }
                guard let breakLength else { return }
                endLine(brokenBy: bytes[end], emit: emit)
                index = end + breakLength
            case .empty, .leading:
                if byte == 0x20 || byte == 0x09 {
                    pending.append(byte)
                    line = .leading
                    index += 1
                } else if byte >= 0x80 {
                    line = .held
                } else if Self.mayBreakLine(byte) {
                    pending.removeAll(keepingCapacity: true)
                    endLine(brokenBy: byte, emit: emit)
                    index += 1
                } else {
                    startText(emit: emit)
                }
            case .held:
                if Self.mayBreakLine(byte), let length = Self.lineBreakLength(in: bytes, at: index) {
                    printHeldLine(emit: emit)
                    endLine(brokenBy: byte, emit: emit)
                    index += length
                } else {
                    pending.append(byte)
                    index += 1
                }
            }
        }
    }

    /// Ends the content: its last line, when it has no line break of its own.
    func finish(emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch line {
        case .empty: return
        case .leading, .text: break
        case .held: printHeldLine(emit: emit)
        }
        if endingEveryLine { Self.lineFeed.withUnsafeBufferPointer(emit) }
    }

    /// The line turned out not to be blank: the site's indentation, then the line's own spaces
    /// and tabs but those of the content.
    private func startText(emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        indent.withUnsafeBufferPointer { if !$0.isEmpty { emit($0) } }
        var kept = pending[...]
        if dedent {
            let own = self.own ?? pending
            self.own = own
            kept = pending.starts(with: own) ? pending[own.count...] : []
        }
        kept.withUnsafeBufferPointer { if !$0.isEmpty { emit($0) } }
        pending.removeAll(keepingCapacity: true)
        line = .text
    }

    /// Prints the held line, read as characters, as ``startText(emit:)`` prints an ASCII one.
    private func printHeldLine(emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        let text = String(decoding: pending, as: UTF8.self)
        pending.removeAll(keepingCapacity: true)
        guard !Self.isBlank(text[...]) else { return }
        if dedent, own == nil { own = Array(text.prefix { $0 == " " || $0 == "\t" }.utf8) }
        indent.withUnsafeBufferPointer { if !$0.isEmpty { emit($0) } }
        var kept = String(dedent ? Self.dropping(String(decoding: own ?? [], as: UTF8.self), from: text[...]) : text[...])
        kept.withUTF8(emit)
    }

    private func endLine(brokenBy byte: UInt8, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        Self.lineFeed.withUnsafeBufferPointer(emit)
        line = .empty
        afterCarriageReturn = byte == 0x0D
    }

    /// Where the line after the LF at `position` shows printable ASCII after its spaces and tabs,
    /// or nil when it is not shown in `bytes` to be such a line.
    private static func textStart(in bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> Int? {
        var next = position + 1
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        return next < bytes.count && bytes[next] &- 0x21 < 0x5E ? next : nil
    }

    /// Where the run of printable ASCII bytes (and spaces) from `start` ends, found eight bytes at a
    /// time: the text of a line passes in one step per word instead of one per byte. A word with
    /// any other byte stops the run at its start, for the byte-by-byte scan to read.
    private static func printableRunEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var end = start
        while end + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
            // A high bit in `below` marks a byte under 0x20 (a control, a line break); in `above`,
            // one of 0x7F or more (DEL, or part of a character beyond ASCII). A borrow or a carry
            // can only mark bytes past such a byte, which stop the run anyway.
            let below = (word &- 0x20 &* ones) & ~word & highBits
            let above = (word &+ ones | word) & highBits
            guard below | above == 0 else { break }
            end += 8
        }
        return end
    }

    /// True for the bytes that start a line break: LF, VT, FF, CR, and the first byte of NEL, LS and PS.
    private static func mayBreakLine(_ byte: UInt8) -> Bool {
        byte &- 0x0A < 4 || byte == 0xC2 || byte == 0xE2
    }

    /// The length of the line break at `position`, or nil when none starts there. CR counts
    /// alone: an LF after it is skipped as it comes, since it may come in the next part.
    private static func lineBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        bytes[position] == 0x0D ? 1 : LineBreak.length(in: bytes, at: position)
    }

    /// True for a line of nothing but whitespace. Any ASCII byte but a space or a tab starts a
    /// character that is not whitespace; other bytes need the line read as characters.
    private static func isBlank(_ line: Substring) -> Bool {
        for byte in line.utf8 where byte != 0x20 && byte != 0x09 {
            return byte < 0x80 ? false : line.allSatisfy(\.isWhitespace)
        }
        return true
    }

    /// `line` without `own` at its start, or without the spaces and tabs it starts with instead.
    private static func dropping(_ own: String, from line: Substring) -> Substring {
        line.hasPrefix(own) ? line.dropFirst(own.count) : line.drop { $0 == " " || $0 == "\t" }
    }
}
