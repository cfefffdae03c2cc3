import NavGenCore
import Testing

@testable import NavGenCommandLine

/// The GitHub Actions annotations that `--diagnostics-format github` prints.
@Suite struct DiagnosticPrinterTests {
    @Test func annotationEscapesWhatTheWorkflowCommandSyntaxReserves() {
        let location = NavGenCore.SourceLocation(file: "a:b,c%\u{E9}.yml", line: 3, column: 4)
        #expect(
            DiagnosticPrinter.annotation("warning", "50% caf\u{E9}\r\nnext: a, b", at: location)
                == "::warning file=a%3Ab%2Cc%25\u{E9}.yml,line=3,col=4::50%25 caf\u{E9}%0D%0Anext: a, b")
    }

    @Test func aLineBreakThatACombiningMarkFollowsIsEscapedToo() {
        #expect(
            DiagnosticPrinter.annotation("error", "a\n\u{301}::error::forged %\u{301}", at: nil)
                == "::error::a%0A\u{301}::error::forged %25\u{301}")
    }

    @Test func annotationWithoutALocationOrAnythingToEscape() {
        #expect(DiagnosticPrinter.annotation("error", "cannot read 'spec.yml'", at: nil) == "::error::cannot read 'spec.yml'")
    }
}
