/// A line diff of two texts in the unified format of `diff -u` and `git diff`.
public struct UnifiedDiff: Sendable {
    /// Lines of context around each change.
    public var contextLines: Int

    public init(contextLines: Int = 3) {
        self.contextLines = contextLines
    }

    private enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The diff from `old` to `new` with `---` / `+++` headers, or nil when the texts are equal.
    public func diff(from old: String, to new: String, oldName: String, newName: String) -> String? {
        guard old != new else { return nil }
        let oldLines = Self.lines(old)
        let newLines = Self.lines(new)
        let edits = Self.edits(from: oldLines, to: newLines)
        var text = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits) {
            text += hunk
        }
        return text
    }

    /// The 1-based line of `new` where it first differs from `old`: where an annotation points.
    public static func firstChangedLine(from old: String, to new: String) -> Int {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        let same = zip(oldLines, newLines).prefix { $0 == $1 }.count
        return min(same + 1, max(newLines.count - 1, 1))
    }

    /// Lines without their terminators; a missing final newline is marked as `diff` does.
    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else if !lines.isEmpty {
            lines[lines.count - 1] += "\n\\ No newline at end of file"
        }
        return lines
    }

    /// The edit script, from the standard library's difference of the two line arrays.
    private static func edits(from old: [String], to new: [String]) -> [Edit] {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                edits.append(.removed(old[i]))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                edits.append(.added(new[j]))
                j += 1
            } else {
                edits.append(.same(old[i]))
                i += 1
                j += 1
            }
        }
        return edits
    }

    /// Groups changes with their context into `@@ -a,b +c,d @@` hunks.
    private func hunks(_ edits: [Edit]) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard let firstChange = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var current = max(0, firstChange - contextLines)...min(edits.count - 1, firstChange + contextLines)
        for index in changed.dropFirst() {
            let range = max(0, index - contextLines)...min(edits.count - 1, index + contextLines)
            if range.lowerBound <= current.upperBound + 1 {
                current = current.lowerBound...range.upperBound
            } else {
                ranges.append(current)
                current = range
            }
        }
        ranges.append(current)

        var result: [String] = []
        var oldLine = 1
        var newLine = 1
        var position = 0
        for range in ranges {
            for edit in edits[position..<range.lowerBound] { advance(edit, &oldLine, &newLine) }
            let slice = edits[range]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            var hunk = "@@ -\(Self.range(oldLine, oldCount)) +\(Self.range(newLine, newCount)) @@\n"
            for edit in slice {
                switch edit {
                case .same(let line): hunk += " \(line)\n"
                case .removed(let line): hunk += "-\(line)\n"
                case .added(let line): hunk += "+\(line)\n"
                }
                advance(edit, &oldLine, &newLine)
            }
            result.append(hunk)
            position = range.upperBound + 1
        }
        return result
    }

    private func advance(_ edit: Edit, _ oldLine: inout Int, _ newLine: inout Int) {
        switch edit {
        case .same:
            oldLine += 1
            newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
    }

    /// `start,count` as `diff -u` writes it: an empty range names the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : "\(start),\(count)"
    }
}
