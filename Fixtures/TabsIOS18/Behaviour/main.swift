// The program of Fixtures/TabsIOS18: Behaviour/Navigators.swift drives the navigators of the
// swiftui-stack output. Each check prints "ok " or "FAILED " and what it checks;
// FixtureBehaviourTests reads the lines.

@MainActor
func check(_ condition: Bool, _ what: String) {
    print((condition ? "ok " : "FAILED ") + what)
}

MainActor.assumeIsolated { checkNavigators() }
