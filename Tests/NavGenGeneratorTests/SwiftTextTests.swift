import Testing

@testable import NavGenGenerator

@Suite struct SwiftLiteralTests {
    @Test func plainTextIsQuoted() {
        #expect(SwiftLiteral.string("TaskList") == "\"TaskList\"")
    }

    @Test func quotesBackslashesAndInterpolationsAreEscaped() {
        #expect(SwiftLiteral.string(#"a "b" \(c) \d"#) == #""a \"b\" \\(c) \\d""#)
    }

    @Test func lineBreaksAndControlCharactersAreEscaped() {
        #expect(SwiftLiteral.string("a\nb\rc\td\0e") == #""a\nb\rc\td\0e""#)
        #expect(SwiftLiteral.string("x\u{2028}y\u{202E}z\u{7}") == #""x\u{2028}y\u{202E}z\u{7}""#)
    }

    @Test func nonASCIILettersStayAsTheyAre() {
        #expect(SwiftLiteral.string("Écran 画面") == "\"Écran 画面\"")
    }

    @Test func docLinesSplitLinesAndDropInvisibleCharacters() {
        #expect(SwiftLiteral.docLines("First line.\nSecond line.  \n\n") == ["First line.", "Second line."])
        #expect(SwiftLiteral.docLines("a\u{2028}b\u{202E}c") == ["a b c"])
    }

    @Test func aCommentLineCannotEndEarly() {
        #expect(SwiftLiteral.commentLine("spec\n#error(\"x\").yml") == "spec #error(\"x\").yml")
        #expect(SwiftLiteral.commentLine("a\r\u{2028}b\u{85}c") == "a  b c")
    }
}

@Suite struct SwiftTypeTests {
    @Test(arguments: [
        "(User?) -> Void", "() -> Void", "@Sendable () -> Void", "@MainActor @Sendable (Int) throws -> [String]", " () -> Void",
        "  @Sendable (Int) -> Void",
    ])
    func functionTypesAreEscaping(_ type: String) {
        #expect(SwiftType.isFunction(type))
    }

    @Test(arguments: ["User", "(() -> Void)?", "[(Int) -> Void]", "Set<Tag>?", "Result<(Int) -> Void, Error>", "(Int, String)", " @Sendable User"])
    func otherTypesAreNot(_ type: String) {
        #expect(!SwiftType.isFunction(type))
    }
}

@Suite struct SwiftExpressionTests {
    typealias Expression = SwiftExpression

    let call = Expression.call(
        "self.init",
        [.init("path", .array([.code(".a(x: x)"), .code(".b")])), .init("presentation", .call(".sheet", [.init("route", .code(".c"))]))])

    @Test func anExpressionThatFitsStaysOnOneLine() {
        #expect(call.lines(fitting: 80) == ["self.init(path: [.a(x: x), .b], presentation: .sheet(route: .c))"])
        #expect(Expression.call("State", []).lines(fitting: 1) == ["State()"])
    }

    @Test func aCallIsBrokenOneArgumentALineBeforeWhatItHolds() {
        #expect(call.lines(fitting: 40) == ["self.init(", "    path: [.a(x: x), .b],", "    presentation: .sheet(route: .c))"])
    }

    @Test func whatStillDoesNotFitIsBrokenInTurn() {
        #expect(
            call.lines(fitting: 20) == [
                "self.init(", "    path: [", "        .a(x: x),", "        .b,", "    ],", "    presentation: .sheet(",
                "        route: .c))",
            ])
    }

    @Test func theClosingParenthesesOfTheCallsAroundCountOnTheLastLine() {
        // `    presentation: .sheet(route: .c))` is 36 columns, one more than it would be alone.
        #expect(call.lines(fitting: 35).last == "        route: .c))")
        #expect(call.lines(fitting: 36).last == "    presentation: .sheet(route: .c))")
    }
}
