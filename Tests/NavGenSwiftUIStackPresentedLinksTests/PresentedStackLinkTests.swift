import Foundation
import Testing

/// The stack router of Fixtures/SheetStackLinks (`SheetStackNavigation.swift`, a link to its
/// expected `swiftui-stack.swift`, beside its `DeepLink`) opening links into a navigation
/// controller presented as a sheet: the sheet's stack starts at its root's route and holds the
/// routes pushed in it, and what is presented inside it has a stack of its own.
@MainActor
@Suite struct PresentedStackLinkTests {
    typealias State = NavigationRouter.State

    /// Every link of the fixture, read from its URL, with the navigation it opens from a fresh start.
    static let links: [(String, State)] = [
        ("https://mail.example.com/drafts/7", State(presentation: .sheet(route: .compose(draftID: 7), state: State()))),
        (
            "https://mail.example.com/drafts/7/attachments?hidden=true",
            State(presentation: .sheet(route: .compose(draftID: 7), state: State(path: [.attachments(draftID: 7, showsHidden: true)])))
        ),
        (
            "https://mail.example.com/drafts/7/preview",
            State(
                presentation: .sheet(
                    route: .compose(draftID: 7),
                    state: State(presentation: .fullScreenCover(route: .preview(draftID: 7), state: State()))))
        ),
        (
            "https://mail.example.com/drafts/7/library",
            State(
                presentation: .sheet(
                    route: .compose(draftID: 7),
                    state: State(path: [.attachments(draftID: 7)], presentation: .sheet(route: .library, state: State()))))
        ),
        (
            "https://mail.example.com/drafts/7/library/summer%20trip",
            State(
                presentation: .sheet(
                    route: .compose(draftID: 7),
                    state: State(
                        path: [.attachments(draftID: 7)],
                        presentation: .sheet(route: .library, state: State(path: [.album(albumID: "summer trip")])))))
        ),
    ]

    @Test func everyLinkOpensInThePresentedStack() throws {
        for (url, expected) in Self.links {
            let link = try #require(URL(string: url).flatMap(DeepLink.init(url:)), "\(url)")
            #expect(State(opening: link) == expected, "\(url)")
            let router = NavigationRouter()
            router.open(link)
            #expect(router.state == expected, "\(url)")
        }
    }

    @Test func theRoutesPushedInTheSheetAreOnItsOwnStack() throws {
        let router = NavigationRouter()
        router.open(.album(draftID: 3, albumID: "a"))
        #expect(router.path.isEmpty, "the app's stack pushes nothing")
        let compose = try #require(router.sheet)
        #expect(compose.root == .compose(draftID: 3) && compose.path == [.attachments(draftID: 3)])
        let library = try #require(compose.sheet)
        #expect(library.root == .library && library.path == [.album(albumID: "a")])
        #expect(compose.fullScreenCover == nil && library.sheet == nil)
    }

    @Test func aLinkOpenedInsideTheSheetReplacesTheWholeNavigation() throws {
        let router = NavigationRouter()
        router.open(.album(draftID: 3, albumID: "a"))
        let library = try #require(router.sheet?.sheet)
        library.open(.preview(draftID: 4))
        #expect(router.state == State(opening: .preview(draftID: 4)))
        #expect(router.sheet?.path == [] && router.sheet?.sheet == nil)
    }

    @Test func theNavigationInsideTheSheetsReadsBackFromJSON() throws {
        let router = NavigationRouter()
        router.open(.album(draftID: 5, albumID: "b"))
        router.sheet?.sheet?.push(.album(albumID: "c"))
        let saved = try JSONEncoder().encode(router.state)
        let restored = NavigationRouter(state: try JSONDecoder().decode(State.self, from: saved))
        #expect(restored.state == router.state)
        #expect(restored.sheet?.root == .compose(draftID: 5) && restored.sheet?.path == [.attachments(draftID: 5)])
        #expect(restored.sheet?.sheet?.root == .library && restored.sheet?.sheet?.path == [.album(albumID: "b"), .album(albumID: "c")])
    }
}
