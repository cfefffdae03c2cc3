import Foundation
import NavGenTestSupport
import Testing

/// The expected code of each `Fixtures/<case>` that has a `Behaviour/main.swift`, built with the
/// case's `Support/*.swift` and the program's files (`Behaviour/*.swift`) into an executable
/// linked against the stub SDK, and run: the program prints one line per check, `ok …` or
/// `FAILED …`. The UIKit outputs run on the UIKit stub; the `swiftui-stack` outputs' navigators
/// are driven by `Behaviour/Navigators.swift`, which must call every one of their methods.
@Suite struct FixtureBehaviourTests {
    static let cases = PackagePaths.specCases.filter {
        FileManager.default.fileExists(atPath: behaviour(of: $0).appendingPathComponent("main.swift").path)
    }

    /// The cases with a `swiftui-stack` output, whose navigators their programs drive.
    static let stackCases = PackagePaths.specCases.filter {
        FileManager.default.fileExists(atPath: stackOutput(of: $0).path)
    }

    static func behaviour(of name: String) -> URL {
        PackagePaths.fixtures.appendingPathComponent("\(name)/Behaviour")
    }

    static func stackOutput(of name: String) -> URL {
        PackagePaths.fixtures.appendingPathComponent("\(name)/expected/swiftui-stack.swift")
    }

    @Test func someCasesRunTheirCode() {
        #expect(Self.cases.contains("CodeContainers") && Self.cases.contains("TabBar") && Self.cases.contains("Shop"))
        #expect(Self.stackCases.contains("Shop") && Self.stackCases.contains("MailStack"), "the stack cases are found")
    }

    @Test(arguments: cases)
    func generatedCodeBehavesAsTheProgramChecks(_ name: String) throws {
        let fixture = PackagePaths.fixtures.appendingPathComponent(name)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-behaviour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The case's expected files and support files build together, as they are type-checked.
        let files =
            PackagePaths.files(in: fixture.appendingPathComponent("expected"), endingIn: ".swift")
            + PackagePaths.files(in: fixture.appendingPathComponent("Support"), endingIn: ".swift")
            + PackagePaths.files(in: Self.behaviour(of: name), endingIn: ".swift")
        let run = try SwiftCompiler.buildAndRun(files, in: folder).get()
        let lines = run.output.split(separator: "\n")
        #expect(run.status == 0, "the program stopped: \(run.output)")
        #expect(!lines.isEmpty, "the program checked nothing")
        for line in lines where !line.hasPrefix("ok ") {
            Issue.record(Comment(rawValue: String(line)))
        }
    }

    /// Every method of every navigator of the case's `swiftui-stack` output is called by its
    /// program, on a navigator of its type: `CartNavigator(router: cart).close()`, made where it
    /// is used as `@Navigator` makes one each time a view reads it. A method that a program does
    /// not call, a new transition's say, is a transition whose behaviour nothing checks.
    @Test(arguments: stackCases)
    func everyNavigatorMethodIsDriven(_ name: String) throws {
        let navigators = Self.navigatorMethods(in: try String(contentsOf: Self.stackOutput(of: name), encoding: .utf8))
        #expect(!navigators.isEmpty, "the output's navigators are found")
        let programFile = Self.behaviour(of: name).appendingPathComponent("Navigators.swift")
        let program = try #require(try? String(contentsOf: programFile, encoding: .utf8), "\(name) has no Behaviour/Navigators.swift")
        #expect(Self.cases.contains(name), "\(name) has no Behaviour/main.swift, which runs the navigators' checks")
        var notCalled: [String] = []
        for (navigator, methods) in navigators.sorted(by: { $0.key < $1.key }) {
            for method in methods where !program.contains(try Regex("\\b\(navigator)\\(router: [^()]*\\)\\.\(method)\\(")) {
                notCalled.append("\(navigator)(router: …).\(method)(…)")
            }
        }
        #expect(notCalled.isEmpty, "\(name)'s program never calls \(notCalled.joined(separator: ", "))")
    }

    /// The methods of each navigator that `output` declares (`struct CartNavigator:
    /// ScreenNavigator {` up to the line that closes it), by the navigator's name.
    static func navigatorMethods(in output: String) -> [String: [String]] {
        var methods: [String: [String]] = [:]
        var navigator: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let declaration = line.firstMatch(of: /^(?:\w+ )*struct (\w+): ScreenNavigator \{$/) {
                navigator = String(declaration.1)
                methods[String(declaration.1), default: []] = []
            } else if line == "}" {
                navigator = nil
            } else if let navigator, let method = line.firstMatch(of: /^    (?:\w+ )*func (\w+)\(/) {
                methods[navigator, default: []].append(String(method.1))
            }
        }
        return methods
    }

    @Test func navigatorMethodsAreReadFromAnOutput() {
        let output = """
            @MainActor
            public struct CartNavigator: ScreenNavigator {
                private let router: NavigationRouter

                public init(router: NavigationRouter) {
                    self.router = router
                }

                public func pushCheckout(cartID: UUID) {
                    router.push(.checkout(cartID: cartID))
                }

                func close() {
                    router.dismiss()
                }
            }

            extension NavigationRouter {
                func open(_ link: DeepLink) {}
            }
            """
        #expect(Self.navigatorMethods(in: output) == ["CartNavigator": ["pushCheckout", "close"]])
    }
}
