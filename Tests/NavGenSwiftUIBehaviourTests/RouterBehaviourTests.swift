import Testing

/// The generated `@Observable` routers of Fixtures/HomeObservable, compiled into this target and
/// driven the way an app's tests drive them.
@MainActor
@Suite struct RouterBehaviourTests {
    @Test func activatingADestinationCreatesItAndRaisesItsFlag() {
        let router = HomeRouter()
        #expect(!router.isDetailActivated)
        #expect(router.activatedDetail == nil)
        router.activateDetail(itemID: 42)
        #expect(router.isDetailActivated)
        #expect(router.activatedDetail == DetailView(itemID: 42))
        #expect(!router.isComposeActivated && !router.isPlayerActivated)
    }

    @Test func goingBackResetsTheFlagThroughItsSetter() {
        let router = HomeRouter()
        router.activatePlayer()
        #expect(router.isPlayerActivated && router.activatedPlayer == PlayerView())
        router.isPlayerActivated = false
        #expect(!router.isPlayerActivated)
    }

    @Test func anAlertWithoutParametersHasTheSpecsTexts() throws {
        let router = HomeRouter()
        router.activateNetworkErrorAlert()
        let item = try #require(router.alertItem)
        guard case .networkError(let title, let message, let ok) = item.type else {
            Issue.record("expected a networkError alert, got \(item.type)")
            return
        }
        #expect(title == "Error")
        #expect(message == "Could not reach the server. Please try again.")
        #expect(ok == "OK")
    }

    @Test func anAlertParameterFillsItsPlaceholder() throws {
        let router = HomeRouter()
        router.activateOtherErrorAlert(message: "The disk is full.")
        let item = try #require(router.alertItem)
        guard case .otherError(_, let message, _) = item.type else {
            Issue.record("expected an otherError alert, got \(item.type)")
            return
        }
        #expect(message == "The disk is full.")
    }

    @Test func anOptionalAlertParameterInsertsItsValueOrNothing() throws {
        let router = HomeRouter()
        var messages: [String] = []
        for reason in ["Offline.", nil] {
            router.activateSyncErrorAlert(reason: reason)
            guard case .syncError(_, let message, _) = try #require(router.alertItem).type else {
                Issue.record("expected a syncError alert")
                return
            }
            messages.append(message)
        }
        #expect(messages == ["The sync stopped. Offline.", "The sync stopped. "])
    }

    @Test func everyAlertIsANewIdentity() throws {
        let router = HomeRouter()
        router.activateNetworkErrorAlert()
        let first = try #require(router.alertItem).id
        router.activateNetworkErrorAlert()
        #expect(try #require(router.alertItem).id != first)
    }

    @Test func aRouterIsUsableThroughItsProtocol() {
        let router: any HomeRouting = HomeRouter()
        router.activateCompose(draft: "Hello")
        #expect(router.isComposeActivated)
        #expect(router.activatedCompose == ComposeView(draft: "Hello"))
        let detail: any DetailRouting = DetailRouter()
        detail.activateRelated(itemID: 7)
        #expect(detail.activatedRelated == DetailView(itemID: 7))
    }
}
