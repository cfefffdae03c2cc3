import Foundation
import NavGenCore
import NavGenTestSupport
import Testing

/// The version is set in one place, `NavGenVersion.current`; CHANGELOG.md must name it as its
/// latest release, as `scripts/make-artifactbundle` requires before it builds one.
@Suite struct VersionTests {
    @Test func theVersionIsSemantic() {
        let parts = NavGenVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    }

    @Test func theChangelogsLatestReleaseIsTheVersion() throws {
        let changelog = try String(contentsOf: PackagePaths.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]", "Keep a Changelog: unreleased changes come first")
        let released = headings.dropFirst().first
        #expect(released?.hasPrefix("## [\(NavGenVersion.current)] - ") == true, "CHANGELOG.md's latest release is \(released ?? "missing")")
    }
}
