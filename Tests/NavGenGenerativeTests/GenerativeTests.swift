import Foundation
import NavGenSpecSynthesis
import Testing

/// The generative test of docs/Testing.md: synthesized specs of the seed `swift test` runs (or
/// the campaign the environment asks for), each judged by the oracle.
@Suite struct GenerativeTests {
    @Test func everySynthesizedSpecThatLintsCompilesAndRuns() {
        let campaign = Campaign.fromEnvironment()
        let report = campaign.run()
        print(report.summary)
        // Also in a file: the test runner's lines interleave with what a test prints.
        try? FileManager.default.createDirectory(at: campaign.findingsFolder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data((report.summary + "\n").utf8).write(to: campaign.reportFile)
        for finding in report.findings {
            Issue.record(Comment(rawValue: finding.message))
        }
        #expect(report.lintCleanRatio >= 0.6, "too few specs lint clean for the oracle to compile: \(report.summary)")
    }
}
