/// The screens of a module: where each comes from, its class, its parameters and the containers
/// that hold it, nested as UIKit allows.
extension AppSynthesizer {
    static let screenNames = [
        "Home", "Feed", "Detail", "Settings", "Profile", "Search", "Results", "Cart", "Checkout", "Receipt", "Inbox", "Thread",
        "Message", "Compose", "Editor", "Preview", "Gallery", "Photo", "Player", "Queue", "Library", "Album", "Artist",
        "Filters", "Help", "About", "Licenses", "Login", "Signup", "Welcome", "Tour", "Place", "Review", "Orders", "Order",
        "Wallet", "Card", "Share", "Report", "Stats", "Notes", "Note", "Calendar", "Agenda",
    ]
    /// Screen names that are Swift keywords, which generated code must escape.
    static let keywordScreenNames = ["default", "return", "where"]
    static let storyboardNames = ["Main", "Flows", "Onboarding Flow", #"Quoted "Board" \ 2"#, "main_menu2"]
    static let sharedClassNames = ["FormController", "ListController", "DocumentController", "PagerController"]
    static let frameworkClasses = [
        ("UIViewController", "UIKit"), ("UITableViewController", "UIKit"), ("UICollectionViewController", "UIKit"),
        ("AVPlayerViewController", "AVKit"),
    ]
    static let summaries = [
        "Shows everything.", #"Says "hello" \ back, */ // #endif and é 日本."#, "Two\u{2028}lines and a\ttab.",
    ]

    /// Where a screen is in the containers around it, which limits what it may be.
    enum Role {
        case top, navigationRoot, tab, column
    }

    mutating func drawScreens(into draft: inout ModuleDraft) {
        if draft.isApp || random.chance(15) {
            drawEntry(into: &draft)
        }
        for _ in 0..<(draft.isApp ? random.int(in: 1...5) : random.int(in: 1...4)) {
            let name = drawScreenTree(role: .top, storyboardParent: nil, depth: random.chance(15) ? 1 : 3, into: &draft)
            if random.chance(7), let index = draft.index(of: name) {
                shareClass(of: index, in: &draft)
            }
        }
        guard !draft.isApp else { return }
        let children = draft.containerChildren
        let candidates = draft.module.screens.indices.filter { !children.contains(draft.module.screens[$0].name) }
        for index in candidates where random.chance(50) || index == candidates.first {
            draft.module.screens[index].isPublic = true
        }
    }

    /// The screen the app starts with: a screen, or a container from a storyboard or from code.
    mutating func drawEntry(into draft: inout ModuleDraft) {
        let name: String
        switch random.below(5) {
        case 0, 1:
            name = drawScreenTree(role: .top, storyboardParent: nil, depth: 3, into: &draft)
        case 2:
            name = drawContainer(.navigation(root: ""), role: .top, storyboardParent: nil, initial: true, depth: 2, into: &draft)
        case 3:
            name = drawContainer(.tabs([]), role: .top, storyboardParent: nil, initial: true, depth: 3, into: &draft)
        default:
            name = drawContainer(.split(primary: "", secondary: ""), role: .top, storyboardParent: nil, initial: true, depth: 2, into: &draft)
        }
        guard let index = draft.index(of: name) else { return }
        draft.module.screens[index].isEntry = true
        if draft.module.screens[index].container == nil, random.chance(60) {
            draft.module.screens[index].inNavigation = true
        }
    }

    /// A screen in `role`, maybe a container with the screens it holds; its name.
    mutating func drawScreenTree(role: Role, storyboardParent: String?, depth: Int, into draft: inout ModuleDraft) -> String {
        let kinds: [Container] =
            switch role {
            case .top: [.navigation(root: ""), .tabs([]), .split(primary: "", secondary: "")]
            case .tab: [.navigation(root: ""), .split(primary: "", secondary: "")]
            case .column: [.navigation(root: "")]
            case .navigationRoot: []
            }
        if depth > 0, random.chance(role == .top ? 20 : 35), let kind = random.pick(kinds) {
            return drawContainer(kind, role: role, storyboardParent: storyboardParent, initial: false, depth: depth - 1, into: &draft)
        }
        let name = freshScreenName()
        var screen = Screen(name: name, source: drawSource(name: name, storyboardParent: storyboardParent, initial: false, in: draft))
        if role == .top, random.chance(8), let (framework, module) = random.pick(Self.frameworkClasses) {
            screen.className = .framework(framework, module: module)
            if case .storyboard(var storyboard) = screen.source, !storyboard.isInitial {
                // Screens of one UIKit class would share the class's name as their identifier.
                storyboard.identifier = .custom(name + "Scene")
                screen.source = .storyboard(storyboard)
            }
        } else {
            if random.chance(4) { screen.className = .own(random.chance(50) ? "Protocol" : name + "Controller") }
            screen.parameters = drawParameters()
        }
        decorate(&screen, storyboardParent: storyboardParent, in: draft)
        draft.module.screens.append(screen)
        if case .own(let className) = screen.className, !takenNames.insert(className).inserted {
            draft.module.screens[draft.module.screens.count - 1].className = .derived
        }
        return name
    }

    /// A container of `kind` with the screens it holds; its name.
    mutating func drawContainer(
        _ kind: Container, role: Role, storyboardParent: String?, initial: Bool, depth: Int, into draft: inout ModuleDraft
    ) -> String {
        let name: String
        var canBeNib = true
        switch kind {
        case .navigation: name = freshName(from: Self.screenNames.map { $0 + "Stack" })
        case .tabs: name = freshName(from: ["Main", "Root", "Tabs", "Start"])
        case .split:
            name = freshName(from: Self.screenNames.map { $0 + "Split" })
            canBeNib = false
        }
        var source = drawSource(name: name, storyboardParent: storyboardParent, initial: initial, in: draft)
        if case .nib = source, !canBeNib { source = .code }
        var screen = Screen(name: name, source: source)
        if random.chance(35) {
            let classSuffix = switch kind {
            case .navigation: "NavigationController"
            case .tabs: "TabBarController"
            case .split: "SplitViewController"
            }
            screen.className = .own(name + classSuffix)
            takenNames.insert(name + classSuffix)
            if random.chance(40) { screen.parameters = drawParameters() }
        }
        decorate(&screen, storyboardParent: storyboardParent, in: draft)
        // The container first, so that the spec lists it before what it holds.
        draft.module.screens.append(screen)
        let holder = screen.storyboard.map { $0.name ?? name }
        let childRole: Role =
            switch kind {
            case .navigation: .navigationRoot
            case .tabs: .tab
            case .split: .column
            }
        var children: [String] = []
        for _ in 0..<(kind.children.isEmpty ? random.int(in: 1...3) : kind.children.count) {
            children.append(drawScreenTree(role: childRole, storyboardParent: holder, depth: depth, into: &draft))
        }
        let container: Container =
            switch kind {
            case .navigation: .navigation(root: children[0])
            case .tabs: .tabs(children)
            case .split: .split(primary: children[0], secondary: children[1])
            }
        if let index = draft.index(of: name) {
            draft.module.screens[index].container = container
        }
        return name
    }

    /// What every screen may have whatever it is: bundle, injection, view, summary; and the
    /// injection that a storyboard's child with parameters needs.
    mutating func decorate(_ screen: inout Screen, storyboardParent: String?, in draft: ModuleDraft) {
        // An initial scene's storyboard was taken for the module's bundle.
        if random.chance(10), screen.storyboard?.isInitial != true { screen.bundle = random.chance(50) ? .main : .module }
        if let storyboard = screen.storyboard {
            let key = "\(draft.module.name)/\(storyboard.name ?? screen.name)"
            let bundle = screen.bundle ?? draft.module.defaults.bundle ?? .main
            if let taken = storyboardBundles[key], taken != bundle {
                screen.bundle = taken
            } else {
                storyboardBundles[key] = bundle
            }
        }
        if random.chance(20) { screen.injection = random.chance(50) ? .initializer : .property }
        if storyboardParent != nil, !screen.parameters.isEmpty, draft.module.defaults.injection != .property || screen.injection != nil {
            screen.injection = .property
        }
        if random.chance(5) {
            let view = freshName(from: [screen.name + "Content"]) + "View"
            screen.viewName = view
        }
        if random.chance(12) { screen.summary = random.pick(Self.summaries) }
        screen.isWrittenInFlowStyle = random.chance(40)
    }

    mutating func freshScreenName() -> String {
        random.chance(3) ? freshName(from: Self.keywordScreenNames) : freshName(from: Self.screenNames)
    }

    /// Where a screen comes from: the storyboard of the container holding it (usually as a scene
    /// without identifier), or any source.
    mutating func drawSource(name: String, storyboardParent: String?, initial: Bool, in draft: ModuleDraft) -> Source {
        if let storyboardParent {
            let storyboardName = random.chance(75) ? storyboardParent : random.pick(Self.storyboardNames)
            let identifier: StoryboardIdentifier = random.chance(70) ? .none : drawIdentifier(name)
            return .storyboard(Storyboard(name: storyboardName, identifier: identifier, isInitial: false))
        }
        // An initial scene is what a storyboard app usually starts with.
        switch random.weighted([(0, weight: initial ? 65 : 45), (1, weight: 40), (2, weight: 15)]) {
        case 0:
            let storyboardName = random.chance(50) ? nil : random.pick(Self.storyboardNames)
            let scope = "\(draft.module.defaults.bundle == .module ? draft.module.name : "main")/\(storyboardName ?? name)"
            let isInitial = (initial || random.chance(10)) && initialScenes.insert(scope).inserted
            return .storyboard(Storyboard(name: storyboardName, identifier: isInitial ? .derived : drawIdentifier(name), isInitial: isInitial))
        case 1:
            return .code
        default:
            return .nib(random.chance(30) ? name + "Layout" : nil)
        }
    }

    mutating func drawIdentifier(_ name: String) -> StoryboardIdentifier {
        random.weighted([
            (.derived, weight: 75), (.custom(name + "Scene"), weight: 15), (.custom(#"id "\#(name)" \ scene"#), weight: 10),
        ])
    }

    /// Up to three parameters of different names; keyword names rarely.
    mutating func drawParameters() -> [Parameter] {
        let count = random.weighted([(0, weight: 40), (1, weight: 30), (2, weight: 20), (3, weight: 10)])
        var parameters: [Parameter] = []
        let ordinary = ParameterCatalog.screenParameters.filter { !SwiftNaming.keywords.contains($0.name) }
        let keywords = ParameterCatalog.screenParameters.filter { SwiftNaming.keywords.contains($0.name) }
        while parameters.count < count {
            guard let kind = random.pick(random.chance(8) ? keywords : ordinary) else { break }
            guard !parameters.contains(where: { $0.name == kind.name }) else { continue }
            parameters.append(Parameter(kind, summary: random.chance(15) ? "The \(kind.name) to show." : nil))
        }
        return parameters
    }

    /// Gives the screen at `index` a twin: a second screen of the same class, which both then share.
    mutating func shareClass(of index: Int, in draft: inout ModuleDraft) {
        var original = draft.module.screens[index]
        guard original.className == .derived, original.container == nil, !original.isEntry else { return }
        let className = freshName(from: Self.sharedClassNames)
        original.className = .shared(className)
        var twin = original
        twin.name = freshScreenName()
        twin.summary = nil
        twin.viewName = nil
        if case .storyboard(var storyboard) = original.source {
            storyboard.isInitial = false
            storyboard.identifier = .custom(original.name + "Scene")
            original.source = .storyboard(storyboard)
            storyboard.identifier = .custom(twin.name + "Scene")
            twin.source = .storyboard(storyboard)
        }
        draft.module.screens[index] = original
        draft.module.screens.append(twin)
    }
}
