import Foundation
import NavGenCommandLine
import NavGenTestSupport
import Testing

/// `navgen import` on the storyboards of an app, then `lint`, `verify` and `generate` on what it
/// wrote, and the generated code type-checked with the app's classes: a spec written from an
/// app's storyboards is usable as it is.
@Suite struct ImportRoundTripTests {
    /// An app's storyboards, the expected spec, and the app's classes.
    struct App: CustomTestStringConvertible, Sendable {
        var name: String
        var folder: URL
        var support: [String]

        var resources: URL { folder.appendingPathComponent("Resources") }
        var expected: URL { folder.appendingPathComponent("expected/imported.yml") }
        var testDescription: String { name }
    }

    static let apps = [
        App(
            name: "TaskApp", folder: PackagePaths.fixtures.appendingPathComponent("TaskApp"),
            support: ["Support/ViewControllers.swift", "Support/Models.swift"]),
        App(name: "Shop", folder: PackagePaths.fixtures.appendingPathComponent("storyboards/Shop"), support: ["Support/Shop.swift"]),
        App(
            name: "Messenger", folder: PackagePaths.fixtures.appendingPathComponent("storyboards/Messenger"),
            support: ["Support/Messenger.swift"]),
        App(name: "Mail", folder: PackagePaths.fixtures.appendingPathComponent("storyboards/Mail"), support: ["Support/Mail.swift"]),
        App(name: "Inbox", folder: PackagePaths.fixtures.appendingPathComponent("storyboards/Inbox"), support: ["Support/Inbox.swift"]),
        App(name: "Trails", folder: PackagePaths.fixtures.appendingPathComponent("storyboards/Trails"), support: ["Support/Trails.swift"]),
    ]

    @Test(arguments: apps)
    func importedSpecLintsVerifiesAndCompiles(_ app: App) throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let spec = temporary.appendingPathComponent("navigation.yml")
        let imported = NavGenTool.run(["import", app.resources.path, "--output", spec.path])
        #expect(imported.status == .success, "\(imported.output.standardError)")
        #expect(imported.output.standardError == "")
        let text = try String(contentsOf: spec, encoding: .utf8)
        if let diff = GoldenFile.mismatch(text, expectedIn: app.expected) {
            Issue.record(Comment(rawValue: diff))
        }

        // Lint may warn about scenes no segue connects (a page view controller's pages, a scene in a
        // container view), which the storyboards show as they are; verify adds nothing to it.
        let lint = NavGenTool.run(["lint", spec.path])
        #expect(lint.status == .success)
        #expect(!lint.output.standardError.contains(": error: "), "the imported spec lints without errors")
        let verify = NavGenTool.run(["verify", spec.path, "--resources", app.resources.path])
        #expect(verify.status == .success)
        #expect(verify.output.standardError == lint.output.standardError, "the imported spec verifies clean")

