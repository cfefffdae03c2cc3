struct UnreadableInterfaceFileRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unreadable-interface-file",
        severity: .error,
        command: .verify,
        catches: "A storyboard or xib that cannot be read, is not well-formed XML (with libxml2's reason), is not an Interface Builder document, is over 32 MiB or nests over 512 levels; a part of one that is not shaped as Interface Builder writes it (a scene without a view controller, a segue without a destination), which is left out.",
        fix: "Repair the file, or move it out of the folders.",
        triggeringExamples: [],
        nonTriggeringExamples: [])
}

extension Rule {
    public static let unreadableInterfaceFile = Rule(UnreadableInterfaceFileRule.self)
}
