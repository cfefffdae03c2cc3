import Foundation

/// Runs `swiftc` to prove that generated code compiles, against the stub SDK modules in
/// `Tests/Stubs` (UIKit does not exist on Linux), or against Apple's iPhoneOS SDK when
/// `NAVGEN_REAL_SDK` names one (`CompilationSDK`, `scripts/check-real-sdk`).
public enum SwiftCompiler {
    public typealias Run = ExternalTool.Run

    /// What `typeCheckProblems` and `moduleProblems` compile against, chosen by the environment.
    public static let sdk = CompilationSDK(environment: ProcessInfo.processInfo.environment)

    /// Runs `swiftc` with `arguments` and returns its status and its merged output.
    public static func run(_ arguments: [String]) -> Run {
        ExternalTool("swiftc").run(arguments)
    }

    /// The stub modules of `Tests/Stubs`, each after those it imports.
    static let stubModuleNames = ["UIKit", "AVKit", "Combine", "SwiftUI"]

    /// The folder holding the compiled stub modules (`UIKit.swiftmodule`), built once per test run;
    /// or the compiler's complaint when a stub does not build.
    public static let stubModules: Result<URL, StubError> = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("navgen-stubs-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // In dependency order: AVKit imports UIKit, SwiftUI imports Combine.
        for module in stubModuleNames {
            let sources = PackagePaths.files(in: PackagePaths.root.appendingPathComponent("Tests/Stubs/\(module)"), endingIn: ".swift")
            guard !sources.isEmpty else { return .failure(StubError(message: "no stub module \(module) in Tests/Stubs")) }
            let run = run(
                ["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module, "-I", folder.path,
                 "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path] + sources.map(\.path))
            guard run.status == 0 else { return .failure(StubError(message: "stub module \(module) does not build:\n\(run.output)")) }
        }
        return .success(folder)
    }()

    /// The folder holding the stub modules built as shared libraries as well (`libUIKit.so`), so
    /// that a program built against them runs; built once per test run.
    public static let stubLibraries: Result<URL, StubError> = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("navgen-stub-libraries-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var linked: [String] = []
        for module in stubModuleNames {
            let sources = PackagePaths.files(in: PackagePaths.root.appendingPathComponent("Tests/Stubs/\(module)"), endingIn: ".swift")
            let run = run(
                ["-swift-version", "6", "-parse-as-library", "-emit-library", "-emit-module", "-module-name", module,
                 "-I", folder.path, "-L", folder.path, "-o", folder.appendingPathComponent("lib\(module).so").path,
                 "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path]
                    + linked + sources.map(\.path))
            guard run.status == 0 else { return .failure(StubError(message: "stub library \(module) does not build:\n\(run.output)")) }
            linked.append("-l\(module)")
        }
        return .success(folder)
    }()

    /// Builds `files` (one of them `main.swift`) in Swift 6 mode into a program linked with the
    /// stub libraries, and runs it: what it printed, or the compiler's complaint. Declarations of
    /// `package` access need a `packageName`.
    public static func buildAndRun(_ files: [URL], in folder: URL, packageName: String? = nil) -> Result<Run, StubError> {
        let libraries: URL
        switch stubLibraries {
        case .success(let built): libraries = built
        case .failure(let error): return .failure(error)
        }
        let program = folder.appendingPathComponent("program")
        let linked: [String] = stubModuleNames.map { "-l\($0)" }
        let build = run(
            ["-swift-version", "6", "-I", libraries.path, "-L", libraries.path] + packageArguments(packageName) + linked
                + ["-Xlinker", "-rpath", "-Xlinker", libraries.path, "-o", program.path] + files.map(\.path))
        guard build.status == 0 else { return .failure(StubError(message: PackagePaths.relative(build.output))) }
        return .success(ExternalTool(program.path).run([]))
    }

    static func packageArguments(_ packageName: String?) -> [String] {
        packageName.map { ["-package-name", $0] } ?? []
    }

    public struct StubError: Error, Sendable {
        public var message: String
    }

    /// Parses `files` in Swift 6 mode without resolving any name: whether the text is well-formed
    /// Swift, whatever the types it names; nil when it is, else the compiler's messages.
    public static func parseProblems(_ files: [URL]) -> String? {
        let run = run(["-swift-version", "6", "-parse"] + files.map(\.path))
        return run.status == 0 ? nil : PackagePaths.relative(run.output)
    }

    /// Compiles `files` in Swift 6 mode as the module `moduleName`, against `sdk` and the
    /// modules already in `folder`, and puts its interface into `folder` for the modules that
    /// import it; nil when it compiles, else the compiler's messages. Modules of one package,
    /// whose `package` declarations they share, have one `packageName`.
    public static func moduleProblems(_ files: [URL], moduleName: String, in folder: URL, packageName: String? = nil) -> String? {
        problems(
            compiling: files,
            with: ["-parse-as-library", "-emit-module", "-module-name", moduleName, "-I", folder.path,
                   "-emit-module-path", folder.appendingPathComponent("\(moduleName).swiftmodule").path] + packageArguments(packageName))
    }

    /// Type-checks `files` in Swift 6 mode as one module, against `sdk`; nil when it compiles,
    /// else the compiler's messages.
    public static func typeCheckProblems(_ files: [URL], moduleName: String, against sdk: CompilationSDK = sdk) -> String? {
        problems(compiling: files, with: ["-typecheck", "-module-name", moduleName], against: sdk)
    }

    /// Compiles those of `files` that `sdk` compiles in Swift 6 mode with warnings as errors, with
    /// `arguments`, against `sdk`; nil when they compile, else the compiler's messages.
    static func problems(compiling files: [URL], with arguments: [String], against sdk: CompilationSDK = sdk) -> String? {
        let sdkArguments: [String]
        switch sdk.compilerArguments {
        case .success(let chosen): sdkArguments = chosen
        case .failure(let error): return error.message
        }
        let compiled = files.filter(sdk.compiles)
        guard !compiled.isEmpty else {
            return "nothing to compile against \(sdk): every file needs SwiftUI or Combine, which it leaves out"
        }
        let run = run(["-swift-version", "6", "-warnings-as-errors"] + sdkArguments + arguments + compiled.map(\.path))
        return run.status == 0 ? nil : PackagePaths.relative(run.output)
    }
}
