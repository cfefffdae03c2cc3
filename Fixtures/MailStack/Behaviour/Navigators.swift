import Foundation

// The navigators of the swiftui-stack output of Fixtures/MailStack, driven as the app's views
// drive them: each made with the router of the stack its screen is on, as `@Navigator` makes it,
// and each of its transitions checked on the routers' paths and presentations, above all the
// ways back: popTo a screen on the path and one that is not, popToRoot, and dismiss.
// FixtureBehaviourTests requires every navigator method to be called here.

@MainActor
func checkNavigators() {
    let router = NavigationRouter()
    InboxNavigator(router: router).pushFolder(folderID: "work")
    FolderNavigator(router: router).pushThread(threadID: 3)
    ThreadNavigator(router: router).pushMessage(messageID: 30)
    let message: [NavigationRoute] = [.folder(folderID: "work"), .thread(threadID: 3), .message(messageID: 30, isUnread: false)]
    check(router.path == message, "the inbox, the folder and the thread push the folder, the thread and the message, with its default")

    MessageNavigator(router: router).goBackToFolder()
    check(router.path == [.folder(folderID: "work")], "the message's goBackToFolder pops to the folder on the path")
    FolderNavigator(router: router).pushThread(threadID: 4)
    ThreadNavigator(router: router).pushMessage(messageID: 40, isUnread: true)
    MessageNavigator(router: router).goBackToRoot()
    check(router.path.isEmpty, "the message's goBackToRoot pops every route")

    // A stack without a folder, as a restored state can be: popping to the folder pops to the root.
    router.replace(with: [.thread(threadID: 5), .message(messageID: 50)])
    MessageNavigator(router: router).goBackToFolder()
    check(router.path.isEmpty, "goBackToFolder with no folder on the path pops to the root")

    router.replace(with: message)
    MessageNavigator(router: router).presentComposer(replyTo: 30)
    check(router.sheet?.root == .composer(replyTo: 30) && router.sheet?.path == [] && router.fullScreenCover == nil, "the message's presentComposer presents the composer as a sheet with a stack of its own")
    guard let composer = router.sheet else { return }

    let draftID = UUID()
    ComposerNavigator(router: composer).pushAttachments(draftID: draftID)
    check(composer.path == [.attachments(draftID: draftID)] && router.path == message, "the composer pushes the attachments on the sheet's stack, not the app's")
    AttachmentsNavigator(router: composer).goBackToComposer()
    check(composer.path.isEmpty && router.sheet === composer, "the attachments' goBackToComposer pops to the composer at the sheet's root, which is not on the path")
    ComposerNavigator(router: composer).close()
    check(router.sheet == nil && router.path == message, "the composer's close dismisses the sheet, the app's stack as it was")

    let shown = router.state
    ComposerNavigator(router: router).close()
    check(router.state == shown, "close on the app's stack, which nothing presents, changes nothing")
}
