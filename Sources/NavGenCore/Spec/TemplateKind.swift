/// The built-in templates a spec's `outputs:` may name, each of which navgen knows what to ask of:
/// the checks of the spec that its output needs. A template of the user's is named by its path,
/// and is none of them.
public enum TemplateKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case uikit
    case swiftui
    case swiftuiStack = "swiftui-stack"
    case deeplinks
    case appleAppSiteAssociation = "apple-app-site-association"
    case urlSchemes = "url-schemes"

    /// Its name, as `outputs:`, `--template` and messages write it.
    public var description: String { rawValue }
}

extension Output {
    /// The built-in template the output renders, nil for a user's.
    public var kind: TemplateKind? { TemplateKind(rawValue: template.value) }
}

extension OutputDeclaration {
    /// The built-in template the output renders, nil for a user's or none.
    public var kind: TemplateKind? { template.flatMap { TemplateKind(rawValue: $0.value) } }
}
