import NavGenCore
import Testing

@Suite struct SwiftNameTests {
    @Test(arguments: ["Home", "画面", "Écran", "_private", "a1", "user_info", "class", "Self"])
    func identifiers(name: String) {
        #expect(SwiftName.isIdentifier(name))
    }

    @Test(arguments: ["", "_", "1abc", "a-b", "a b", "a.b", "$0", "a\u{2028}b", "🙂", "Ho\u{200D}me", "Ho\u{200B}me"])
    func notIdentifiers(name: String) {
        #expect(!SwiftName.isIdentifier(name))
    }

    @Test func keywordsAreEscapedWithBackticks() {
        #expect(SwiftName.escaped("default") == "`default`")
        #expect(SwiftName.escaped("class") == "`class`")
        #expect(SwiftName.escaped("Self") == "`Self`")
        #expect(SwiftName.escaped("home") == "home")
        #expect(SwiftName.escaped("Default") == "Default")
    }

    /// The keywords are found by length and first byte: every one of them, and no name that
    /// shares both, or is longer than the longest, or starts beyond ASCII.
    @Test func everyKeywordAndNothingElseIsAKeyword() {
        #expect(SwiftName.keywords.allSatisfy(SwiftName.isKeyword))
        for name in ["", "i", "ix", "Returns", "retur", "returm", "precedencegroups", "Screen1ViewController", "énum", "any", "self_"] {
            #expect(!SwiftName.isKeyword(name), "\(name)")
        }
    }

    @Test(arguments: [
        ("UserInfo", "userInfo"), ("URLList", "urlList"), ("A", "a"), ("URL", "url"), ("userInfo", "userInfo"),
        ("HTTPServer2", "httpServer2"), ("Écran", "écran"), ("画面", "画面"), ("_Home", "_Home"), ("ÉCRANList", "écranList"),
    ])
    func lowerCamelCase(name: String, expected: String) {
        #expect(SwiftName.lowerCamelCase(name) == expected)
    }

    @Test(arguments: [("userInfo", "UserInfo"), ("a", "A"), ("URL", "URL"), ("", ""), ("écran", "Écran")])
    func upperCamelCase(name: String, expected: String) {
        #expect(SwiftName.upperCamelCase(name) == expected)
    }

    @Test(arguments: [
        ("Main Menu", "mainMenu"), ("show-detail", "showDetail"), ("1st", "_1st"), ("main-menu", "mainMenu"),
        ("Main", "main"), ("show_detail", "show_detail"), ("  spaced  out ", "spacedOut"), ("", "_"), ("--", "_2D2D"), ("~", "_7E"),
        ("URL list", "urlList"), ("½ off", "off"), ("👍", "_1F44D"), ("\u{301}x", "_\u{301}x"), ("écran d'accueil", "écranDAccueil"), ("a\u{200D}b", "aB"),
    ])
    func lowerCamelCaseFromWords(text: String, expected: String) {
        #expect(SwiftName.lowerCamelCase(fromWords: text) == expected)
    }
}

@Suite struct SwiftCodeTextTests {
    @Test(arguments: [
        "User", "(User?) -> Void", "[String: [Int]]", "Set<Tag>?", "Result<A, B>", "@escaping () -> Void",
        "Dictionary<String, Array<Int>>", "(() -> Void)?", "any Sendable", "画面",
    ])
    func acceptedTypes(text: String) {
        #expect(SwiftCodeText.problem(in: text, as: .type) == nil)
    }

    @Test(arguments: [
        "nil", "[]", "\"a // b\"", "\"a /* b */ c\"", "URL(string: \"https://x\")!", "\"say \\\"hi\\\"; bye\"",
        "1 < 2", "a > b ? 1 : 2", "\"#tag\"", "{ _ in }",
    ])
    func acceptedExpressions(text: String) {
        #expect(SwiftCodeText.problem(in: text, as: .expression) == nil)
    }

