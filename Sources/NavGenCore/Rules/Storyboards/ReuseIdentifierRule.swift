struct ReuseIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "reuse-identifier",
        severity: .error,
        command: .verify,
        catches: "A cell whose xib or prototype has another reuse identifier than the spec's, or whose table or collection view has a prototype of another class with that identifier.",
        fix: "Give the cell the spec's identifier, and each prototype of a view its own.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, source: code }
                cells:
                  ProductCell: { kind: table, identifier: product }
                """,
                files: ["ProductCell.xib": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                        <objects>
                            <tableViewCell id="a" customClass="ProductCell" customModuleProvider="target" reuseIdentifier="products"/>
                        </objects>
                    </document>
                    """]),
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                cells:
                  ProductCell: { kind: table, nib: false, identifier: product }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target">
                                        <tableView id="t">
                                            <prototypes>
                                                <tableViewCell reuseIdentifier="product" id="c1" customClass="ProductCell" customModuleProvider="target"/>
                                                <tableViewCell reuseIdentifier="product" id="c2" customClass="AdCell" customModuleProvider="target"/>
                                            </prototypes>
                                        </tableView>
                                    </viewController>
                                </objects>
                            </scene>
                        </scenes>
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
                  ProductCell: { kind: table, identifier: product }
                """,
                files: ["ProductCell.xib": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                        <objects>
                            <tableViewCell id="a" customClass="ProductCell" customModuleProvider="target" reuseIdentifier="product"/>
                        </objects>
                    </document>
                    """]),
        ])
}

extension Rule {
    public static let reuseIdentifier = Rule(ReuseIdentifierRule.self)
}
