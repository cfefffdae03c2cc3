/// A change that makes a spec one navgen must refuse, with located errors: drawn now and then, so
/// that the oracle checks the diagnostics of specs that are wrong in each of these ways.
public enum SpecMutation: CaseIterable, Sendable {
    /// A transition to a screen that no spec declares.
    case unknownDestination
    /// Sheet detents on a push, where UIKit would ignore them.
    case detentsOnPush
    /// A `popTo` back to the screen it starts from.
    case popToItself
    /// A parameter named like an argument the generated code takes itself.
    case reservedParameterName
    /// A link placeholder that names no parameter.
    case misspeltPlaceholder
    /// A segue without its identifier.
    case segueWithoutIdentifier
    /// A parameter injected as a property under the name of one UIKit's class has (`title`).
    case inheritedPropertyName

    static func draw(using random: inout SplitMix64) -> SpecMutation {
        random.pick(allCases) ?? .unknownDestination
    }

    /// Applies the change to the app's own spec.
    public func apply(to model: inout AppModel) {
        guard let app = model.modules.indices.last, let first = model.modules[app].screens.first else { return }
        let module = model.modules[app]
        let source = module.reference(first.name)
        switch self {
        case .unknownDestination:
            model.modules[app].transitions.append(Transition(from: source, to: module.reference(first.name + "s"), style: .present))
        case .detentsOnPush:
            var push = Transition(from: source, to: source, style: .push)
            push.detents = [.medium]
            model.modules[app].transitions.append(push)
        case .popToItself:
            model.modules[app].transitions.append(Transition(from: source, to: source, style: .popTo))
        case .reservedParameterName:
            model.modules[app].screens[0].parameters.append(Parameter(ParameterCatalog.kind("animated", "Bool", sample: "true")))
        case .misspeltPlaceholder:
            model.modules[app].screens[0].links.append(LinkPattern(segments: [.literal("typo"), .value("usreID")], query: []))
            if module.links == nil {
                model.modules[app].links = LinkHosts(schemes: nil, hosts: ["example.com"], appIDs: [])
            }
        case .segueWithoutIdentifier:
            model.modules[app].transitions.append(Transition(from: source, to: source, style: .segue))
        case .inheritedPropertyName:
            model.modules[app].screens[0].injection = .property
            model.modules[app].screens[0].parameters.append(Parameter(ParameterCatalog.kind("title", "String", sample: #""Title""#)))
        }
    }
}
