/// A storyboard as UIKit finds it: by its name in a bundle. The app's main bundle is one for
/// every module, while `bundle: module` is each module's own, so that two modules may each have a
/// `Main.storyboard` with its initial scene and its storyboard IDs.
struct StoryboardFile: Hashable {
    var name: String
    var bundle: Bundle

    enum Bundle: Hashable {
        case main
        /// The bundle of the module of this name, nil for a spec that names none.
        case module(String?)
        /// Another bundle, by its identifier (`bundleIdentifier`).
        case identifier(String)

        /// Where a message says the storyboard is found.
        var phrase: String {
            switch self {
            case .main: "the main bundle"
            case .module(let name?): "module \(name)'s bundle"
            case .module(nil): "the module's bundle"
            case .identifier(let identifier): "bundle '\(identifier)'"
            }
        }
    }

    init(_ screen: Screen, _ storyboard: Screen.Storyboard) {
        name = storyboard.name
        bundle =
            if let identifier = screen.bundleIdentifier { .identifier(identifier) } else if screen.bundle == .main { .main } else { .module(screen.module) }
    }
}

/// A storyboard identifier within its storyboard.
struct StoryboardScene: Hashable {
    var storyboard: StoryboardFile
    var identifier: String
}

/// A name among the generated methods or segue cases of one screen.
struct ScreenMember: Hashable {
    var screen: ScreenIndex
    var name: String
}

extension ResolvedSpec {
    /// Reports each screen from a storyboard that claims a key of its storyboard (`key` says which,
    /// nil for none) that an earlier screen claimed first: `message` says so from the names of the
    /// first screen and of this one, at the key of this one's declaration that `place` picks (else
    /// its name), with a note at the first one. The table keeps the first claimant's located name,
    /// all a message needs, rather than its declaration, which a large spec would hold twice.
    func reportSecondClaims<Key: Hashable>(
        of key: (Screen, Screen.Storyboard) -> Key?, expecting count: Int = 0, to report: inout RuleReport,
        at place: (ScreenDeclaration) -> SourcePosition?, _ message: (_ first: String, _ second: String, _ key: Key) -> String
    ) {
        var firstClaimant: [Key: Located<String>] = Dictionary(minimumCapacity: count)
        for index in screens.indices {
            guard let storyboard = screens[index].storyboard, let key = key(screens[index], storyboard) else { continue }
            guard let first = firstClaimant[key] else {
                firstClaimant[key] = spec.screens[index].name
                continue
            }
            let declaration = spec.screens[index]
            report(
                message(first.value, declaration.name.value, key), at: place(declaration) ?? declaration.name.position,
                notes: [note("'\(first.value)' is declared here", at: first.position)])
        }
    }
}