        let generated = temporary.appendingPathComponent("Navigation.swift")
        let generate = NavGenTool.run(["generate", spec.path, "--template", "uikit", "--output", generated.path])
        #expect(generate.status == .success, "\(generate.output.standardError)")
        let support = app.support.map { app.folder.appendingPathComponent($0) }
        if let problems = SwiftCompiler.typeCheckProblems([generated] + support, moduleName: app.name) {
            Issue.record(Comment(rawValue: problems))
        }
    }

    /// Every folder of the fixtures that holds storyboards or xibs: a folder that holds them, or
    /// the folder of a `.lproj` that does, without those inside another of them. Relative to
    /// `Fixtures`.
    static let interfaceBuilderFolders: [String] = {
        let root = PackagePaths.fixtures.standardizedFileURL.path
        let files = (FileManager.default.subpaths(atPath: root) ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        let holders = Set(
            files.map { file in
                let folder = (file as NSString).deletingLastPathComponent
                return folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : folder
            })
        return holders.filter { folder in !holders.contains { folder.hasPrefix($0 + "/") } }.sorted()
    }()

    /// An import always verifies against the files it came from: whatever the storyboards of a
    /// folder hold, `navgen import` either refuses them, with the errors of files it cannot read,
    /// or writes a spec that `navgen verify` finds no error in against that folder.
    @Test(arguments: interfaceBuilderFolders)
    func anImportVerifiesAgainstItsFiles(_ folder: String) throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-reimport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        // A copy, since an import writes the specs of the other bundles it finds into their folders.
        let resources = temporary.appendingPathComponent("Resources")
        try FileManager.default.copyItem(at: PackagePaths.fixtures.appendingPathComponent(folder), to: resources)
        let spec = temporary.appendingPathComponent("navigation.yml")
        let imported = NavGenTool.run(["import", resources.path, "--output", spec.path])
        guard imported.status == .success else {
            #expect(folder == "storyboards/verify/malformed", "\(imported.output.standardError)")
            #expect(imported.output.standardError.contains(": error: "))
            return
        }
        let verify = NavGenTool.run(["verify", spec.path, "--resources", resources.path])
        #expect(verify.status == .success, "\(folder): \(verify.output.standardError)")
        #expect(!verify.output.standardError.contains(": error: "), "\(folder): \(verify.output.standardError)")
    }

    @Test func everyFolderOfInterfaceBuilderFilesIsImported() {
        #expect(Self.interfaceBuilderFolders.contains("TaskApp/Resources"))
        #expect(Self.interfaceBuilderFolders.contains("storyboards/Trails/Resources"))
        #expect(Self.interfaceBuilderFolders.contains("storyboards/verify/module-and-owner"), "its Old folder is part of it")
        #expect(Self.interfaceBuilderFolders.contains("storyboards/Extensions/App/Photos"))
        #expect(!Self.interfaceBuilderFolders.contains("storyboards/Shop/Resources/Cells"))
    }

    /// What a spec cannot hold becomes a comment, and the rest is still a valid spec: verify then
    /// warns about exactly the scenes the comments name.
    @Test func whatTheStoryboardsCannotSayBecomesComments() throws {
        let legacy = PackagePaths.fixtures.appendingPathComponent("storyboards/Legacy")
        let resources = legacy.appendingPathComponent("Resources").path
        let imported = NavGenTool.run(["import", resources])
        #expect(imported.status == .success)
        if let diff = GoldenFile.mismatch(imported.output.standardOutput, expectedIn: legacy.appendingPathComponent("expected/imported.yml")) {
            Issue.record(Comment(rawValue: diff))
        }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-legacy-\(UUID().uuidString).yml")
        try Data(imported.output.standardOutputData).write(to: temporary)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let lint = NavGenTool.run(["lint", temporary.path])
        #expect(lint.status == .success)
        #expect(lint.output.standardError.contains("warning: no transition leads to or from screen 'About' [isolated-screen]\n"))
        // Home's segues without identifier into scenes without one are edges (`segue: false`):
        // what they lead to is reachable.
        #expect(imported.output.standardOutput.contains("  - from: Home\n    to: Profile\n    style: segue\n    segue: false\n"))
        #expect(!lint.output.standardError.contains("'Profile'") && !lint.output.standardError.contains("'EditNavigation'"))
        let verify = NavGenTool.run(["verify", temporary.path, "--resources", resources])
        #expect(verify.status == .success)
        let warnings = PackagePaths.relative(verify.output.standardError).split(separator: "\n").filter { $0.contains("is not a screen") }
        #expect(
            warnings == [
                "Fixtures/storyboards/Legacy/Resources/Main.storyboard:102:17: warning: scene 'OldScreen' (Legacy.Old) is not a screen of the spec [unmentioned-scene]"
            ])
        // A copy of a scene that kept its storyboard ID: a screen without one, found by its class,
        // and a warning at the copy, whose comment in the spec says the same.
        #expect(imported.output.standardOutput.contains("  Draft:\n    storyboard: Main\n    identifier: false\n"))
        #expect(
            PackagePaths.relative(verify.output.standardError).contains(
                "Fixtures/storyboards/Legacy/Resources/Main.storyboard:114:17: warning: scene 'Edit' (DraftViewController) has the storyboard ID of the scene at line 83 too"
            ))
    }

    /// An app folder that holds an app and two extensions, whose storyboards share a name: each
    /// bundle gets its own spec, which lints, verifies clean against its own folder (verify of
    /// the app's skips the extensions' folders) and generates code that compiles in its module.
    @Test func anAppAndItsExtensionsEachGetASpec() throws {
        let fixture = PackagePaths.fixtures.appendingPathComponent("storyboards/Extensions")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-extensions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let app = temporary.appendingPathComponent("App")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("App"), to: app)

        let toStandardOutput = NavGenTool.run(["import", app.path])
        #expect(toStandardOutput.status == .usage)
        #expect(toStandardOutput.output.standardError.contains("3 bundles (the folders' own, ActionExtension, ShareExtension)"))

        let imported = NavGenTool.run(["import", app.path, "--output", app.appendingPathComponent("navigation.yml").path])
        #expect(imported.status == .success, "\(imported.output.standardError)")
        #expect(imported.output.standardError == "", "no storyboard of one bundle hides another's of the same name")
        let bundles = [
            (module: "Photos", folder: app, expected: "imported.yml"),
            (module: "ShareExtension", folder: app.appendingPathComponent("ShareExtension"), expected: "ShareExtension.yml"),
            (module: "ActionExtension", folder: app.appendingPathComponent("ActionExtension"), expected: "ActionExtension.yml"),
        ]
        for bundle in bundles {
            let spec = bundle.folder.appendingPathComponent("navigation.yml")
            let text = try String(contentsOf: spec, encoding: .utf8)
            if let diff = GoldenFile.mismatch(text, expectedIn: fixture.appendingPathComponent("expected/\(bundle.expected)")) {
                Issue.record(Comment(rawValue: diff))
            }
            let lint = NavGenTool.run(["lint", spec.path])
            #expect(lint.status == .success && lint.output.standardError == "", "\(bundle.module): \(lint.output.standardError)")
            // By default verify reads the spec's folder, without the folders of other bundles in it.
            let verify = NavGenTool.run(["verify", spec.path])
            #expect(verify.status == .success && verify.output.standardError == "", "\(bundle.module): \(verify.output.standardError)")
            #expect(verify.output.standardOutput.hasSuffix(": matches 1 Interface Builder file\n"), "\(bundle.module)")

            let generated = temporary.appendingPathComponent("\(bundle.module)Navigation.swift")
            let generate = NavGenTool.run(["generate", spec.path, "--template", "uikit", "--output", generated.path])
            #expect(generate.status == .success, "\(generate.output.standardError)")
            let support = fixture.appendingPathComponent("Support/\(bundle.module).swift")
            if let problems = SwiftCompiler.typeCheckProblems([generated, support], moduleName: bundle.module) {
                Issue.record(Comment(rawValue: problems))
            }
        }
        let again = NavGenTool.run(["import", app.path, "--output", temporary.appendingPathComponent("other.yml").path])
        #expect(again.status == .usage, "the extensions' specs exist: none is overwritten")
    }

    /// A Swift package whose targets each have a `Main.storyboard`: each target is a bundle of its
    /// own, whose spec loads from `Bundle.module`, and verify of one target does not see the other.
    @Test func eachPackageTargetGetsASpecOfItsOwn() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let storyboards = PackagePaths.fixtures.appendingPathComponent("storyboards/verify")
        let targets = [("Profile", "segue-without-identifier"), ("Dashboard", "embed-segues")]
        for (target, source) in targets {
            let resources = temporary.appendingPathComponent("Sources/\(target)/Resources")
            try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: storyboards.appendingPathComponent("\(source)/Main.storyboard"), to: resources.appendingPathComponent("Main.storyboard"))
        }
        try Data("// swift-tools-version:6.1\n".utf8).write(to: temporary.appendingPathComponent("Package.swift"))

        let single = NavGenTool.run(["import", temporary.appendingPathComponent("Sources/Profile").path])
        #expect(single.status == .success)
        #expect(single.output.standardOutput.contains("version: 1\ndefaults:\n  bundle: module\n"), "a package target's resources are in Bundle.module")

        let output = temporary.appendingPathComponent("navigation.yml")
        let imported = NavGenTool.run(["import", temporary.path, "--output", output.path])
        #expect(imported.status == .success, "\(imported.output.standardError)")
        #expect(imported.output.standardError.contains("'\(output.path)' is not written"), "the package holds no storyboard outside its targets")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        for (target, _) in targets {
            let spec = temporary.appendingPathComponent("Sources/\(target)/navigation.yml")
            #expect(imported.output.standardOutput.contains(spec.path), "\(target)")
            let lint = NavGenTool.run(["lint", spec.path])
            #expect(lint.status == .success && !lint.output.standardError.contains(": error: "), "\(target): \(lint.output.standardError)")
            let verify = NavGenTool.run(["verify", spec.path])
            #expect(verify.status == .success && verify.output.standardError == lint.output.standardError, "\(target): \(verify.output.standardError)")
        }
    }

    @Test func theHandWrittenSpecsVerifyClean() {
        for (spec, resources) in [
            ("TaskApp/navigation.yml", "TaskApp/Resources"), ("storyboards/Shop/navigation.yml", "storyboards/Shop/Resources"),
        ] {
            let path = PackagePaths.fixtures.appendingPathComponent(spec).path
            let (status, output) = NavGenTool.run(
                ["verify", path, "--resources", PackagePaths.fixtures.appendingPathComponent(resources).path])
            #expect(status == .success)
            #expect(output.standardError == "", "\(spec)")
            #expect(output.standardOutput.hasSuffix(": matches \(spec.hasPrefix("TaskApp") ? 4 : 5) Interface Builder files\n"))
        }
    }

    /// The Messenger spec holds containers, scenes of UIKit's classes and a class under three
    /// scenes: verify finds them all, and warns only about the scene that nothing shows.
    @Test func theMessengerSpecVerifiesButForAnOrphanScene() {
        let spec = PackagePaths.fixtures.appendingPathComponent("storyboards/Messenger/navigation.yml").path
        let resources = PackagePaths.fixtures.appendingPathComponent("storyboards/Messenger/Resources").path
        let (status, output) = NavGenTool.run(["verify", spec, "--resources", resources])
        #expect(status == .success)
        #expect(
            PackagePaths.relative(output.standardError)
                == "Fixtures/storyboards/Messenger/Resources/Main.storyboard:467:17: warning: the scene of class 'LegacyBannerViewController' is not a screen of the spec [unmentioned-scene]\n")
    }
}
