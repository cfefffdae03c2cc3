import NavGenCore
import Testing

@testable import NavGenStoryboardSync

/// The importer writes storyboard names and identifiers as Interface Builder has them; each must
/// read back as the same string, however much it looks like YAML syntax.
@Suite struct YAMLTextTests {
    static let names = [
        "Main", "Main Menu", "main-menu", "v1.2", "yes", "No", "ON", "null", "~", "123", "1.5", "0x1F", "a: b", "#tag", "a #b",
        "- item", "quote\"d", "back\\slash", "ünïcode", "[x]", "{y}", "*alias", "&anchor", "!tag", "%dir", "@at", "`tick`",
        "trailing ", " leading", "x,y", "?", ":", "'single'",
        // YAML reads these as line breaks, which a quoted scalar folds.
        "next\u{85}line", "line\u{2028}separator", "paragraph\u{2029}separator", "carriage\rreturn",
    ]

    @Test(arguments: names)
    func aNameReadsBackAsItself(_ name: String) throws {
        let text = "version: 1\nscreens:\n  Home:\n    storyboard: \(YAMLText.scalar(name))\n"
        let result = SpecLoader().load(Array(text.utf8), file: "spec.yml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.graph?.screens.first?.storyboard?.name == name)
    }

    @Test func plainNamesStayPlain() {
        #expect(YAMLText.scalar("ProductList") == "ProductList")
        #expect(YAMLText.scalar("Main Menu") == "\"Main Menu\"")
    }
}
