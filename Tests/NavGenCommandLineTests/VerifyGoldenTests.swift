import Foundation
import NavGenCommandLine
import NavGenTestSupport
import Testing

/// Every `Fixtures/storyboards/verify/<case>.yml` is verified against the Shop storyboards (or
/// the folder `verify/<case>/` when there is one), and what `navgen verify` prints is compared
/// with `verify/<case>.diagnostics`.
@Suite struct VerifyGoldenTests {
    static let folder = PackagePaths.fixtures.appendingPathComponent("storyboards/verify")
    static let shop = PackagePaths.fixtures.appendingPathComponent("storyboards/Shop/Resources")
    static let cases = PackagePaths.files(in: folder, endingIn: ".yml").map { $0.deletingPathExtension().lastPathComponent }

    static func resources(of name: String) -> URL {
        let own = folder.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: own.path) ? own : shop
    }

    @Test func thereIsACaseForEveryRule() {
        #expect(Self.cases.count >= 11)
    }

    @Test(arguments: cases)
    func diagnostics(of name: String) {
        let spec = Self.folder.appendingPathComponent(name + ".yml")
        let (status, output) = NavGenTool.run(["verify", spec.path, "--resources", Self.resources(of: name).path])
        let printed = PackagePaths.relative(output.standardError)
        if let diff = GoldenFile.mismatch(printed, expectedIn: Self.folder.appendingPathComponent(name + ".diagnostics")) {
            Issue.record(Comment(rawValue: diff))
        }
        #expect(status == (printed.contains(": error: ") ? .failure : .success))
        #expect(!printed.isEmpty, "every case finds at least one problem")
    }
}
