struct MissingNibObjectRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-nib-object",
        severity: .error,
        command: .verify,
        catches: "A cell's xib without a top-level cell of the cell's kind; a view's xib without a top-level view.",
        fix: "Add the cell or view to the xib's top level.",
        triggeringExamples: [
            // A collection view cell, not a table view cell.
            productCell(holding: .collectionViewCell(id: "a", class: "ProductCell")),
            // Only the File's Owner.
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, source: code }
                views:
                  BannerView: { nib: Banner }
                """,
                files: ["Banner.xib": ExampleXib(.filesOwner).xml]),
        ],
        nonTriggeringExamples: [
            productCell(holding: .tableViewCell(id: "a", class: "ProductCell", reuseIdentifier: "ProductCell")),
        ])

    /// The table view cell ProductCell, whose ProductCell.xib holds `cell`.
    private static func productCell(holding cell: ExampleElement) -> RuleExample {
        RuleExample(
            """
            version: 1
            screens:
              Home: { entry: true, source: code }
            cells:
              ProductCell: { kind: table }
            """,
            files: ["ProductCell.xib": ExampleXib(cell).xml])
    }
}

extension Rule {
    public static let missingNibObject = Rule(MissingNibObjectRule.self)
}
