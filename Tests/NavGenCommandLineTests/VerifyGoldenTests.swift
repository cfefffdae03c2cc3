import Foundation
import NavGenCommandLine
import NavGenTestSupport
import Testing

/// Every `Fixtures/storyboards/verify/<case>.yml` is verified against the Shop storyboards (or
/// the folder `verify/<case>/` when there is one), and every `Fixtures/storyboards/<App>/verify/
/// <case>.yml` against `<App>/Resources`; what `navgen verify` prints is compared with
/// `<case>.diagnostics` beside it.
@Suite struct VerifyGoldenTests {
    static let storyboards = PackagePaths.fixtures.appendingPathComponent("storyboards")
    static let folder = storyboards.appendingPathComponent("verify")
    static let shop = storyboards.appendingPathComponent("Shop/Resources")
    /// Each case as the path of its spec without `.yml`, relative to `Fixtures/storyboards`.
    static let cases: [String] = {
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: storyboards.path)) ?? []
        return (["verify"] + apps.sorted().map { "\($0)/verify" }).flatMap { folder in
            PackagePaths.files(in: storyboards.appendingPathComponent(folder), endingIn: ".yml")
                .map { "\(folder)/\($0.deletingPathExtension().lastPathComponent)" }
        }
    }()

    static func resources(of name: String) -> URL {
        guard name.hasPrefix("verify/") else {
            return storyboards.appendingPathComponent(String(name.prefix { $0 != "/" })).appendingPathComponent("Resources")
        }
        let own = storyboards.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: own.path) ? own : shop
    }

    @Test func thereIsACaseForEveryRule() {
        #expect(Self.cases.count >= 13)
        #expect(Self.cases.contains("Messenger/verify/containers"))
    }

    @Test(arguments: cases)
    func diagnostics(of name: String) {
        let spec = Self.storyboards.appendingPathComponent(name + ".yml")
        let (status, output) = NavGenTool.run(["verify", spec.path, "--resources", Self.resources(of: name).path])
        let printed = PackagePaths.relative(output.standardError)
        if let diff = GoldenFile.mismatch(printed, expectedIn: Self.storyboards.appendingPathComponent(name + ".diagnostics")) {
            Issue.record(Comment(rawValue: diff))
        }
        #expect(status == (printed.contains(": error: ") ? .failure : .success))
        #expect(!printed.isEmpty, "every case finds at least one problem")
    }
}
