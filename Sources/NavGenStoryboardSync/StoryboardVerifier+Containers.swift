import NavGenCore
import NavGenStoryboards

/// The scenes of screens without storyboard ID, found through the segues and containers of the
/// spec that lead to them, and the containers checked against their relationship segues.
extension VerificationRun {
    /// Gives each screen without storyboard ID the scene that a container's relationship or a
    /// segue or embed segue of the spec leads to, from a screen whose scene is known, and so on from
    /// each screen found: a tab bar's navigation controller leads to its root. Each screen is
    /// visited once, however long the chain.
    mutating func followSeguesAndContainers() {
        let transitionsBySource = graph.transitionsBySource
        var pending = Array(scenes.keys.sorted())
        while let index = pending.popLast() {
            guard let located = scenes[index], let controller = located.scene.controller else { continue }
            let screen = graph.screens[index]
            if let container = screen.container, controller.containerKind == container.kind {
                for (position, (child, segue)) in zip(container.children, controller.childSegues).enumerated() where needsScene(child) {
                    guard let scene = catalog.destination(of: segue, in: located.storyboard) else { continue }
                    if claim(scene, for: child, via: "\(container.kind.place(ofChildAt: position)) of '\(screen.name)'") {
                        pending.append(child)
                    }
                }
            }
            for transition in transitionsBySource[index] where (transition.style == .segue || transition.style == .embed) && needsScene(transition.destination) {
                guard let (segue, scene) = self.segue(of: transition, in: located) else { continue }
                let kind = transition.segueNoun
                let via = segue.identifier.map { "\(kind) '\($0)'" } ?? "a \(kind) without identifier"
                if claim(scene, for: transition.destination, via: "\(via) of screen '\(screen.name)'") {
                    pending.append(transition.destination)
                }
            }
        }
    }

    /// Whether screen `index` has no storyboard ID and its scene is still to be found.
    func needsScene(_ index: ScreenIndex) -> Bool {
        graph.screens[index].storyboard?.scene == .unidentified && scenes[index] == nil && !misplaced.contains(index)
    }

    /// Takes `scene` as the scene of screen `index`, unless it is in another storyboard than the
    /// screen says, which is reported, or of another class, which the check of the container or
    /// segue that leads there reports.
    mutating func claim(_ scene: LocatedScene, for index: ScreenIndex, via: String) -> Bool {
        let screen = graph.screens[index]
        guard scene.scene.controller?.className == screen.className else {
            misplaced.insert(index)
            return false
        }
        guard let storyboard = screen.storyboard, scene.storyboard.name == storyboard.name else {
            misplaced.insert(index)
            error(
                .missingScene, "screen '\(screen.name)' comes from storyboard '\(screen.storyboard?.name ?? "")', but \(via) leads to a scene of storyboard '\(scene.storyboard.name)'",
                at: screen.location, note: scene.scene.controller.map { ("the scene is here", $0.location) })
            return false
        }
        scenes[index] = scene
        return true
    }

    /// Gives each of `screens` (without storyboard ID, that no segue or container of the spec
    /// leads to) the one scene of its class without storyboard ID in its storyboard that no other
    /// screen has. The candidates are gathered in one pass over the storyboards.
    mutating func findScenesByClass(of screens: [ScreenIndex]) {
        guard !screens.isEmpty else { return }
        let taken = Set(scenes.values.map(\.key))
        var candidates: [String: [LocatedScene]] = [:]
        for storyboard in catalog.storyboards {
            for scene in storyboard.scenes {
                let located = LocatedScene(storyboard: storyboard, scene: scene)
                guard let controller = scene.controller, controller.storyboardIdentifier == nil, let className = controller.className,
                    !taken.contains(located.key)
                else { continue }
                candidates[storyboard.name + "\u{0}" + className, default: []].append(located)
            }
        }
        var claimed: Set<String> = []
        for index in screens {
            let screen = graph.screens[index]
            guard let name = screen.storyboard?.name else { continue }
            guard let storyboard = catalog.storyboard(named: name) else {
                error(
                    .missingInterfaceFile, "screen '\(screen.name)' comes from storyboard '\(name)', but " + missing(name, kind: .storyboard, among: catalog.storyboards),
                    at: screen.location)
                continue
            }
            let found = candidates[name + "\u{0}" + screen.className, default: []].filter {
                $0.storyboard.path == storyboard.path && !claimed.contains($0.key)
            }
            let note = ("the storyboard is here", storyboard.location)
            switch found.count {
            case 1:
                scenes[index] = found[0]
                claimed.insert(found[0].key)
            case 0:
                error(
                    .missingScene, "storyboard '\(name)' has no scene of class '\(screen.className)' without storyboard ID for screen '\(screen.name)'",
                    at: screen.location, note: note)
            default:
                error(
                    .missingScene, "storyboard '\(name)' has \(found.count) scenes of class '\(screen.className)' without storyboard ID, and no segue or container of the spec says which is screen '\(screen.name)'; give its scene a storyboard ID, or show it with a segue of the spec",
                    at: screen.location, note: note)
            }
        }
    }

    /// The container's scene must be a container of its kind whose relationship segues lead to the
    /// scenes of the screens the spec gives it, in order.
    mutating func checkContainer(ofScreenAt index: ScreenIndex) {
        let screen = graph.screens[index]
        guard let container = screen.container, let located = scenes[index], let controller = located.scene.controller else { return }
        let note = ("the scene is here", controller.location)
        guard controller.containerKind == container.kind else {
            error(
                .containerScene, "screen '\(screen.name)' is a \(container.kind.noun), but its scene in storyboard '\(located.storyboard.name)' is a \(controller.className ?? controller.element)",
                at: screen.location, note: note)
            return
        }
        let segues = controller.childSegues
        if segues.count != container.children.count {
            let storyboard = "storyboard '\(located.storyboard.name)'"
            let problem =
                switch container {
                case .tabs(let tabs):
                    "has \(Wording.count(tabs.count, "tab")) in the spec, but \(segues.count) in \(storyboard)"
                case .navigation: "has no root view controller in \(storyboard)"
                case .split: "has no primary and secondary columns (master and detail) in \(storyboard)"
                }
            error(.containerScene, "\(container.kind.noun) '\(screen.name)' \(problem)", at: screen.location, note: note)
        }
        for (position, (child, segue)) in zip(container.children, segues).enumerated() {
            let place = "\(container.kind.place(ofChildAt: position)) of '\(screen.name)'"
            guard let actual = catalog.destination(of: segue, in: located.storyboard), let actualController = actual.scene.controller else {
                error(
                    .containerScene, "\(place) leads to a scene navgen cannot find", at: screen.location,
                    note: ("the relationship is here", segue.location))
                continue
            }
            let childScreen = graph.screens[child]
            guard let expected = scenes[child] else {
                // A child whose scene could not be found here is of another class (see `claim`).
                if actualController.className != childScreen.className {
                    error(
                        .containerScene, "\(place) is \(actualController.sceneDescription) in storyboard '\(actual.storyboard.name)', not a \(childScreen.className) as screen '\(childScreen.name)' is",
                        at: screen.location, note: ("the relationship is here", segue.location))
                }
                continue
            }
            guard expected.key != actual.key else { continue }
            error(
                .containerScene, "\(place) is \(actualController.sceneDescription) in storyboard '\(actual.storyboard.name)', not the scene of screen '\(childScreen.name)'",
                at: screen.location, note: ("the relationship is here", segue.location))
        }
    }
}
