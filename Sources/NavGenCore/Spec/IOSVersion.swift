/// An iOS release, as a deployment target names it: `17`, `17.0`, `16.4`, `15.0.1`.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int

    /// The oldest deployment target navgen generates code for: iOS 13, the first release with
    /// SwiftUI and Combine, which the SwiftUI outputs are made of. Older targets are refused, as
    /// no output of navgen is meant for them.
    public static let oldestSupported = IOSVersion(major: 13)

    /// What ``init(_:)`` reads, as a regular expression (for the JSON Schema).
    public static let pattern = "^[0-9]{1,4}(\\.[0-9]{1,4}){0,2}$"

    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// The version `text` spells: one to three whole numbers separated by dots, each of at most
    /// four digits (no release is numbered higher, and longer text is no version); nil otherwise.
    public init?(_ text: String) {
        // What `pattern` says.
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, patch: numbers.count > 2 ? numbers[2] : 0)
    }

    /// `17.0`, or `15.0.1` with a patch: as Xcode writes a deployment target.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
