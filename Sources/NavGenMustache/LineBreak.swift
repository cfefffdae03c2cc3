/// The line breaks of templates and of rendered text: those of `Character.isNewline` (LF, VT, FF,
/// CR, CR LF, NEL, LS and PS), found in UTF-8 bytes. Each is a character of its own, so a byte scan
/// finds exactly the line breaks a scan of characters would.
enum LineBreak {
    /// The length in bytes of the line break at `position`, or nil when none starts there.
    static func length<Bytes: Collection<UInt8>>(in bytes: Bytes, at position: Bytes.Index) -> Int? {
        func byte(_ offset: Int) -> UInt8? {
            guard let index = bytes.index(position, offsetBy: offset, limitedBy: bytes.endIndex), index < bytes.endIndex
            else { return nil }
            return bytes[index]
        }
        switch bytes[position] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2: return byte(1) == 0x85 ? 2 : nil
        case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : nil
        default: return nil
        }
    }

    /// How many line breaks `text` holds.
    static func count(in text: String) -> Int {
        let bytes = Array(text.utf8)
        var count = 0
        var position = 0
        while position < bytes.count {
            if let breakLength = length(in: bytes, at: position) {
                count += 1
                position += breakLength
            } else {
                position += 1
            }
        }
        return count
    }
}
