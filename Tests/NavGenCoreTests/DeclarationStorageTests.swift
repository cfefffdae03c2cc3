@testable import NavGenCore
import Testing

/// A screen's and a transition's declarations keep the keys few entries write apart from the
/// others (``Rare``); they still read and change as plain values.
@Suite struct DeclarationStorageTests {
    static func spec(_ yaml: String) throws -> Spec {
        var phases = UnobservedPhases()
        return try #require(SpecLoader().decode(Array(yaml.utf8), file: "spec.yml", lineOffset: 0, phases: &phases).spec)
    }

    @Test func aScreenReadsEveryKeyItWrites() throws {
        let spec = try Self.spec(
            """
            version: 1
            screens:
              Home:
                class: HomeViewController
                source: storyboard
                storyboard: Main
                identifier: false
                initial: true
                bundle: module
                bundleIdentifier: com.example.Kit
                injection: property
                entry: true
                inNavigation: true
                summary: The first screen.
                alerts: {failed: {title: Failed}}
                links: [/home]
                public: true
                lint: {disable: [unreachable-screen]}
              Tabs: {tabs: [Home], root: Home, primary: Home, secondary: Home, nib: TabsView}

            """)
        let home = spec.screens[0]
        #expect(home.source == Located(.storyboard, at: SourcePosition(line: 5, column: 13)))
        #expect(home.identifier?.value == NameOrNone.none)
        #expect(home.initial?.value == true)
        #expect(home.bundle?.value == .module)
        #expect(home.bundleIdentifier?.value == "com.example.Kit")
        #expect(home.injection?.value == .property)
        #expect(home.entry?.value == true)
        #expect(home.inNavigation?.value == true)
        #expect(home.summary?.value == "The first screen.")
        #expect(home.alerts.map(\.name.value) == ["failed"])
        #expect(home.links.map(\.value) == ["/home"])
        #expect(home.isPublic?.value == true)
        #expect(home.lint?.disable.map(\.value) == ["unreachable-screen"])
        #expect(home.root == nil && home.tabs == nil && home.nib == nil)
        let tabs = spec.screens[1]
        #expect(tabs.tabs?.value.map(\.value) == ["Home"])
        #expect([tabs.root, tabs.primary, tabs.secondary, tabs.nib].map { $0?.value } == ["Home", "Home", "Home", "TabsView"])
        #expect(tabs.entry == nil && tabs.alerts.isEmpty && tabs.links.isEmpty && tabs.lint == nil)
    }

    @Test func aTransitionReadsEveryKeyItWrites() throws {
        let spec = try Self.spec(
            """
            version: 1
            screens: {A: {class: A}, B: {class: B}}
            transitions:
              - {from: A, to: B, style: sheet, segue: showB, animated: false, summary: Shows B., detents: [medium], grabber: true}
              - {from: A, to: B, style: popover, anchor: barButtonItem, modalTransition: flipHorizontal, modalInPresentation: true, embed: navigation, lint: {errors: [missing-way-back]}}
              - {from: B, to: A}

            """)
        let (sheet, popover, plain) = (spec.transitions[0], spec.transitions[1], spec.transitions[2])
        #expect(sheet.segueIdentifier == Located("showB", at: SourcePosition(line: 4, column: 43)))
        #expect(sheet.animated?.value == false)
        #expect(sheet.summary?.value == "Shows B.")
        #expect(sheet.detents?.value.map(\.value) == [.medium])
        #expect(sheet.grabber?.value == true)
        #expect(popover.anchor?.value == .barButtonItem)
        #expect(popover.modalTransition?.value == .flipHorizontal)
        #expect(popover.modalInPresentation?.value == true)
        #expect(popover.embed?.value == .navigation)
        #expect(popover.lint?.errors.map(\.value) == ["missing-way-back"])
        #expect(popover.segue == nil && popover.detents == nil)
        #expect(plain.segue == nil && plain.summary == nil && plain.lint == nil && plain.detents == nil)
    }

    @Test func aCopyChangesApartFromItsOriginal() {
        let position = SourcePosition(line: 1, column: 1)
        var original = ScreenDeclaration(name: Located("Home", at: position))
        original.summary = Located("first", at: position)
        var copy = original
        copy.summary = Located("second", at: position)
        copy.entry = Located(true, at: position)
        copy.links = [Located("/home", at: position)]
        #expect(original.summary?.value == "first" && original.entry == nil && original.links.isEmpty)
        #expect(copy.summary?.value == "second" && copy.entry?.value == true && copy.links.count == 1)
    }
}
