import Foundation
import NavGenTestSupport
import Testing

@testable import NavGenCommandLine

/// How `navgen verify` and `navgen import` take their folders, end, and print.
@Suite struct StoryboardCommandTests {
    static let shop = PackagePaths.fixtures.appendingPathComponent("storyboards/Shop")
    static let resources = shop.appendingPathComponent("Resources").path
    static let verifyCases = PackagePaths.fixtures.appendingPathComponent("storyboards/verify")

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-storyboards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func verifyReadsTheSpecsFolderWhenNoResourcesAreNamed() {
        // The Shop spec sits beside its Resources folder, which is searched with its subfolders.
        let (status, output) = NavGenTool.run(["verify", Self.shop.appendingPathComponent("navigation.yml").path])
        #expect(status == .success)
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasSuffix("navigation.yml: matches 5 Interface Builder files\n"))
    }

    @Test func verifyTakesSeveralFolders() {
        let spec = Self.shop.appendingPathComponent("navigation.yml").path
        let main = Self.resources + "/Base.lproj"
        // Overlapping folders: every file is read once, so no storyboard is there twice.
        let (status, output) = NavGenTool.run(["verify", spec, "--resources", main, Self.resources + "/Cells", "--resources", Self.resources])
        #expect(status == .success)
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasSuffix(": matches 5 Interface Builder files\n"))
        let split = NavGenTool.run(["verify", spec, "--resources", main])
        #expect(split.status == .failure)
        #expect(split.output.standardError.contains("error: screen 'Settings' comes from storyboard 'Settings', but there is no Settings.storyboard in the resources"))
    }

    @Test func verifyEndsAsLintDoes() {
        let warningsOnly = Self.verifyCases.appendingPathComponent("unmentioned-scenes.yml").path
        #expect(NavGenTool.run(["verify", warningsOnly, "--resources", Self.resources]).status == .success)
        #expect(NavGenTool.run(["verify", warningsOnly, "--resources", Self.resources, "--warnings-as-errors"]).status == .failure)
        let missingFolder = NavGenTool.run(["verify", warningsOnly, "--resources", "/no/such/folder"])
        #expect(missingFolder.status == .usage)
        #expect(missingFolder.output.standardError == "navgen verify: error: '/no/such/folder' is not a folder\n")
        #expect(NavGenTool.run(["verify", "/no/such/spec.yml", "--resources", Self.resources]).status == .usage)
        #expect(NavGenTool.run(["verify", warningsOnly, "--resources"]).status == .usage)
    }

    @Test func aFolderWithoutInterfaceBuilderFilesIsAWarning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = Self.shop.appendingPathComponent("navigation.yml").path
        let (status, output) = NavGenTool.run(["verify", spec, "--resources", folder.path])
        #expect(status == .failure, "the spec's storyboards are missing")
        #expect(output.standardError.hasSuffix("warning: no .storyboard or .xib file in \(folder.path) [no-interface-files]\n"))
    }

    /// verify's warnings name their rules, and the command line and the spec's `lint` settings
    /// turn them off or make them errors, as they do lint's; its errors stay errors.
    @Test func verifysWarningsAreTunedAsLintsAre() throws {
        let spec = Self.verifyCases.appendingPathComponent("unmentioned-scenes.yml")
        let cart = "Fixtures/storyboards/Shop/Resources/Base.lproj/Cart.storyboard:15:17: "
        let untuned = NavGenTool.run(["verify", spec.path, "--resources", Self.resources])
        #expect(untuned.status == .success)
        #expect(
            PackagePaths.relative(untuned.output.standardError).hasPrefix(
                cart + "warning: the scene of class 'CartViewController' is not a screen of the spec [unmentioned-scene]\n"))

        let disabled = NavGenTool.run(["verify", spec.path, "--resources", Self.resources, "--disable", "unmentioned-scene"])
        #expect(disabled.status == .success)
        #expect(disabled.output.standardError == "")
        #expect(disabled.output.standardOutput.hasSuffix("unmentioned-scenes.yml: matches 5 Interface Builder files\n"))

        let raised = NavGenTool.run(["verify", spec.path, "--resources", Self.resources, "--error", "unmentioned-scene"])
        #expect(raised.status == .failure)
        #expect(PackagePaths.relative(raised.output.standardError).hasPrefix(cart + "error: the scene of class 'CartViewController'"))

        // The spec's own settings cover the storyboards it is checked against, and beat the
        // command line's.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tuned = folder.appendingPathComponent("navigation.yml")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try Data(("lint: {disable: [unmentioned-scene]}\n" + text).utf8).write(to: tuned)
        let bySpec = NavGenTool.run(["verify", tuned.path, "--resources", Self.resources, "--error", "unmentioned-scene"])
        #expect(bySpec.status == .success)
        #expect(bySpec.output.standardError == "")

        let anError = NavGenTool.run(["verify", spec.path, "--resources", Self.resources, "--disable", "missing-segue"])
        #expect(anError.status == .usage)
        #expect(anError.output.standardError.contains("rule 'missing-segue' reports errors, which cannot be turned off"))
    }

    /// A screen's `lint` covers what verify finds of its scene, and no other screen's.
    @Test func aScreensSettingsCoverItsScene() throws {
        let fixture = Self.verifyCases.appendingPathComponent("module-and-owner")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("navigation.yml")
        func verify(legacy: String) throws -> String {
            try Data(
                """
                version: 1
                screens:
                  Legacy: {entry: true\(legacy)}
                  Vendor: {storyboard: Legacy}
                transitions:
                  - {from: Legacy, to: Vendor}
                """.utf8
            ).write(to: spec)
            let run = NavGenTool.run(["verify", spec.path, "--resources", fixture.path, "--disable", "duplicate-interface-file"])
            return run.output.standardError.split(separator: "\n").filter { $0.hasSuffix("[class-without-module]") }.map {
                String($0.split(separator: " ")[1])
            }.joined(separator: " ")
        }
        #expect(try verify(legacy: "") == "warning:")
        #expect(try verify(legacy: ", lint: {errors: [class-without-module]}") == "error:")
        #expect(try verify(legacy: ", lint: {disable: [class-without-module]}") == "")
    }

    @Test func verifyDoesNotReadStoryboardsForASpecWithErrors() {
        let broken = PackagePaths.fixtures.appendingPathComponent("invalid/unknown-style.yml").path
        let (status, output) = NavGenTool.run(["verify", broken, "--resources", Self.resources])
        #expect(status == .failure)
        let expected = try? String(contentsOf: PackagePaths.fixtures.appendingPathComponent("invalid/unknown-style.diagnostics"), encoding: .utf8)
        #expect(PackagePaths.relative(output.standardError) == expected, "the spec's diagnostics, and nothing of the storyboards")
    }

    @Test func verifyAnnotatesForGitHub() {
        let spec = Self.verifyCases.appendingPathComponent("segue-missing.yml")
        let (status, output) = NavGenTool.run(["verify", spec.path, "--resources", Self.resources, "--diagnostics-format", "github"])
        #expect(status == .failure)
        #expect(
            PackagePaths.relative(output.standardOutput)
                == "::error file=Fixtures/storyboards/verify/segue-missing.yml,line=36,col=5::the scene of screen 'ProductList' in storyboard 'Main' has no segue 'showFilter'; did you mean 'showFilters'? [missing-segue]\n"
        )
    }

    @Test func verifyWritesItsStampOnlyWhenItSucceeds() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stamp = folder.appendingPathComponent("navigation.verified.swift")
        let failing = Self.verifyCases.appendingPathComponent("segue-missing.yml").path
        #expect(NavGenTool.run(["verify", failing, "--resources", Self.resources, "--stamp", stamp.path]).status == .failure)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
        let passing = Self.shop.appendingPathComponent("navigation.yml").path
        #expect(NavGenTool.run(["verify", passing, "--stamp", stamp.path]).status == .success)
        #expect(
            try String(contentsOf: stamp, encoding: .utf8)
                == "// navgen verify: navigation.yml matches the Interface Builder files of its target.\n")
    }

    @Test func importWritesANewFileAndNeverOverwritesOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("navigation.yml").path
        let first = NavGenTool.run(["import", Self.resources, "--output", spec])
        #expect(first.status == .success)
        #expect(first.output.standardOutput == "wrote \(spec)\n")
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == NavGenTool.run(["import", Self.resources]).output.standardOutput)
        try Data("# mine\n".utf8).write(to: URL(fileURLWithPath: spec))
        let second = NavGenTool.run(["import", Self.resources, "--output", spec])
        #expect(second.status == .usage)
        #expect(second.output.standardError.contains("'\(spec)' exists; navgen import does not overwrite a spec"))
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == "# mine\n")
    }

    @Test func importTakesSeveralFolders() {
        let both = NavGenTool.run(["import", Self.resources + "/Base.lproj", Self.resources + "/Cells"])
        #expect(both.status == .success)
        #expect(both.output.standardOutput.hasPrefix("# Written by `navgen import` from 3 Interface Builder files."))
        #expect(both.output.standardOutput.contains("  CouponCell:\n"))
        #expect(NavGenTool.run(["import"]).status == .usage)
    }

    @Test func importWritesNothingWhenAFileCannotBeRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("navigation.yml").path
        let malformed = Self.verifyCases.appendingPathComponent("malformed").path
        let (status, output) = NavGenTool.run(["import", malformed, "--output", spec])
        #expect(status == .failure)
        #expect(PackagePaths.relative(output.standardError).hasPrefix("Fixtures/storyboards/verify/malformed/Empty.xib:1:1: error: "))
        #expect(!FileManager.default.fileExists(atPath: spec))
    }
}

