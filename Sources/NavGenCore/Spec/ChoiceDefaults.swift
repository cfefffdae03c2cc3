/// A choice of the format that has a value when a spec does not write it, decided here once: the
/// format's table (``SpecFormat``, and the docs and JSON Schema it makes) and the resolution of a
/// spec both read it.
public protocol ChoiceWithDefault: RawRepresentable, CaseIterable where RawValue == String {
    /// The value of an unwritten key.
    static var whenUnwritten: Self { get }
}

extension AccessLevel: ChoiceWithDefault {
    public static var whenUnwritten: AccessLevel { .internal }
}

extension Injection: ChoiceWithDefault {
    public static var whenUnwritten: Injection { .initializer }
}

extension BundleChoice: ChoiceWithDefault {
    public static var whenUnwritten: BundleChoice { .main }
}

extension Observation: ChoiceWithDefault {
    public static var whenUnwritten: Observation { .observableObject }
}

extension ScreenSource: ChoiceWithDefault {
    public static var whenUnwritten: ScreenSource { .storyboard }
}

extension TransitionStyle: ChoiceWithDefault {
    public static var whenUnwritten: TransitionStyle { .push }
}

extension TransitionDeclaration {
    /// The style the transition writes, or the format's default.
    public var resolvedStyle: TransitionStyle {
        style?.value ?? .whenUnwritten
    }
}
