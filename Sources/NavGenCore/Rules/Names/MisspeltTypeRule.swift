struct MisspeltTypeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "misspelt-type",
        severity: .error,
        catches: "A parameter's type that names, without a module, a near miss of a well-known type of the standard library or Foundation: one that differs only in case, by two neighbouring letters swapped, or, in a name of six letters or more, by one letter left out or doubled (see \"Misspelt types\").",
        illustration: "`recipeID: UUDI`, `step: Itn`, `name: string`",
        fix: "Correct it as the hint says; name an app's type that is spelt so with its module (`MyApp.Itn`).",
        triggeringExamples: [
            """
            version: 1
            screens:
              Recipe:
                parameters:
                  recipeID: UUDI
                  name: string
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            screens:
              Recipe:
                parameters:
                  recipeID: UUID
                  name: String
                  step: MyApp.Itn
            """,
        ])
}

extension Rule {
    public static let misspeltType = Rule(MisspeltTypeRule.self)
}

extension MisspeltTypeRule: SpecRule {
    /// The type of a parameter (one that is Swift) names no near miss of a well-known type
    /// (``WellKnownTypes``): the message suggests the type with the name corrected, and says how
    /// to name an app's type that is spelt so.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        // Most parameters share a few types: each is looked up once, for a cost that grows with
        // the spec's distinct types rather than its parameters.
        var missOfType: [String: NearMiss?] = [:]
        for screen in spec.spec.screens {
            screen.forEachParameter { parameter in
                let type = parameter.type
                let miss: NearMiss?
                if let known = missOfType[type.value] {
                    miss = known
                } else {
                    miss = nearMiss(in: type.value)
                    missOfType[type.value] = miss
                }
                guard let miss else { return }
                let module = spec.files.module(ofFileAt: spec.files.index(of: type.position)) ?? "MyApp"
                report(
                    "parameter '\(parameter.name.value)' has type \(miss.written); did you mean \(miss.corrected)? "
                        + "(an app's own type named '\(miss.name)' is written with its module: '\(module).\(miss.name)')",
                    at: type.position)
            }
        }
    }

    /// The first name a type names that is a near miss of well-known types, put into words.
    private struct NearMiss {
        /// The type as written, and what its name is close to when it names more.
        let written: String
        /// The type with the name corrected, each way it may be.
        let corrected: String
        let name: Substring
    }

    /// The first near miss of `text`; nil when it names none, or is no Swift type (which
    /// invalid-swift-code reports).
    private static func nearMiss(in text: String) -> NearMiss? {
        guard SwiftCodeText.problem(in: text, as: .type) == nil else { return nil }
        let type = SwiftTypeSyntax(text)
        for name in type.referencedNames where !name.contains(".") {
            let misses = WellKnownTypes.nearMisses(of: name)
            guard !misses.isEmpty else { continue }
            let corrected = misses.map { "'\(type.text[..<name.startIndex])\($0)\(type.text[name.endIndex...])'" }
            let written =
                type.text == name ? "'\(name)'" : "'\(type.text)', whose '\(name)' is close to \(misses.map { "'\($0)'" }.joined(separator: " or "))"
            return NearMiss(written: written, corrected: corrected.joined(separator: " or "), name: name)
        }
        return nil
    }
}