/// The command table's lists: an option with several values, a last argument that takes the rest.
@Suite struct CommandTableListTests {
    static let command = Command(
        words: ["try"], summary: "",
        arguments: [Argument(name: "FIRST", help: ""), Argument(name: "REST", help: "", isVariadic: true)],
        options: [
            Option(name: "--in", valueName: "DIR", help: "", takesList: true), Option(name: "--one", valueName: "X", help: ""),
            Option(name: "--flag", help: ""),
        ],
        run: { _, _ in .success })

    @Test func aListOptionTakesValuesUpToTheNextOption() throws {
        let invocation = try Self.command.parse(["a", "--in", "x", "y", "--flag", "b", "--in", "z", "--one", "1", "c"])
        #expect(invocation.list("--in") == ["x", "y", "z"])
        #expect(invocation.positionals == ["a", "b", "c"])
        #expect(invocation.value("--one") == "1")
        #expect(invocation.has("--flag"))
    }

    @Test func aListOptionWithAnEqualsSignTakesOneValue() throws {
        let invocation = try Self.command.parse(["--in=x", "a", "b"])
        #expect(invocation.list("--in") == ["x"])
        #expect(invocation.positionals == ["a", "b"])
    }

    @Test func aListOptionNeedsAValue() {
        #expect(throws: UsageError.self) { try Self.command.parse(["a", "b", "--in"]) }
        #expect(throws: UsageError.self) { try Self.command.parse(["a", "b", "--in", "--flag"]) }
    }

    @Test func aVariadicArgumentTakesTheRestAndNeedsOne() throws {
        #expect(try Self.command.parse(["a", "b", "c", "d"]).positionals == ["a", "b", "c", "d"])
        #expect(throws: UsageError.self) { try Self.command.parse(["a"]) }
    }

    @Test func theUsageShowsLists() {
        #expect(Self.command.help.contains("USAGE: navgen try FIRST REST... [--in DIR...] [--one X] [--flag]"))
    }

    @Test func aSingleValueOptionKeepsTheLastValue() throws {
        #expect(try Self.command.parse(["a", "b", "--one", "1", "--one", "2"]).value("--one") == "2")
    }
}
