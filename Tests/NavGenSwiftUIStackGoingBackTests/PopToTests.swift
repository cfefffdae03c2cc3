import Foundation
import Testing

/// The ways back of the stack router that the swiftui-stack template generates for
/// Fixtures/MailStack (linked here as MailStackRouter.swift; a target of its own, since its
/// NavigationRoute is not Fixtures/Shop's): a `popTo` pops to the topmost route of its screen, or
/// to the stack's root when that screen is the root.
@MainActor
@Suite struct PopToTests {
    @Test func popToPopsToTheTopmostRouteOfItsScreen() {
        let router = NavigationRouter()
        router.replace(with: [
            .folder(folderID: "work"), .thread(threadID: 1), .folder(folderID: "archive"), .thread(threadID: 2),
            .message(messageID: 3),
        ])
        router.popToFolder()
        #expect(router.path == [.folder(folderID: "work"), .thread(threadID: 1), .folder(folderID: "archive")])
    }

    @Test func popToAScreenOnTopOfThePathLeavesItAsItIs() {
        let router = NavigationRouter()
        router.replace(with: [.thread(threadID: 1), .folder(folderID: "work")])
        router.popToFolder()
        #expect(router.path == [.thread(threadID: 1), .folder(folderID: "work")])
    }

    @Test func popToTheRootOfAPresentedStackEmptiesItsPath() throws {
        let router = NavigationRouter()
        router.push(.message(messageID: 3))
        router.presentSheet(.composer(replyTo: 3))
        let composer = try #require(router.sheet)
        composer.push(.attachments(draftID: UUID()))
        composer.popToComposer()
        #expect(composer.path.isEmpty)
        #expect(composer.root == .composer(replyTo: 3))
        #expect(router.path == [.message(messageID: 3)])
    }

    @Test func popToRootEmptiesThePath() {
        let router = NavigationRouter()
        router.replace(with: [.folder(folderID: "work"), .thread(threadID: 1), .message(messageID: 3)])
        router.popToRoot()
        #expect(router.path.isEmpty)
    }
}
