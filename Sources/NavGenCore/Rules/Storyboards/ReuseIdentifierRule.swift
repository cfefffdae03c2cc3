struct ReuseIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "reuse-identifier",
        severity: .error,
        command: .verify,
        catches: "A cell whose xib or prototype has another reuse identifier than the spec's, or whose table or collection view has a prototype of another class with that identifier.",
        fix: "Give the cell the spec's identifier, and each prototype of a view its own.",
        triggeringExamples: [
            productCell(reuseIdentifier: "products"),
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                cells:
                  ProductCell: { kind: table, nib: false, identifier: product }
                """,
                // Two prototypes of the identifier product, of two classes.
                mainStoryboard: ExampleStoryboard(
                    .viewController(
                        id: "a", storyboardID: "Home", class: "HomeViewController",
                        views: [
                            .tableView(
                                id: "t",
                                prototypes: [
                                    .tableViewCell(id: "c1", class: "ProductCell", reuseIdentifier: "product"),
                                    .tableViewCell(id: "c2", class: "AdCell", reuseIdentifier: "product"),
                                ])
                        ]))),
        ],
        nonTriggeringExamples: [
            productCell(reuseIdentifier: "product"),
        ])

    /// The cell ProductCell of the identifier `product`, whose ProductCell.xib has `reuseIdentifier`.
    private static func productCell(reuseIdentifier: String) -> RuleExample {
        RuleExample(
            """
            version: 1
            screens:
              Home: { entry: true, source: code }
            cells:
              ProductCell: { kind: table, identifier: product }
            """,
            files: ["ProductCell.xib": ExampleXib(.tableViewCell(id: "a", class: "ProductCell", reuseIdentifier: reuseIdentifier)).xml])
    }
}

extension Rule {
    public static let reuseIdentifier = Rule(ReuseIdentifierRule.self)
}
