/// The spec's `lint` settings, read before any rule reports, so that every report is tuned.
extension ValidationRun {
    /// Reads the `lint` of every file, screen and transition into ``tuning``; an entry that cannot
    /// be a setting (see ``RuleSettings/init(disable:errors:listNames:refuse:)``) is an error.
    mutating func tuneRules(_ spec: Spec) {
        for file in files.files {
            guard let lint = file.lint else { continue }
            tuning.files[file.path] = settings(from: lint)
        }
        for (index, screen) in spec.screens.enumerated() {
            guard let lint = screen.lint else { continue }
            tuning.screens[ScreenIndex(index)] = settings(from: lint)
        }
        for transition in spec.transitions {
            guard let lint = transition.lint else { continue }
            tuning.transitions[location(transition.position)] = settings(from: lint)
        }
    }

    mutating func settings(from declaration: LintDeclaration) -> RuleSettings {
        RuleSettings(
            disable: declaration.disable.map(\.value), errors: declaration.errors.map(\.value), listNames: ("'disable'", "'errors'")
        ) { entry, problem in
            let identifier =
                switch entry {
                case .disable(let index): declaration.disable[index]
                case .error(let index): declaration.errors[index]
                }
            report(.lintSettings, problem, at: identifier.position)
        }
    }
}
