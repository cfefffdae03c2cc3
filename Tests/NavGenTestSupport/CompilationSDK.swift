import Foundation

/// What the tests compile generated code against: the stub modules of `Tests/Stubs`, or Apple's
/// iPhoneOS SDK, which proves what the stubs only claim, that the code compiles with the real
/// UIKit (docs/Testing.md, "The stubs, Apple's SDK and the programs").
public enum CompilationSDK: Equatable, Sendable, CustomStringConvertible {
    case stubs
    /// Apple's SDK at `path`, read with `flags` (on Linux `-resource-dir`, `-module-cache-path`
    /// and `-I`, which come after the deployment target and so may override it).
    /// The SDK that can be had publicly (iOS 16.4) lacks the iOS 17 SwiftUI the SwiftUI outputs
    /// use, so they are compiled only when `includesSwiftUI`, for an SDK of iOS 17 or later.
    case apple(path: String, flags: [String], includesSwiftUI: Bool)

    /// Apple's SDK when `NAVGEN_REAL_SDK` names its folder, with the flags of
    /// `NAVGEN_REAL_SDK_FLAGS` (separated by white space) and the SwiftUI outputs when
    /// `NAVGEN_REAL_SDK_SWIFTUI` is 1; else the stubs.
    public init(environment: [String: String]) {
        guard let path = environment["NAVGEN_REAL_SDK"], !path.isEmpty else {
            self = .stubs
            return
        }
        let flags = (environment["NAVGEN_REAL_SDK_FLAGS"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        self = .apple(path: path, flags: flags, includesSwiftUI: environment["NAVGEN_REAL_SDK_SWIFTUI"] == "1")
    }

    public var description: String {
        switch self {
        case .stubs: "the stub SDK"
        case .apple(let path, _, _): "the SDK at \(path)"
        }
    }

    /// Whether files that import SwiftUI or Combine are compiled: against all but Apple's SDK
    /// without SwiftUI.
    public var compilesSwiftUI: Bool {
        guard case .apple(_, _, false) = self else { return true }
        return false
    }

    /// The iOS release the code is compiled for: the UIKit outputs' (the examples' `platforms`,
    /// and custom detents need iOS 16), or iOS 17 with the SwiftUI outputs (`@Observable`, `@Bindable`).
    public var deploymentTargetRelease: Int {
        compilesSwiftUI ? 17 : 16
    }

    /// The deployment target, as swiftc's `-target` names it.
    var deploymentTarget: String {
        "arm64-apple-ios\(deploymentTargetRelease).0"
    }

    /// This SDK for the code of a spec whose `deploymentTarget` is iOS `release` (nil without
    /// one): Apple's SDK leaves out the SwiftUI outputs of a spec that targets a newer iOS than
    /// it compiles them for, since the target chose APIs of its release for them (iOS 18's `Tab`,
    /// which the SDK that can be had, iOS 16.4, lacks too); its UIKit outputs are compiled still.
    public func forCode(targeting release: Int?) -> CompilationSDK {
        guard case .apple(let path, let flags, true) = self, let release, release > deploymentTargetRelease else { return self }
        return .apple(path: path, flags: flags, includesSwiftUI: false)
    }

    /// The compiler's arguments that choose this SDK, or why the stubs do not build.
    public var compilerArguments: Result<[String], SwiftCompiler.StubError> {
        switch self {
        case .stubs: SwiftCompiler.stubModules.map { ["-I", $0.path] }
        case .apple(let path, let flags, _): .success(["-target", deploymentTarget, "-sdk", path] + flags)
        }
    }

    /// Whether `file` is compiled against this SDK: every file against the stubs and an SDK that
    /// includes SwiftUI; against one that does not, none that imports SwiftUI or Combine (the
    /// SwiftUI outputs and the code around them, which is theirs alone).
    public func compiles(_ file: URL) -> Bool {
        guard !compilesSwiftUI, let text = try? String(contentsOf: file, encoding: .utf8) else { return true }
        return !Self.importsSwiftUI(text)
    }

    /// Whether `file` imports SwiftUI or Combine, which an SDK without SwiftUI leaves out.
    public static func needsSwiftUI(_ file: URL) -> Bool {
        (try? String(contentsOf: file, encoding: .utf8)).map(importsSwiftUI) ?? false
    }

    /// Whether Swift source `text` imports SwiftUI or Combine, with any attributes and access level.
    static func importsSwiftUI(_ text: String) -> Bool {
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        return text.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let keyword = words.firstIndex(of: "import"), keyword + 1 < words.count else { return false }
            return words[..<keyword].allSatisfy { $0.hasPrefix("@") || modifiers.contains($0) }
                && ["SwiftUI", "Combine"].contains(words[keyword + 1])
        }
    }
}
