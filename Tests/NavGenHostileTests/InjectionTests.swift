import Foundation
import NavGenTestSupport
import Testing

/// `Fixtures/Injection/navigation.yml` is full of texts built to break out of generated code, all of
/// which the validator accepts. Its generated UIKit and SwiftUI code is built with the stub SDK into
/// a program that prints every string constant the code holds; each must be exactly the text the
/// spec wrote. A text that escaped its literal would not compile, or would come back different.
@Suite struct InjectionTests {
    static let fixture = PackagePaths.fixtures.appendingPathComponent("Injection")

    /// The spec's texts as a reader of the YAML understands them, written out independently of
    /// navgen: `\u{2028}` is the line separator the spec's `\u2028` stands for, and so on.
    static let expected: [String: String] = uikit.merging(
        ["oops title", "oops message", "oops dismiss", "greet title", "greet message", "greet dismiss"].map {
            ("swiftui " + $0, uikit[$0] ?? "")
        }
    ) { first, _ in first }

    /// What the UIKit code holds; the SwiftUI routers' alerts hold the same texts.
    static let uikit: [String: String] = [
        "storyboard Home": "Main\"; fatalError(); let x = \"\\(1)\" */ #endif \u{2028} /* \n end",
        "storyboard Écran": #"画面 "x" \"#,
        "identifier Home": #"id """ \ \( */ /* #if false"#,
        "identifier Écran": "Écran\t\0",
        "nib Detail": #"nib " \ \( */ #if"#,
        "default name": "a\"b1 */ #endif",
        "default count": "16",
        "cell identifier Cell": "c \"\"\"\n\\( #endif",
        "cell nib Cell": #"n */ #endif \"#,
        "cell identifier Grid": #"\(Grid) 'quoted'"#,
        "view nib Banner": "Banner \"\"\" \\(x) \u{2028}",
        "segue 0": "seg \" \\( */ #endif \n",
        "segue 1": #"other """ \"#,
        "oops title": #"T """ \(x) \ */ #endif"#,
        "oops message": "M { } \u{2028} \u{2029} \u{85} \r\n\t\0 \u{202E}\u{200B} end",
        "oops dismiss": #"D \" \u{41} """#,
        "greet title": #"Hello "\(name) */" \(name) {name}"#,
        "greet message": #"\(name) */"#,
        "greet dismiss": "\\",
    ]

    /// The argument passed for the alert's `name` placeholder: itself a breaking text.
    static let placeholderValue = #"\(name) */"#

    @Test func everyStringConstantReadsBackAsTheSpecWroteIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-injection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generated: [URL] = []
        for template in ["uikit", "swiftui"] {
            let output = folder.appendingPathComponent("\(template).swift")
            let run = try NavgenProcess.run(
                ["generate", "Fixtures/Injection/navigation.yml", "--template", template, "--output", output.path])
            try #require(run.status == 0, "\(run.ending): \(run.standardError)")
            generated.append(output)
        }
        let uikit = try String(contentsOf: generated[0], encoding: .utf8)
        let main = folder.appendingPathComponent("main.swift")
        try Self.program(
            storyboardLiterals: Self.literals(in: uikit, after: "UIStoryboard(name: "),
            nibLiterals: Self.literals(in: uikit, after: "UINib(nibName: ")
        ).write(to: main, atomically: true, encoding: .utf8)
        let support = PackagePaths.files(in: Self.fixture.appendingPathComponent("Support"), endingIn: ".swift")
            .filter { $0.lastPathComponent != "Usage.swift" }
        let run = try SwiftCompiler.buildAndRun(generated + support + [main], in: folder).get()
        try #require(run.status == 0, "the program failed: \(run.output)")
        let values = try JSONDecoder().decode([String: String].self, from: Data(run.output.utf8))
        #expect(Set(values.keys) == Set(Self.expected.keys))
        for (key, value) in Self.expected.sorted(by: { $0.key < $1.key }) {
            // Scalar by scalar: String's == would take a decomposed é for a composed one.
            #expect(values[key].map { Array($0.unicodeScalars) } == Array(value.unicodeScalars), "\(key)")
        }
    }

    /// The string literals that follow `prefix` in `code`, as written there: the storyboard and
    /// nib names, which no UIKit API hands back at run time, are compiled into the program as the
    /// generated code wrote them.
    static func literals(in code: String, after prefix: String) throws -> [String] {
        let pattern = try Regex(#"\#(NSRegularExpression.escapedPattern(for: prefix))("(?:[^"\\]|\\.)*")"#)
        return code.matches(of: pattern).compactMap { match in match.output[1].substring.map(String.init) }
    }

    /// A `main.swift` that prints every constant as a JSON object.
    static func program(storyboardLiterals: [String], nibLiterals: [String]) throws -> String {
        try #require(storyboardLiterals.count == 2 && nibLiterals.count == 2, "\(storyboardLiterals) \(nibLiterals)")
        return """
            import Foundation
            import UIKit

            @MainActor func constants() -> [String: String] {
                var values: [String: String] = [:]
                values["storyboard Home"] = \(storyboardLiterals[0])
                values["storyboard Écran"] = \(storyboardLiterals[1])
                values["cell nib Cell"] = \(nibLiterals[0])
                values["view nib Banner"] = \(nibLiterals[1])
                values["identifier Home"] = HomeViewController.identifier
                values["identifier Écran"] = ÉcranViewController.identifier
                let detail = DetailViewController.instantiate()
                values["nib Detail"] = detail.nib
                values["default name"] = detail.name
                values["default count"] = String(detail.count)
                values["cell identifier Cell"] = Cell.identifier
                values["cell identifier Grid"] = Grid.identifier
                for (index, segue) in HomeViewController.Segue.allCases.enumerated() {
                    values["segue \\(index)"] = segue.rawValue
                }
                let home = HomeViewController()
                home.presentOopsAlert()
                home.presentGreetAlert(name: #"\(placeholderValue)"#)
                let alerts = home.presented.compactMap { $0 as? UIAlertController }
                for (name, alert) in zip(["oops", "greet"], alerts) {
                    values["\\(name) title"] = alert.title
                    values["\\(name) message"] = alert.message
                    values["\\(name) dismiss"] = alert.actions.first?.title
                }
                let router = HomeRouter()
                router.activateOopsAlert()
                if case .oops(let title, let message, let dismiss)? = router.alertItem?.type {
                    (values["swiftui oops title"], values["swiftui oops message"], values["swiftui oops dismiss"]) = (title, message, dismiss)
                }
                router.activateGreetAlert(name: #"\(placeholderValue)"#)
                if case .greet(let title, let message, let dismiss)? = router.alertItem?.type {
                    (values["swiftui greet title"], values["swiftui greet message"], values["swiftui greet dismiss"]) = (title, message, dismiss)
                }
                return values
            }

            let data = try JSONEncoder().encode(MainActor.assumeIsolated { constants() })
            FileHandle.standardOutput.write(data)

            """
    }
}