    @Test(arguments: [
        ("", "is empty"),
        ("  ", "is empty"),
        ("User\nimport Foundation", "contains a line break, which would end the line of generated code"),
        ("User\r", "contains a carriage return, which would end the line of generated code"),
        ("User\u{2028}", "contains a line separator (U+2028), which would end the line of generated code"),
        ("User\u{2029}", "contains a paragraph separator (U+2029), which would end the line of generated code"),
        ("User\u{85}", "contains a next-line character (U+0085), which would end the line of generated code"),
        ("A\tB", "contains a tab, which has no place in generated code"),
        ("A\u{0}", "contains the control character U+0000, which has no place in generated code"),
        ("User // note", "contains a comment opener ('//')"),
        ("User /* note", "contains a comment opener ('/*')"),
        ("User */", "contains a comment closer ('*/')"),
        ("User; let x = 1", "contains ';', which would end the statement"),
        ("#if DEBUG", "contains '#', which could start a compiler directive"),
        ("[User]]", "has an unbalanced ']'"),
        ("(User]", "has an unbalanced ']'"),
        ("User>", "has an unbalanced '>'"),
        ("[String: [User]", "has an unclosed bracket (missing ']')"),
        ("Set<Tag", "has an unclosed bracket (missing '>')"),
        ("\"Untitled", "has an unterminated string literal"),
        ("\"ends in a backslash\\\"", "has an unterminated string literal"),
        ("Int = 1, evil: Int", "contains '=' outside brackets, which would end the type"),
        ("Int, evil: Int", "contains ',' outside brackets, which would end the parameter"),
        ("Int) -> Void", "has an unbalanced ')'"),
        ("x: Int", "contains ':' outside brackets, which would end the type"),
        // Text beyond ASCII is read as characters: a combining mark makes a bracket another one.
        ("[Écran]]", "has an unbalanced ']'"),
        ("Écran; x", "contains ';', which would end the statement"),
        ("(\u{301}Écran)", "has an unbalanced ')'"),
    ])
    func refusedTypes(text: String, problem: String) {
        #expect(SwiftCodeText.problem(in: text, as: .type) == problem)
    }

    @Test func anglesAreOnlyBracketsInTypes() {
        #expect(SwiftCodeText.problem(in: "a < b", as: .expression) == nil)
        #expect(SwiftCodeText.problem(in: "a < b", as: .type) == "has an unclosed bracket (missing '>')")
        #expect(SwiftCodeText.problem(in: "() -> Int", as: .type) == nil)
    }

    @Test func expressionsAreCheckedLikeTypes() {
        #expect(SwiftCodeText.problem(in: "0; exit(0)", as: .expression) == "contains ';', which would end the statement")
        #expect(SwiftCodeText.problem(in: "f(", as: .expression) == "has an unclosed bracket (missing ')')")
        #expect(SwiftCodeText.problem(in: "\"a\" // b", as: .expression) == "contains a comment opener ('//')")
        #expect(
            SwiftCodeText.problem(in: "1, evil: Int = 2", as: .expression)
                == "contains ',' outside brackets, which would end the parameter")
        #expect(
            SwiftCodeText.problem(in: "\"\"\"a\"\"\"", as: .expression)
                == "contains '\"\"\"', which starts a multi-line string literal")
        #expect(SwiftCodeText.problem(in: "f(1, 2)", as: .expression) == nil)
        #expect(SwiftCodeText.problem(in: "\"a, b\"", as: .expression) == nil)
    }
}

@Suite struct SuggestionTests {
    @Test func theClosestCandidateWithinTheLimitIsSuggested() {
        let keys = ["class", "view", "source", "storyboard", "identifier", "initial", "nib"]
        #expect(Suggestion.closest(to: "clas", in: keys) == "class")
        #expect(Suggestion.closest(to: "identifer", in: keys) == "identifier")
        #expect(Suggestion.closest(to: "Storyboard", in: keys) == "storyboard")
        #expect(Suggestion.closest(to: "class", in: keys) == nil, "the word itself is no hint")
        #expect(Suggestion.closest(to: "summary", in: keys) == nil)
        #expect(Suggestion.closest(to: "x", in: keys) == nil)
    }

    @Test func aSwapOfTwoLettersCountsAsOneEdit() {
        #expect(Suggestion.closest(to: "stlye", in: ["style", "segue"]) == "style")
        #expect(Suggestion.closest(to: "tabel", in: ["table", "collection"]) == "table")
    }

    /// Comparing costs the product of the lengths: a spec with long unknown names took 41 s in the
    /// fuzz build (found with the pipeline fuzz target; Fuzz/README.md).
    @Test func aWordOfMoreThanAHundredCharactersGetsNoHint() {
        let long = String(repeating: "a", count: 99)
        #expect(Suggestion.closest(to: long + "b", in: [long]) == long)
        #expect(Suggestion.closest(to: long + "bc", in: [long + "b"]) == nil)
    }

    @Test func tiesKeepTheFirstCandidate() {
        #expect(Suggestion.closest(to: "nip", in: ["nib", "nil"]) == "nib")
    }

    @Test func theHintIsAMessageSuffix() {
        #expect(Suggestion.hint(for: "pubic", in: ["internal", "public", "package"]) == "; did you mean 'public'?")
        #expect(Suggestion.hint(for: "zzz", in: ["internal", "public", "package"]) == "")
        #expect(Suggestion.hint(for: "a", in: [String]()) == "")
    }
}
