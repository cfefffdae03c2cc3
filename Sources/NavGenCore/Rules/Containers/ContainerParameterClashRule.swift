struct ContainerParameterClashRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-parameter-clash",
        severity: .error,
        catches: "Two parameters of one name and different types or defaults below one container, whose factory takes them once.",
        illustration: "`userID: Int` and `userID: String`",
        fix: "Rename one, or make them agree.",
        triggeringExamples: [tabsWithUserIDs(ofTypes: "Int", "String")],
        nonTriggeringExamples: [tabsWithUserIDs(ofTypes: "Int", "Int")])

    /// A tab bar of Profile and Settings, each with a parameter `userID`, of the types `profile`
    /// and `settings`.
    private static func tabsWithUserIDs(ofTypes profile: String, _ settings: String) -> RuleExample {
        .spec(
            screens: "Main: { source: code, tabs: [Profile, Settings] }", "Profile: { source: code, parameters: { userID: \(profile) } }",
            "Settings: { source: code, parameters: { userID: \(settings) } }")
    }
}

extension Rule {
    public static let containerParameterClash = Rule(ContainerParameterClashRule.self)
}

extension ContainerParameterClashRule: SpecRule {
    /// The factory of a container takes one parameter of each name for all the screens it holds:
    /// two of them that mean different things under one name are reported, once.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        let (screens, declarations) = (spec.screens, spec.spec.screens)
        var reported: Set<SourcePosition> = []
        for container in spec.containersNestingWell {
            var first: [String: (screen: ScreenIndex, parameter: Int)] = [:]
            for place in FactoryParameters.all(of: container, in: screens) {
                let parameter = screens[place.screen].parameters[place.parameter]
                guard let earlierPlace = first[parameter.name] else {
                    first[parameter.name] = place
                    continue
                }
                let earlier = screens[earlierPlace.screen].parameters[earlierPlace.parameter]
                guard earlier.type != parameter.type || earlier.defaultValue != parameter.defaultValue else { continue }
                let position = declarations[place.screen].parameters[place.parameter].name.position
                guard reported.insert(position).inserted else { continue }
                report(
                    "parameter '\(signature(of: parameter))' of screen '\(screens[place.screen].name)' differs from '\(signature(of: earlier))' of screen '\(screens[earlierPlace.screen].name)'; the factory of '\(screens[container].name)' takes one '\(parameter.name)' for both",
                    at: position,
                    notes: [
                        spec.note(
                            "'\(screens[earlierPlace.screen].name)' declares it here",
                            at: declarations[earlierPlace.screen].parameters[earlierPlace.parameter].name.position)
                    ])
            }
        }
    }

    private static func signature(of parameter: Parameter) -> String {
        "\(parameter.name): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }
}
