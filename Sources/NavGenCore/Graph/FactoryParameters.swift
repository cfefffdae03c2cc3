/// What the factory of a screen takes: the screen's own parameters, then, for a container, those
/// of the screens it holds, each name once, since the factory creates them too (or, for a
/// storyboard's container, hands them their parameters).
enum FactoryParameters {
    /// Every parameter the factory of screen `index` passes on, in order, with the screen that
    /// declares it, duplicates included: the validator compares them, the generator keeps the first
    /// of each name. Containers are followed once, so that a cycle the validator reports ends.
    static func all(of index: ScreenIndex, in screens: [Screen]) -> [(screen: ScreenIndex, parameter: Int)] {
        var result: [(screen: ScreenIndex, parameter: Int)] = []
        var visited: Set<ScreenIndex> = []
        func visit(_ screen: ScreenIndex) {
            guard visited.insert(screen).inserted else { return }
            result += screens[screen].parameters.indices.map { (screen, $0) }
            for child in screens[screen].container?.children ?? [] {
                visit(child)
            }
        }
        visit(index)
        return result
    }
}

extension FactoryParameters {
    /// The parameters of the factory of screen `index`: its own, then those of the screens its
    /// container holds, each name once.
    static func unique(of index: ScreenIndex, in screens: [Screen]) -> [Parameter] {
        let own = screens[index].parameters
        guard screens[index].container != nil else { return own }
        var names: Set<String> = []
        return all(of: index, in: screens).compactMap { place in
            let parameter = screens[place.screen].parameters[place.parameter]
            return names.insert(parameter.name).inserted ? parameter : nil
        }
    }
}

extension NavigationGraph {
    /// The parameters of the factory of screen `index`: its own, then those of the screens its
    /// container holds, each name once.
    public func factoryParameters(ofScreenAt index: ScreenIndex) -> [Parameter] {
        FactoryParameters.unique(of: index, in: screens)
    }
}
