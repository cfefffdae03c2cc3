struct LinkValueTypeRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "link-value-type",
        severity: .error,
        catches: "A placeholder whose parameter has a type a URL cannot carry (not `String`, `Int`, `Double`, `Bool`, `UUID`, a raw-value type, or an optional of one), or that a screen on the way takes as another type.",
        illustration: "`{tags}` of type `[String]`",
        fix: "Carry an ID instead.",
        triggeringExamples: [
            .linking(
                #"Search: { parameters: { tags: "[String]" }, links: ["/search?tags={tags}"] }"#,
                transitions: "{ from: Home, to: Search }"),
            aisleBelowStore(storeIDOfAisle: "Int"),
        ],
        nonTriggeringExamples: [
            .linking(#"Search: { parameters: { tag: String }, links: ["/search?tag={tag}"] }"#, transitions: "{ from: Home, to: Search }"),
            aisleBelowStore(storeIDOfAisle: "String"),
        ])

    /// Home pushes Store, whose `storeID` is a `String`, which pushes Aisle, linked with a
    /// `storeID` of the type `storeIDOfAisle`.
    private static func aisleBelowStore(storeIDOfAisle: String) -> RuleExample {
        .linking(
            "Store: { parameters: { storeID: String } }",
            #"Aisle: { parameters: { storeID: \#(storeIDOfAisle), aisle: Int }, links: ["/stores/{storeID}/aisles/{aisle}"] }"#,
            transitions: "{ from: Home, to: Store }", "{ from: Store, to: Aisle }")
    }
}

extension Rule {
    public static let linkValueType = Rule(LinkValueTypeRule.self)
}
