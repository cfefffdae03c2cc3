// The navigators of the swiftui-stack output of Fixtures/TabsIOS18, whose tab bar is made of
// iOS 18's `Tab`: each made with the router of its tab's stack, as `@Navigator` makes it.
// FixtureBehaviourTests requires every navigator method to be called here.

@MainActor
func checkNavigators() {
    let navigation = MainNavigation()
    LibraryNavigator(router: navigation.libraryStack).pushAlbum()
    check(navigation.libraryStack.path == [.album] && navigation.search.path.isEmpty, "the library pushes an album on its own tab's stack")

    SearchNavigator(router: navigation.search).presentFilters()
    check(navigation.search.sheet?.root == .filters && navigation.search.path.isEmpty, "the search presents the filters as a sheet from its tab's stack")
    check(navigation.libraryStack.sheet == nil, "the library's tab presents nothing")
}
