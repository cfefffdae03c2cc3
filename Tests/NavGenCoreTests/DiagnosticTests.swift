import NavGenCore
import Testing

@Suite struct DiagnosticTests {
    let file = "spec.yml"

    func at(_ line: Int, _ column: Int) -> NavGenCore.SourceLocation {
        NavGenCore.SourceLocation(file: file, line: line, column: column)
    }

    @Test func formattedLikeClangWithNotesOnTheirOwnLines() {
        let diagnostic = Diagnostic.error(
            "duplicate key 'class'", at: at(6, 5), notes: [.init("'class' is first defined here", at: at(4, 5))])
        #expect(
            diagnostic.formatted
                == "spec.yml:6:5: error: duplicate key 'class'\nspec.yml:4:5: note: 'class' is first defined here")
        #expect(Diagnostic(.warning, "unused", at: at(1, 2)).formatted == "spec.yml:1:2: warning: unused")
        #expect(Diagnostic.error("cannot read", at: nil).formatted == "error: cannot read")
    }

    @Test func textFromTheSpecCannotStartALineOfItsOwn() {
        let diagnostic = Diagnostic.error(
            "segue 'a\nspec.yml:1:1: error: forged' \u{202E}txt.exe\t\r\u{2028}\u{0}", at: at(2, 3),
            notes: [.init("'x\ny' is here", at: NavGenCore.SourceLocation(file: "a\nb.yml", line: 1, column: 1))])
        #expect(
            diagnostic.formatted
                == #"spec.yml:2:3: error: segue 'a\nspec.yml:1:1: error: forged' \u{202E}txt.exe\t\r\u{2028}\u{0}"#
                + "\n" + #"a\nb.yml:1:1: note: 'x\ny' is here"#)
    }

    @Test func everyASCIIControlAndDeleteAreEscapedAndOtherASCIIStands() {
        for value in UInt8(0)...0x7F {
            let character = String(UnicodeScalar(value))
            let shown = Diagnostic.error("a\(character)b", at: nil).formatted
            let expected = switch value {
            case 0x0A: #"\n"#
            case 0x0D: #"\r"#
            case 0x09: #"\t"#
            case 0..<0x20, 0x7F: #"\u{"# + String(value, radix: 16, uppercase: true) + "}"
            default: character
            }
            #expect(shown == "error: a\(expected)b", "byte \(value)")
        }
    }

    @Test func beyondASCIIOnlyControlFormatAndSeparatorCharactersAreEscaped() {
        let diagnostic = Diagnostic(.warning, "caf\u{E9} \u{1F600} \u{85}\u{200B}\u{2029}", at: at(1, 1))
        #expect(diagnostic.formatted == #"spec.yml:1:1: warning: caf\#u{E9} \#u{1F600} \u{85}\u{200B}\u{2029}"#)
    }

    @Test func sortedByLineThenColumnWithUnlocatedFirstAndTiesInOrder() {
        let diagnostics: [Diagnostic] = [
            .error("c", at: at(3, 1)),
            Diagnostic(.warning, "b2", at: at(2, 7)),
            .error("a", at: at(2, 5)),
            .error("none", at: nil),
            .error("b2 again", at: at(2, 7)),
            .error("late", at: at(10, 1)),
        ]
        #expect(diagnostics.sortedByLocation().map(\.message) == ["none", "a", "b2", "b2 again", "c", "late"])
    }

    @Test func linesCompareAsNumbers() {
        #expect(at(9, 1) < at(10, 1))
        #expect(at(1, 9) < at(1, 10))
        #expect(NavGenCore.SourceLocation(file: "a.yml", line: 9, column: 9) < NavGenCore.SourceLocation(file: "b.yml", line: 1, column: 1))
    }

    @Test func errorsAreCounted() {
        #expect(![Diagnostic(.warning, "w", at: nil)].containsErrors)
        #expect([Diagnostic(.warning, "w", at: nil), .error("e", at: nil)].containsErrors)
        #expect(![Diagnostic]().containsErrors)
    }
}
