/// An outcome's lines as the regression fixtures record them: all of them when there are at most
/// forty, else the first and the last twenty around how many are left out, so that an input with
/// thousands of diagnostics keeps a readable expected file.
func summary(of lines: [String]) -> String {
    let shownAtEachEnd = 20
    var shown = lines
    if lines.count > 2 * shownAtEachEnd {
        shown = lines.prefix(shownAtEachEnd) + ["… \(lines.count - 2 * shownAtEachEnd) more lines …"]
            + lines.suffix(shownAtEachEnd)
    }
    return shown.map { $0 + "\n" }.joined()
}
