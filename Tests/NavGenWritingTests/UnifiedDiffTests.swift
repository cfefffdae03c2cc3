import Foundation
import NavGenWriting
import Testing

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff().diff(from: "a\nb\n", to: "a\nb\n", oldName: "old", newName: "new") == nil)
    }

    @Test func oneChangedLineIsShownWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        let diff = UnifiedDiff().diff(from: old, to: new, oldName: "a.swift (on disk)", newName: "a.swift (from spec)")
        #expect(
            diff == """
                --- a.swift (on disk)
                +++ a.swift (from spec)
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n19\n", with: "\n")
        let diff = UnifiedDiff().diff(from: old, to: new, oldName: "a", newName: "b") ?? ""
        #expect(diff.components(separatedBy: "\n@@ ").count == 3)
        #expect(diff.contains("@@ -1,5 +1,5 @@\n 1\n-2\n+two\n"))
        #expect(diff.contains("@@ -16,5 +16,4 @@\n 16\n 17\n 18\n-19\n 20\n"))
    }

    @Test func aFileThatDidNotExistIsAllAdditions() {
        let diff = UnifiedDiff().diff(from: "", to: "a\nb\n", oldName: "x", newName: "y")
        #expect(diff == "--- x\n+++ y\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }

    @Test func aMissingFinalNewlineIsMarked() {
        let diff = UnifiedDiff().diff(from: "a\nb", to: "a\nb\n", oldName: "x", newName: "y") ?? ""
        #expect(diff.contains("-b\n\\ No newline at end of file\n+b\n"))
    }
}
