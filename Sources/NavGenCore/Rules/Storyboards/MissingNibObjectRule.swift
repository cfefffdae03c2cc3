struct MissingNibObjectRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-nib-object",
        severity: .error,
        command: .verify,
        catches: "A cell's xib without a top-level cell of the cell's kind; a view's xib without a top-level view.",
        fix: "Add the cell or view to the xib's top level.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, source: code }
                cells:
                  ProductCell: { kind: table }
                """,
                files: ["ProductCell.xib": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                        <objects>
                            <collectionViewCell id="a" customClass="ProductCell" customModuleProvider="target"/>
                        </objects>
                    </document>
                    """]),
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, source: code }
                views:
                  BannerView: { nib: Banner }
                """,
                files: ["Banner.xib": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        </objects>
                    </document>
                    """]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, source: code }
                cells:
                  ProductCell: { kind: table }
                """,
                files: ["ProductCell.xib": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                        <objects>
                            <tableViewCell id="a" customClass="ProductCell" customModuleProvider="target" reuseIdentifier="ProductCell"/>
                        </objects>
                    </document>
                    """]),
        ])
}

extension Rule {
    public static let missingNibObject = Rule(MissingNibObjectRule.self)
}
