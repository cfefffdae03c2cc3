import NavGenCore

/// A box drawn around nodes: a container with the screens it holds, or the screens of a module
/// the spec includes. Clusters nest as containers do, and a node is in one cluster at most.
struct Cluster {
    var id: String
    var label: String
    /// The nodes and clusters directly inside, in the order of their first screen in the spec.
    var items: [DiagramItem]
}

/// What a diagram draws at its top level, or inside a cluster: a node, or a cluster.
enum DiagramItem {
    case node(String)
    case cluster(Cluster)
}

/// How the screens of a graph are grouped: each screen a container holds goes into the cluster of
/// the first container of the spec that holds it, and each screen of an included module that no
/// container holds into its module's.
struct DiagramClusters {
    /// The top level, in the order of each item's first screen in the spec.
    let items: [DiagramItem]

    init(graph: NavigationGraph) {
        let screens = graph.screens
        var holder = Table<Screen, ScreenIndex?>(repeating: nil, count: screens.count)
        // Lint refuses a container inside itself, so following the holders from a screen that no
        // container holds always ends.
        for index in screens.typedIndices {
            for child in screens[index].container?.children ?? [] where holder[child] == nil {
                holder[child] = index
            }
        }
        var held = Table<Screen, [ScreenIndex]>(repeating: [], count: screens.count)
        for index in screens.typedIndices {
            if let container = holder[index] { held[container].append(index) }
        }
        func item(of index: ScreenIndex) -> DiagramItem {
            guard let container = screens[index].container else { return .node("s\(index)") }
            return .cluster(
                Cluster(
                    id: "cluster_s\(index)", label: "\(screens[index].name): \(container.kind.noun)",
                    items: [.node("s\(index)")] + held[index].map(item(of:))))
        }
        var items: [DiagramItem] = []
        var modulePosition: [String: Int] = [:]
        for index in screens.typedIndices where holder[index] == nil {
            let item = item(of: index)
            guard screens[index].isExternal, let module = screens[index].module else {
                items.append(item)
                continue
            }
            if modulePosition[module] == nil {
                modulePosition[module] = items.count
                items.append(.cluster(Cluster(id: "cluster_m\(modulePosition.count - 1)", label: "module \(module)", items: [])))
            }
            guard let position = modulePosition[module], case .cluster(var cluster) = items[position] else { continue }
            cluster.items.append(item)
            items[position] = .cluster(cluster)
        }
        self.items = items
    }
}
