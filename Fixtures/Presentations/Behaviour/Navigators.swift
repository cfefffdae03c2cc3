// The navigators of the swiftui-stack output of Fixtures/Presentations, driven as the library's
// and the menu's views drive them: each made with the router of the stack its screen is on, as
// `@Navigator` makes it, and each presentation checked on that router's state: a sheet (as every
// popover and form sheet is) or a full-screen cover, with a stack of its own whose root is the
// screen presented. FixtureBehaviourTests requires every navigator method to be called here.

@MainActor
func checkNavigators() {
    let presentations: [(String, (NavigationRouter) -> Void, NavigationRouter.Presentation)] = [
        ("presentFilter", { LibraryNavigator(router: $0).presentFilter(query: "novels") }, .sheet(route: .filter(query: "novels"), state: NavigationRouter.State())),
        ("presentSort", { LibraryNavigator(router: $0).presentSort() }, .sheet(route: .sort, state: NavigationRouter.State())),
        ("presentMenu", { LibraryNavigator(router: $0).presentMenu() }, .sheet(route: .menu, state: NavigationRouter.State())),
        ("presentDetails", { LibraryNavigator(router: $0).presentDetails(bookID: 12) }, .sheet(route: .details(bookID: 12), state: NavigationRouter.State())),
        ("presentShare", { LibraryNavigator(router: $0).presentShare() }, .sheet(route: .share, state: NavigationRouter.State())),
        ("presentReader", { LibraryNavigator(router: $0).presentReader() }, .fullScreenCover(route: .reader, state: NavigationRouter.State())),
        ("presentCheckout", { LibraryNavigator(router: $0).presentCheckout() }, .sheet(route: .checkout, state: NavigationRouter.State())),
    ]
    for (name, present, expected) in presentations {
        let router = NavigationRouter()
        present(router)
        check(router.state == NavigationRouter.State(presentation: expected), "the library's \(name) presents its screen with an empty stack of its own, as a sheet or a full-screen cover as its style says")
    }

    let router = NavigationRouter()
    LibraryNavigator(router: router).presentMenu()
    guard let menu = router.sheet else {
        check(false, "the library presents the menu")
        return
    }
    MenuNavigator(router: menu).presentFilterFromMenu(query: "recent")
    check(menu.sheet?.root == .filter(query: "recent") && menu.fullScreenCover == nil, "the menu's presentFilterFromMenu presents the filter as a sheet from the menu's stack")
    check(router.sheet === menu, "the menu stays presented below it")
}
