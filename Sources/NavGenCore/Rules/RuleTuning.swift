/// The rules a user turned off or made errors in one place: on the command line, or in one
/// `lint:` mapping of a spec.
public struct RuleSettings: Sendable, Equatable {
    /// Rules whose warnings are not reported.
    public var disabled: Set<Rule>
    /// Rules whose warnings are reported as errors.
    public var errors: Set<Rule>

    public init(disabled: Set<Rule> = [], errors: Set<Rule> = []) {
        self.disabled = disabled
        self.errors = errors
    }

    /// An entry of the two lists, by its index in its list.
    public enum Entry: Equatable, Sendable {
        case disable(Int), error(Int)
    }

    /// The settings the identifiers of the lists `disable` and `errors` name, as a spec's `lint`
    /// or the command line writes them (`listNames` says how, for the messages). `refuse` gets each
    /// entry that cannot be a setting and why: an identifier that names no rule (with the closest
    /// one), a rule of errors to disable, a rule in both lists.
    public init(
        disable: [String], errors: [String], listNames: (disable: String, errors: String),
        refuse: (_ entry: Entry, _ problem: String) -> Void
    ) {
        self.init()
        func rule(_ identifier: String, _ entry: Entry) -> Rule? {
            if let rule = Rule(identifier: identifier) { return rule }
            refuse(entry, "no rule is named '\(identifier)'" + Suggestion.hint(for: identifier, in: Rule.allCases.map(\.identifier)))
            return nil
        }
        for (index, identifier) in disable.enumerated() {
            guard let rule = rule(identifier, .disable(index)) else { continue }
            guard rule.severity == .warning else {
                refuse(.disable(index), "rule '\(identifier)' reports errors, which cannot be turned off; fix what it reports")
                continue
            }
            disabled.insert(rule)
        }
        for (index, identifier) in errors.enumerated() {
            guard let rule = rule(identifier, .error(index)) else { continue }
            if disabled.contains(rule) {
                refuse(.error(index), "rule '\(identifier)' is both in \(listNames.disable) and in \(listNames.errors); keep one")
            }
            self.errors.insert(rule)
        }
    }

    /// What these settings make of a warning of `rule`: nil when they do not name it.
    func verdict(on rule: Rule) -> Verdict? {
        if disabled.contains(rule) { return .off }
        if errors.contains(rule) { return .error }
        return nil
    }

    enum Verdict {
        case off, error
    }
}

/// How the warnings of a spec are reported, given every place that tunes the rules.
///
/// The most specific settings that name a rule decide, as an inline `swiftlint:disable` beats the
/// configuration file: a transition's `lint`, then its source screen's, then the `lint` of the file
/// the problem is in, then the command line. Errors are not tuned: a spec with one cannot be
/// generated.
public struct RuleTuning: Sendable {
    var commandLine = RuleSettings()
    /// The top-level settings of each spec file, by path.
    var files: [String: RuleSettings] = [:]
    /// Each screen's settings, by its index in ``NavigationGraph/screens``.
    var screens: [ScreenIndex: RuleSettings] = [:]
    /// Each transition's settings, by where the transition is declared.
    var transitions: [SourceLocation: RuleSettings] = [:]

    public init(commandLine: RuleSettings = RuleSettings()) {
        self.commandLine = commandLine
    }

    /// What a problem is about, beyond the file it is in: the settings of a screen cover the
    /// problems of the screen and of the transitions from it; those of a transition, declared
    /// where the problem is reported, its own.
    public enum Subject: Sendable {
        case screen(ScreenIndex)
        /// The transition declared at the problem's location, from the screen at this index.
        case transition(from: ScreenIndex)
    }

    /// The problem `rule` finds at `location`, about `subject`, with the severity the settings
    /// give it there: nil when they turn the warning off. Errors are not tuned.
    public func diagnostic(
        _ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [], about subject: Subject? = nil
    ) -> Diagnostic? {
        tuned(Diagnostic(rule, message, at: location, notes: notes), about: subject)
    }

    /// `diagnostic` with the severity the settings give its rule's warnings: nil when they turn
    /// it off. A problem in a file that is no spec (a storyboard) takes the top-level settings of
    /// `specFile`, the spec it was checked against, in place of its file's. Errors, and problems
    /// of no rule, are as they are.
    public func tuned(_ diagnostic: Diagnostic, about subject: Subject? = nil, specFile: String? = nil) -> Diagnostic? {
        guard let rule = diagnostic.rule, diagnostic.severity == .warning else { return diagnostic }
        let location = diagnostic.location
        // The most specific place that names the rule decides.
        var places: [RuleSettings?] = []
        switch subject {
        case .transition(let source)?: places = [location.flatMap { transitions[$0] }, screens[source]]
        case .screen(let index)?: places = [screens[index]]
        case nil: break
        }
        places += [(specFile ?? location?.file).flatMap { files[$0] }, commandLine]
        var tuned = diagnostic
        switch places.lazy.compactMap({ $0?.verdict(on: rule) }).first {
        case .off?: return nil
        case .error?: tuned.severity = .error
        case nil: break
        }
        return tuned
    }
}

extension NavigationGraph {
    /// A problem `rule` finds in the graph after validation (what a template cannot make of it),
    /// as the graph's ``ruleTuning`` reports it: nil when the settings turn it off.
    public func diagnostic(
        _ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [],
        about subject: RuleTuning.Subject? = nil
    ) -> Diagnostic? {
        ruleTuning.diagnostic(rule, message, at: location, notes: notes, about: subject)
    }
}
