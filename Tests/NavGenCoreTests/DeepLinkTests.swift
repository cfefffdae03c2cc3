import NavGenCore
import Testing

/// The graph of a spec that must load without errors.
private func graph(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> NavigationGraph {
    let result = SpecLoader().load(Array(yaml.utf8), file: "spec.yml")
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
    return try #require(result.graph, sourceLocation: sourceLocation)
}

@Suite struct LinkPatternSyntaxTests {
    @Test func readsPathSegmentsAndQueryItems() throws {
        let syntax = try LinkPatternSyntax.parse("/users/{userID}/tasks?tab={tab}&sort={order}").get()
        #expect(syntax.segments == [.literal("users"), .placeholder("userID"), .literal("tasks")])
        #expect(syntax.queryItems.map(\.name) == ["tab", "sort"])
        #expect(syntax.placeholders == ["userID", "tab", "order"])
    }

    @Test func theRootIsThePathOfNoSegments() throws {
        #expect(try LinkPatternSyntax.parse("/").get().segments == [])
        #expect(try LinkPatternSyntax.parse("/?q={query}").get().queryItems.map(\.placeholder) == ["query"])
    }

    @Test(arguments: [
        ("users", "must start with '/'"),
        ("/users/", "has an empty path segment ('//' or a trailing '/')"),
        ("/a/{b}c", "has a placeholder that is not a whole path segment ('{b}c')"),
        ("/a?x", "has a query item 'x' that is not 'name={placeholder}'"),
        ("/a?x={y}&x={z}", "names the query item 'x' twice"),
        ("/a#b", "has a fragment ('#'), which a link does not match"),
        ("/caf%C3%A9", "has '%' in 'caf%C3%A9'; literal text of a link is letters, digits, '-', '.', '_' and '~'"),
        ("/{}", "has a placeholder without a name ('{}')"),
    ])
    func refuses(_ pattern: String, _ phrase: String) {
        guard case .failure(let problem) = LinkPatternSyntax.parse(pattern) else {
            Issue.record("'\(pattern)' was read")
            return
        }
        #expect(problem.phrase == phrase)
    }
}

@Suite struct DeepLinkResolutionTests {
    static let shop = """
        version: 1
        links: { schemes: [HTTPS, myshop], hosts: [Shop.Example.com] }
        screens:
          Catalog: { entry: true, source: code }
          Category:
            source: code
            parameters: { categoryID: String, sort: { type: String, default: '"name"' } }
          Product:
            source: code
            parameters: { categoryID: String, productID: Int, tab: { type: Tab?, default: nil } }
            links: ["/categories/{categoryID}/products/{productID}?tab={tab}", "/p/{categoryID}/{productID}?tab={tab}"]
          Search: { source: code }
          Cart: { source: code, links: [/cart] }
        transitions:
          - { from: Catalog, to: Search }
          - { from: Search, to: Product }
          - { from: Catalog, to: Category }
          - { from: Category, to: Product }
          - { from: Catalog, to: Cart, style: formSheet, embed: navigation }
        """

    @Test func schemesAndHostsAreLowercased() throws {
        let links = try #require(try graph(Self.shop).deepLinks)
        #expect(links.schemes == ["https", "myshop"])
        #expect(links.hosts == ["shop.example.com"])
        #expect(links.customSchemes == ["myshop"])
    }

    @Test func standardTypesWrittenWithTheirModuleAreReadAsThemselves() throws {
        let graph = try graph(
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Home: { source: code, entry: true, inNavigation: true }
              Item:
                source: code
                parameters: { a: Swift.String, b: Swift.Int, c: Swift.Double?, d: Swift.Bool, e: Foundation.UUID, f: App.Tab }
                links: ["/items/{a}/{b}/{d}/{e}?c={c}&f={f}"]
            transitions:
              - { from: Home, to: Item }
            """)
        let values = try #require(graph.deepLinks?.destinations.first?.values)
        #expect(values.map(\.kind) == [.string, .int, .bool, .uuid, .double, .rawValue("App.Tab")])
    }

    @Test func valuesComeInTheOrderOfTheFirstPatternWithTheirKinds() throws {
        let product = try #require(try graph(Self.shop).deepLinks?.destinations.first)
        #expect(product.values.map(\.name) == ["categoryID", "productID", "tab"])
        #expect(product.values.map(\.kind) == [.string, .int, .rawValue("Tab")])
        #expect(product.values.map(\.mayBeAbsent) == [false, false, true])
        #expect(product.patterns[1].segments == [.literal("p"), .value(0), .value(1)])
    }

    @Test func theBackStackIsTheShortestWayAndTiesGoToTheTransitionWrittenFirst() throws {
        let graph = try graph(Self.shop)
        let product = try #require(graph.deepLinks?.destinations.first)
        // Catalog → Search → Product and Catalog → Category → Product are as long; Search is written first.
        #expect(product.route.map { graph.screens[$0.screen].name } == ["Catalog", "Search", "Product"])
        #expect(product.route.map(\.transition) == [nil, 0, 1])
        #expect(product.route[2].arguments == [.linkValue(0), .linkValue(1), .linkValue(2)])
    }

    @Test func aScreenBelowTakesTheLinksValuesByNameAndItsDefaultsOtherwise() throws {
        // Without Search, the way to Product goes through Category.
        let spec = Self.shop.replacingOccurrences(of: "  - { from: Catalog, to: Search }\n", with: "")
            .replacingOccurrences(of: "  - { from: Search, to: Product }\n", with: "")
        let graph = try graph(spec)
        let product = try #require(graph.deepLinks?.destinations.first)
        #expect(product.route.map { graph.screens[$0.screen].name } == ["Catalog", "Category", "Product"])
        #expect(product.route[1].arguments == [.linkValue(0), .defaultValue("\"name\"")])
    }

    @Test func anEntryNavigationControllerStartsTheWayAtItsRoot() throws {
        let graph = try graph(
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Main: { entry: true, root: Home, source: code }
              Home: { source: code }
              Detail: { source: code, links: [/detail] }
            transitions:
              - { from: Home, to: Detail }
            """)
        let detail = try #require(graph.deepLinks?.destinations.first)
        #expect(detail.route.map { graph.screens[$0.screen].name } == ["Home", "Detail"])
    }

    /// A link chooses the tabs and columns of an entry screen's containers, as deep as they
    /// nest: those screens are there already, so they take none of its values, and the screens
    /// after them are made with them.
    @Test func theWayGoesThroughTheContainersOfAnEntryScreen() throws {
        let graph = try graph(
            """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Main: { entry: true, source: code, tabs: [Search, Account] }
              Search: { source: code }
              Account: { source: code, primary: Menu, secondary: OrdersStack }
              Menu: { source: code }
              OrdersStack: { source: code, root: Orders }
              Orders: { source: code, parameters: { filter: { type: String, default: '""' } } }
              Order:
                source: code
                parameters: { orderID: Int }
                links: ["/orders/{orderID}"]
            transitions:
              - { from: Orders, to: Order }
            """)
        let order = try #require(graph.deepLinks?.destinations.first)
        #expect(order.route.map { graph.screens[$0.screen].name } == ["Main", "Account", "OrdersStack", "Orders", "Order"])
        #expect(order.route.map(\.place) == [nil, 1, 1, 0, nil])
        #expect(order.route.map(\.isMade) == [false, false, false, false, true])
        #expect(order.route.map(\.arguments) == [[], [], [], [], [.linkValue(0)]])
    }

    /// The spec of issue 47: a navigation controller presented as a sheet, whose root and the
    /// screens pushed on it a link reaches through the presentation.
    static let composeSheet = """
        version: 1
        links: { hosts: [example.com] }
        screens:
          Home: { source: code, entry: true }
          ComposeNav: { source: code, root: Compose }
          Compose: { source: code, parameters: { draftID: Int }, links: ["/compose/{draftID}"] }
          Attach: { source: code, links: ["/compose/{draftID}/attach"] }
        transitions:
          - { from: Home, to: ComposeNav, style: pageSheet }
          - { from: Compose, to: Attach, style: push }
        """

    /// The presented navigation controller is made with the values its root needs, and the root
    /// it holds is chosen in it, as an entry container's root is, before the screens pushed on it.
    @Test func theWayGoesOnThroughTheRootOfAPresentedNavigationController() throws {
        let graph = try graph(Self.composeSheet)
        let (compose, attach) = try #require(graph.deepLinks.map { ($0.destinations[0], $0.destinations[1]) })
        #expect(compose.route.map { graph.screens[$0.screen].name } == ["Home", "ComposeNav", "Compose"])
        #expect(attach.route.map { graph.screens[$0.screen].name } == ["Home", "ComposeNav", "Compose", "Attach"])
        #expect(attach.route.map(\.transition) == [nil, 0, nil, 1])
        #expect(attach.route.map(\.place) == [nil, nil, 0, nil])
        #expect(attach.route.map(\.arguments) == [[], [.linkValue(0)], [], []])
    }

    /// The presented navigation controller's factory takes its root's parameters, which a link
    /// to a screen pushed on the root must carry, as for any screen below the linked one.
    @Test func aLinkIntoAPresentedStackCarriesWhatItsRootNeeds() {
        let spec = Self.composeSheet.replacingOccurrences(of: "/compose/{draftID}/attach", with: "/attach")
        let errors = SpecLoader().load(Array(spec.utf8), file: "spec.yml").diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == [.linkMissingParameter])
        #expect(errors.first?.message.contains("parameter 'draftID' of 'ComposeNav', which a link to 'Attach' shows below it") == true)
    }

    /// The screens of an entry screen's containers are on screen before a link opens, so a
    /// placeholder that names one of their parameters is told that, not that none has it.
    @Test func aPlaceholderNamingAParameterOfATabsRootSaysTheLinkCannotGiveIt() {
        let spec = """
            version: 1
            links: { hosts: [example.com] }
            screens:
              Main: { entry: true, source: code, tabs: [FeedStack] }
              FeedStack: { source: code, root: Feed }
              Feed: { source: code, parameters: { filter: { type: String, default: '""' } }, links: ["/feed/{filter}"] }
            """
        let errors = SpecLoader().load(Array(spec.utf8), file: "spec.yml").diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == [.linkPlaceholder])
        #expect(
            errors.first?.message
                == "the placeholder '{filter}' of link '/feed/{filter}' names parameter 'filter' of 'Feed', a screen the entry screen's containers hold, which the app shows before a link opens, so a link cannot give it a value; link a screen pushed on it that takes 'filter', or leave the placeholder out"
        )
    }

    @Test func aSpecWithoutLinksHasNone() throws {
        #expect(try graph("version: 1\nscreens:\n  Home: {}\n").deepLinks == nil)
    }
}
