import Foundation
import NavGenTestSupport
import Testing

/// The environment chooses what generated code is compiled against (`scripts/check-real-sdk`),
/// and Apple's SDK of iOS 16 leaves out the files that need iOS 17's SwiftUI.
@Suite struct CompilationSDKTests {
    @Test func theStubsUnlessTheEnvironmentNamesAnSDK() {
        #expect(CompilationSDK(environment: [:]) == .stubs)
        #expect(CompilationSDK(environment: ["NAVGEN_REAL_SDK": "", "NAVGEN_REAL_SDK_FLAGS": "-I /x"]) == .stubs)
    }

    @Test func appleSDKWithItsFlagsAndTheUIKitDeploymentTarget() throws {
        let sdk = CompilationSDK(environment: ["NAVGEN_REAL_SDK": "/sdk", "NAVGEN_REAL_SDK_FLAGS": " -resource-dir /res\n-I  /overlay "])
        #expect(sdk == .apple(path: "/sdk", flags: ["-resource-dir", "/res", "-I", "/overlay"], includesSwiftUI: false))
        #expect(try sdk.compilerArguments.get() == ["-target", "arm64-apple-ios16.0", "-sdk", "/sdk", "-resource-dir", "/res", "-I", "/overlay"])
    }

    @Test func swiftUIAsksForIOS17() throws {
        let sdk = CompilationSDK(environment: ["NAVGEN_REAL_SDK": "/sdk", "NAVGEN_REAL_SDK_SWIFTUI": "1"])
        #expect(try sdk.compilerArguments.get() == ["-target", "arm64-apple-ios17.0", "-sdk", "/sdk"])
    }

    @Test func aSpecThatTargetsANewerIOSHasItsSwiftUIOutputsLeftOutOfAppleSDK() {
        let swiftUI = CompilationSDK.apple(path: "/sdk", flags: ["-I", "/o"], includesSwiftUI: true)
        #expect(swiftUI.forCode(targeting: 18) == .apple(path: "/sdk", flags: ["-I", "/o"], includesSwiftUI: false))
        for release in [nil, 16, 17] {
            #expect(swiftUI.forCode(targeting: release) == swiftUI)
        }
        #expect(CompilationSDK.stubs.forCode(targeting: 18) == .stubs)
    }

    @Test func appleSDKWithoutSwiftUILeavesOutWhatImportsSwiftUIOrCombine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = [
            "uikit": "import Foundation\nimport UIKit\n// the views import SwiftUI\n",
            "other": "import SwiftUIExtras\nlet text = \"import SwiftUI\"\n",
            "swiftui": "import UIKit\nimport SwiftUI\n",
            "combine": "@preconcurrency import Combine\n",
            "public": "public import SwiftUI\n",
        ]
        var files: [String: URL] = [:]
        for (name, text) in sources {
            files[name] = folder.appendingPathComponent("\(name).swift")
            try Data(text.utf8).write(to: try #require(files[name]))
        }
        let withoutSwiftUI = CompilationSDK.apple(path: "/sdk", flags: [], includesSwiftUI: false)
        #expect(files.filter { withoutSwiftUI.compiles($0.value) }.keys.sorted() == ["other", "uikit"])
        for sdk in [CompilationSDK.stubs, .apple(path: "/sdk", flags: [], includesSwiftUI: true)] {
            #expect(files.values.allSatisfy(sdk.compiles), "\(sdk)")
        }
    }
}
