import Foundation
import NavGenCommandLine
import NavGenTestSupport
import NavGenWriting
import Testing

/// `navgen generate` and `navgen template render` end to end, in a temporary folder.
@Suite struct GenerateCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static let taskApp = PackagePaths.fixtures.appendingPathComponent("TaskApp/navigation.yml").path
    static let expected = PackagePaths.fixtures.appendingPathComponent("TaskApp/expected/uikit.swift")

    @Test func printsToStandardOutput() throws {
        let (status, output) = NavGenTool.run(["generate", Self.taskApp, "--template", "uikit", "--output", "-"])
        #expect(status == .success)
        #expect(output.standardOutput == (try String(contentsOf: Self.expected, encoding: .utf8)))
    }

    @Test func theSwiftUITemplateWarnsOfThePopsItSkipsAndTheAnimationItIgnores() throws {
        let spec = PackagePaths.fixtures.appendingPathComponent("GoingBack/navigation.yml").path
        let (status, output) = NavGenTool.run(["generate", spec, "--template", "swiftui", "--output", "-"])
        #expect(status == .success)
        let warnings = PackagePaths.relative(output.standardError).split(separator: "\n")
        #expect(warnings.count == 5)
        #expect(warnings.first == "Fixtures/GoingBack/navigation.yml:42:5: warning: 'goBackToRoot' of screen 'Message' pops several screens, which the SwiftUI routers cannot express yet; the swiftui template skips it [template-skips-transition]")
        #expect(warnings.dropFirst().prefix(3).map { $0.split(separator: "'")[1] } == ["goBackToInbox", "backToThread", "goBackToInbox"])
        #expect(warnings.last == "Fixtures/GoingBack/navigation.yml:46:5: warning: 'animated: false' of transition 'close' of screen 'Help': SwiftUI's dismiss action takes no animation; the swiftui template ignores it [template-ignores-key]")
        #expect(NavGenTool.run(["generate", spec, "--template", "uikit", "--output", "-"]).output.standardError.isEmpty)
    }

    @Test func theSwiftUITemplatesWarnOfTheSeguesTheySkip() throws {
        let spec = PackagePaths.fixtures.appendingPathComponent("Segues/navigation.yml").path
        for template in ["swiftui", "swiftui-stack"] {
            let (status, output) = NavGenTool.run(["generate", spec, "--template", template, "--output", "-"])
            #expect(status == .success)
            #expect(
                PackagePaths.relative(output.standardError).split(separator: "\n").first
                    == "Fixtures/Segues/navigation.yml:14:5: warning: the segue 'showSettings' of screen 'Inbox' has no SwiftUI equivalent; the \(template) template skips it [template-skips-transition]")
        }
    }

    @Test func theStackTemplateRefusesARouteParameterThatCannotBeHashable() throws {
        let spec = try write(
            "version: 1\nscreens:\n  Home: { entry: true }\n  Picker:\n    parameters:\n      onPick: \"(Int) -> Void\"\ntransitions:\n  - { from: Home, to: Picker }\n",
            to: "closure.yml")
        let target = folder.appendingPathComponent("Out.swift").path
        let stack = NavGenTool.run(["generate", spec, "--template", "swiftui-stack", "--output", target])
        #expect(stack.status == .failure)
        #expect(stack.output.standardError.hasPrefix("\(spec):6:15: error: the type of parameter 'onPick' of screen 'Picker' is a function type"))
        #expect(!FileManager.default.fileExists(atPath: target))
        // The flag routers store the closure in a view, which needs no Hashable.
        #expect(NavGenTool.run(["generate", spec, "--template", "swiftui", "--output", target]).status == .success)
    }

    /// A user's template that overrides a block of swiftui-stack writes the rest of its code, so
    /// `generate` refuses it, and `lint` reports it, as for the built-in template.
    @Test func aTemplateThatInheritsFromTheStackTemplateHasItsChecks() throws {
        let spec = try write(
            "version: 1\nscreens:\n  Home: { entry: true }\n  Picker:\n    parameters:\n      onPick: \"(Int) -> Void\"\ntransitions:\n  - { from: Home, to: Picker }\noutputs:\n  - { template: templates/Mine.mustache, output: Out.swift }\n",
            to: "closure.yml")
        _ = try write(
            "{{< swiftui-stack}}\n{{$header}}\n// Example Inc.\nimport Foundation\nimport Observation\n{{/header}}\n{{/swiftui-stack}}\n",
            to: "templates/Mine.mustache")
        let error = "\(spec):6:15: error: the type of parameter 'onPick' of screen 'Picker' is a function type"
        let generate = NavGenTool.run(["generate", spec])
        #expect(generate.status == .failure)
        #expect(generate.output.standardError.hasPrefix(error), "\(generate.output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out.swift").path))
        let lint = NavGenTool.run(["lint", spec])
        #expect(lint.status == .failure)
        #expect(lint.output.standardError.contains(error), "\(lint.output.standardError)")
    }

    @Test func writesTheFileAndLeavesAnUnchangedOneAlone() throws {
        let target = folder.appendingPathComponent("Generated/Navigation.swift").path
        let first = NavGenTool.run(["generate", Self.taskApp, "--output", target])
        #expect(first.status == .success)
        #expect(first.output.standardOutput == "wrote \(target)\n")
        #expect(FileManager.default.contents(atPath: target) == (try Data(contentsOf: Self.expected)))
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: target)
        let second = NavGenTool.run(["generate", Self.taskApp, "--output", target])
        #expect(second.output.standardOutput == "unchanged \(target)\n")
        let modified = try FileManager.default.attributesOfItem(atPath: target)[.modificationDate] as? Date
        #expect(modified == past)
    }

    /// The build tool plugin names the template and its own file: the `outputs:` entry of that
    /// template still says how the file is made, so a package target's API is as public as the
    /// committed copy's.
    @Test func aFileNamedOnTheCommandLineHasTheSettingsOfItsTemplatesOutput() throws {
        let spec = try write(
            """
            version: 1
            screens:
              Home: {source: code, entry: true}
              Detail: {source: code, parameters: {id: Int}}
            transitions:
              - {from: Home, to: Detail, style: push}
            outputs:
              - {template: uikit, output: Committed.swift, accessLevel: public}

            """, to: "navigation.yml")
        let pluginFile = folder.appendingPathComponent("plugin/navigation.uikit.swift").path
        #expect(NavGenTool.run(["generate", spec, "--template", "uikit", "--output", pluginFile]).status == .success)
        #expect(NavGenTool.run(["generate", spec]).status == .success)
        let committed = try String(contentsOf: folder.appendingPathComponent("Committed.swift"), encoding: .utf8)
        #expect(committed.contains("public static func instantiate(id: Int) -> DetailViewController"))
        #expect(try String(contentsOfFile: pluginFile, encoding: .utf8) == committed)
        // A template no output names takes the spec's own access level.
        let swiftUI = NavGenTool.run(["generate", spec, "--template", "swiftui", "--output", "-"])
        #expect(!swiftUI.output.standardOutput.contains("public "))
    }

    @Test func outputsOfOneTemplateWithTwoAccessLevelsCannotBeNamedByTheTemplateAlone() throws {
        let spec = try write(
            """
            version: 1
            screens:
              Home: {source: code, entry: true}
            outputs:
              - {template: uikit, output: A.swift}
              - {template: uikit, output: B.swift, accessLevel: public}

            """, to: "navigation.yml")
        let (status, output) = NavGenTool.run(["generate", spec, "--template", "uikit", "--output", "-"])
        #expect(status == .failure)
        #expect(
            output.standardError
                == "\(spec):6:16: error: the outputs 'A.swift' and 'B.swift' both use template 'uikit' with different access levels, and --template names only the template; generate each with 'navgen generate SPEC' or give them one access level\n")
        #expect(NavGenTool.run(["generate", spec]).status == .success)
    }

    @Test func writesNothingWhenTheSpecHasErrors() throws {
        let spec = try write("version: 1\nscreens:\n  A:\n    clas: X\n", to: "bad.yml")
        let target = folder.appendingPathComponent("Out.swift").path
        let (status, output) = NavGenTool.run(["generate", spec, "--output", target])
        #expect(status == .failure)
        #expect(output.standardError.contains("bad.yml:4:5: error: unknown key 'clas'"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func whenTheLastOutputCannotBeWrittenNoneIsWritten() throws {
        let spec = try write(
            """
            version: 1
            screens:
              Home: {}
            outputs:
              - {template: uikit, output: Generated/UIKit.swift}
              - {template: swiftui, output: Generated/SwiftUI.swift}
              - {template: uikit, output: Blocked/Navigation.swift}
            """, to: "Project/navigation.yml")
        _ = try write("not a folder", to: "Project/Blocked")
        let (status, output) = NavGenTool.run(["generate", spec])
        #expect(status == .failure)
        let blocked = folder.appendingPathComponent("Project/Blocked").path
        #expect(
            output.standardError
                == "navgen generate: error: cannot write '\(blocked)/Navigation.swift': '\(blocked)' is a file, not a folder\n")
        #expect(output.standardOutput == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Project").path).sorted() == ["Blocked", "navigation.yml"])
    }

    /// Outputs are rendered straight into their staged files: one that fails to render takes the
    /// others' staged files, and the folders made for them, away with it.
    @Test func whenTheLastOutputFailsToRenderNoneIsWritten() throws {
        _ = try write("{{> missing}}\n", to: "Project/Broken.mustache")
        let spec = try write(
            """
            version: 1
            screens:
              Home: {}
            outputs:
              - {template: uikit, output: Generated/UIKit.swift}
              - {template: Broken.mustache, output: Generated/Broken.swift}
            """, to: "Project/navigation.yml")
        let (status, output) = NavGenTool.run(["generate", spec])
        #expect(status == .failure)
        #expect(output.standardError.contains("error: no partial named 'missing'"))
        #expect(output.standardOutput == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Project").path).sorted() == ["Broken.mustache", "navigation.yml"])
        let printed = NavGenTool.run(["generate", spec, "--template", folder.appendingPathComponent("Project/Broken.mustache").path, "--output", "-"])
        #expect(printed.status == .failure)
        #expect(printed.output.standardOutput == "", "a small output that fails prints nothing")
    }

    @Test func pathsWithSpacesAndOtherScriptsWork() throws {
        let spec = try write(
            "version: 1\nscreens:\n  Home: {}\noutputs:\n  - {template: uikit, output: Écrans générés/画面 Navigation.swift}\n",
            to: "Mon projet/ナビ spec.yml")
        let (status, output) = NavGenTool.run(["generate", spec])
        let written = folder.appendingPathComponent("Mon projet/Écrans générés/画面 Navigation.swift").path
        #expect(status == .success)
        #expect(output.standardOutput == "wrote \(written)\n")
        let text = try #require(OutputFile(path: written).currentText())
        #expect(text.hasPrefix("// Generated by navgen from ナビ spec.yml. Do not edit.\n"))
    }

    @Test func aUserTemplateCanReplaceOneBlockOfTheBuiltInOne() throws {
        let template = try write(
            "{{< uikit}}\n{{$header}}\n// Custom header for {{specFile}}\nimport UIKit\n{{/header}}\n{{/uikit}}\n",
            to: "templates/Custom.mustache")
        let (status, output) = NavGenTool.run(["generate", Self.taskApp, "--template", template, "--output", "-"])
        #expect(status == .success)
        let builtIn = try String(contentsOf: Self.expected, encoding: .utf8)
        let body = builtIn.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)[3]
        #expect(output.standardOutput == "// Custom header for navigation.yml\nimport UIKit\n" + body)
    }

    @Test func aTemplateErrorIsLocatedInTheTemplate() throws {
        let template = try write("line one\n{{#screens}}\n{{name}}\n", to: "Broken.mustache")
        let (status, output) = NavGenTool.run(["generate", Self.taskApp, "--template", template, "--output", "-"])
        #expect(status == .failure)
        #expect(output.standardError == "\(template):2:1: error: 'screens' is never closed\n")
        #expect(output.standardOutput.isEmpty)
    }

    @Test func anUnknownBlockOrPartialIsAnError() throws {
        let template = try write("{{< uikit}}\n{{$heeader}}x{{/heeader}}\n{{/uikit}}\n", to: "Typo.mustache")
        let (status, output) = NavGenTool.run(["generate", Self.taskApp, "--template", template, "--output", "-"])
        #expect(status == .failure)
        #expect(output.standardError == "\(template):2:1: error: 'uikit' has no block named 'heeader'\n")
    }

    @Test func timingsNameEveryPhaseOnStandardError() throws {
        let target = folder.appendingPathComponent("Timed.swift").path
        let generate = NavGenTool.run(["generate", Self.taskApp, "--output", target, "--timings"])
        #expect(generate.status == .success)
        let phases = ["read", "parse", "validate", "context", "render", "write", "total"]
        #expect(Self.timedPhases(generate.output.standardError) == phases)
        #expect(!generate.output.standardOutput.contains("timing"))
        let lint = NavGenTool.run(["lint", Self.taskApp, "--timings"])
        #expect(Self.timedPhases(lint.output.standardError) == ["read", "parse", "validate", "total"])
        #expect(!NavGenTool.run(["lint", Self.taskApp]).output.standardError.contains("timing"))
    }

    /// The phase names of the `navgen timing: PHASE N ms` lines, in order.
    static func timedPhases(_ standardError: String) -> [String] {
        standardError.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 5, line.hasPrefix("navgen timing: "), words[4] == "ms", Double(words[3]) != nil else {
                return nil
            }
            return String(words[2])
        }
    }

    @Test func usageErrorsExitWithTwo() {
        #expect(NavGenTool.run(["generate", Self.taskApp]).status == .usage)
        #expect(NavGenTool.run(["generate", Self.taskApp, "--template", "uikt", "--output", "-"]).output.standardError.contains("did you mean 'uikit'?"))
        #expect(NavGenTool.run(["generate", "/nonexistent.yml", "--output", "-"]).status == .usage)
        #expect(NavGenTool.run(["genrate"]).output.standardError.contains("did you mean 'generate'?"))
    }

    @Test func templateRenderUsesAJSONContextAndPartials() throws {
        let template = try write("{{#items}}{{> item}}{{/items}}{{title}}", to: "render/main.mustache")
        _ = try write("[{{name}}]", to: "render/item.mustache")
        let context = try write(#"{"title": "<b>", "items": [{"name": "a"}, {"name": "b"}]}"#, to: "render/data.json")
        let plain = NavGenTool.run(["template", "render", template, "--context", context])
        #expect(plain.status == .success)
        #expect(plain.output.standardOutput == "[a][b]<b>")
        let escaped = NavGenTool.run(["template", "render", template, "--context", context, "--escape", "html"])
        #expect(escaped.output.standardOutput == "[a][b]&lt;b&gt;")
    }

    /// `defaults: {source: code, storyboard: Main}` says once what each screen would say itself.
    @Test func defaultsGenerateWhatEachScreenWouldSay() throws {
        let screens = "  Home:\n    entry: true\n  Detail:\n    parameters:\n      itemID: Int\n  Settings:\n"
        let transitions = "transitions:\n  - { from: Home, to: Detail }\n  - { from: Home, to: Settings, style: present }\n"
        let withDefaults = try write(
            "version: 1\ndefaults:\n  source: code\n  storyboard: Main\nscreens:\n\(screens)    source: storyboard\n\(transitions)",
            to: "defaults/navigation.yml")
        let eachScreen = try write(
            "version: 1\nscreens:\n  Home:\n    entry: true\n    source: code\n  Detail:\n    source: code\n    parameters:\n      itemID: Int\n  Settings:\n    source: storyboard\n    storyboard: Main\n\(transitions)",
            to: "each/navigation.yml")
        for template in ["uikit", "swiftui", "swiftui-stack"] {
            let (status, output) = NavGenTool.run(["generate", withDefaults, "--template", template, "--output", "-"])
            #expect(status == .success, "\(output.standardError)")
            #expect(output.standardOutput == NavGenTool.run(["generate", eachScreen, "--template", template, "--output", "-"]).output.standardOutput)
            #expect(template != "uikit" || output.standardOutput.contains("UIStoryboard(name: \"Main\""))
        }
    }

    /// `--source-locations` attributes the lines that name the app's types to the spec, by its
    /// path from the root, in the Swift files it writes; standard output stays as it is.
    @Test func sourceLocationsNameTheSpecInTheSwiftFilesWritten() throws {
        let spec = try write("version: 1\nscreens:\n  Home:\n    entry: true\n    parameters:\n      user: User\n", to: "navigation.yml")
        let target = folder.appendingPathComponent("Navigation.swift").path
        let (status, _) = NavGenTool.run(["generate", folder.path + "/./navigation.yml", "--template", "uikit", "--output", target, "--source-locations"])
        #expect(status == .success)
        let text = try String(contentsOfFile: target, encoding: .utf8)
        #expect(text.contains("#sourceLocation(file: \"\(URL(fileURLWithPath: spec).standardizedFileURL.path)\", line: 5)\n    static func instantiate(user:\n            User) -> HomeViewController {\n#sourceLocation()"))
        let printed = NavGenTool.run(["generate", spec, "--template", "uikit", "--output", "-", "--source-locations"]).output.standardOutput
        #expect(printed == NavGenTool.run(["generate", spec, "--template", "uikit", "--output", "-"]).output.standardOutput)
        #expect(!printed.contains("#sourceLocation"))
    }
}
