// The navigator of the swiftui-stack output of Fixtures/ContainerLinks, driven as the inbox's
// view drives it: made with the router of the app's stack, as `@Navigator` makes it, and its
// transition checked on the router's presentation. FixtureBehaviourTests requires every
// navigator method to be called here.

@MainActor
func checkNavigators() {
    let router = NavigationRouter()
    InboxNavigator(router: router).presentComposeStack(draftID: 7)
    check(router.sheet?.root == .compose(draftID: 7, recipient: nil) && router.sheet?.path == [], "presentComposeStack presents the compose screen as a sheet with a stack of its own, without a recipient by default")
    check(router.fullScreenCover == nil && router.path.isEmpty, "above the app's stack as it was")
    InboxNavigator(router: router).presentComposeStack(draftID: 8, recipient: "ana")
    check(router.sheet?.root == .compose(draftID: 8, recipient: "ana"), "a second presentComposeStack presents the compose screen with its recipient instead")
}
