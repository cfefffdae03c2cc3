// The navigators of the swiftui-stack output of Fixtures/SheetStackLinks, driven as the app's
// views drive them: each made with the router of the stack its screen is on, as `@Navigator`
// makes it, through the compose sheet's stack into the library sheet it presents, each
// transition checked on the routers' paths and presentations. FixtureBehaviourTests requires
// every navigator method to be called here.

@MainActor
func checkNavigators() {
    let router = NavigationRouter()
    InboxNavigator(router: router).presentComposeNav(draftID: 7)
    check(router.sheet?.root == .compose(draftID: 7) && router.sheet?.path == [] && router.fullScreenCover == nil, "presentComposeNav presents the compose screen as a sheet with a stack of its own")
    guard let compose = router.sheet else { return }

    ComposeNavigator(router: compose).presentPreview(draftID: 7)
    check(compose.fullScreenCover?.root == .preview(draftID: 7) && router.sheet === compose, "the compose screen's presentPreview covers the screen from the sheet's stack")
    ComposeNavigator(router: compose).pushAttachments(draftID: 7)
    check(compose.path == [.attachments(draftID: 7, showsHidden: false)] && router.path.isEmpty, "pushAttachments pushes on the sheet's stack, with its default, not on the app's")
    AttachmentsNavigator(router: compose).presentLibraryNav()
    check(compose.sheet?.root == .library && compose.sheet?.path == [] && compose.fullScreenCover == nil, "the attachments' presentLibraryNav presents the library as a sheet of the sheet's stack, instead of the preview")
    guard let library = compose.sheet else { return }

    LibraryNavigator(router: library).pushAlbum(albumID: "summer trip")
    check(library.path == [.album(albumID: "summer trip")] && compose.path == [.attachments(draftID: 7, showsHidden: false)], "the library pushes the album on its own sheet's stack")
    let shown = NavigationRouter.State(
        presentation: .sheet(
            route: .compose(draftID: 7),
            state: NavigationRouter.State(
                path: [.attachments(draftID: 7, showsHidden: false)],
                presentation: .sheet(route: .library, state: NavigationRouter.State(path: [.album(albumID: "summer trip")])))))
    check(router.state == shown, "the app's state holds both sheets' stacks")
}
