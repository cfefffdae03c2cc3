import NavGenCore

/// A picture of a ``NavigationGraph`` as diagram source: Mermaid, which GitHub and most Markdown
/// viewers render, or Graphviz DOT.
///
/// Screens are the nodes (those of included specs named with their module, entry screens marked, screens the transitions do not connect
/// highlighted, the URL patterns of their links listed under their names); transitions are edges labelled with their style and the parameters the
/// destination receives, segues and pops to a named screen (`popTo`) dashed, and containers have thick edges to the screens they hold. A container
/// and the screens it holds are drawn in a box (a cluster), and so are the screens of each included module. Node ids are `s0`, `s1`, … by spec order,
/// so that any screen name renders and the same spec always gives the same bytes.
public struct GraphDiagram: Sendable {
    /// The diagram languages navgen writes.
    public enum Format: String, Sendable, CaseIterable {
        case mermaid
        case dot
    }

    public var graph: NavigationGraph

    public init(graph: NavigationGraph) {
        self.graph = graph
    }

    /// The diagram's source text in `format`, ending in a newline.
    public func text(in format: Format) -> String {
        let reachability = graph.reachability
        var links = Table<Screen, [String]>(repeating: [], count: graph.screens.count)
        for destination in graph.deepLinks?.destinations ?? [] {
            links[destination.screen] = destination.patterns.map { "link " + $0.text }
        }
        let nodes = graph.screens.typedIndices.map { node(at: $0, links: links[$0], reachability: reachability) }
        let edges =
            graph.screens.typedIndices.flatMap(containmentEdges) + graph.transitions.map(edge) + graph.backTransitions.compactMap(backEdge)
        let items = DiagramClusters(graph: graph).items
        switch format {
        case .mermaid: return MermaidWriter.text(nodes: nodes, edges: edges, items: items)
        case .dot: return DOTWriter.text(nodes: nodes, edges: edges, items: items)
        }
    }

    private func node(at index: ScreenIndex, links: [String], reachability: Reachability) -> Node {
        let screen = graph.screens[index]
        // A screen of an included spec is drawn as that spec names it: `Profile.UserInfo`.
        var lines = [screen.isExternal ? screen.module.map { $0 + "." + screen.name } ?? screen.name : screen.name]
        if screen.className != screen.defaultClassName { lines.append(screen.className) }
        lines += links
        return Node(
            id: "s\(index)", lines: lines, isEntry: screen.isEntry,
            isDisconnected: reachability.problem(ofScreenAt: index) != nil)
    }

    private func edge(_ transition: Transition) -> Edge {
        // An unwind goes back to a screen that has its parameters already.
        let parameters = transition.style == .unwind ? [] : graph.screens[transition.destination].parameters
        var label = transition.style.rawValue
        if !parameters.isEmpty {
            label += "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
        }
        // A container view holds the child of an embed segue, as a container holds its screens.
        let kind: Edge.Kind = transition.style == .embed ? .containment : transition.style.isStoryboardSegue ? .segue : .transition
        return Edge(from: "s\(transition.source)", to: "s\(transition.destination)", label: label, kind: kind)
    }

    /// A `popTo`, back to the screen it names, dashed like a segue: the other ways back name no
    /// screen to draw an edge to.
    private func backEdge(_ transition: BackTransition) -> Edge? {
        guard let destination = transition.destination else { return nil }
        return Edge(from: "s\(transition.source)", to: "s\(destination)", label: "popTo", kind: .segue)
    }

    /// A container's edges to the screens it holds, labelled with their places (`root`, `tab 1`).
    private func containmentEdges(ofScreenAt index: ScreenIndex) -> [Edge] {
        guard let container = graph.screens[index].container else { return [] }
        return container.children.enumerated().map { position, child in
            Edge(from: "s\(index)", to: "s\(child)", label: container.kind.child(at: position), kind: .containment)
        }
    }
}

/// A screen as the writers draw it.
struct Node {
    var id: String
    /// The label's lines: the screen's name, then its class when that is not the default one, then
    /// its links (`link /users/{userID}`).
    var lines: [String]
    var isEntry: Bool
    /// No transition connects it, or none leads to it from an entry screen.
    var isDisconnected: Bool
}

/// A transition, or a container's hold on a screen, as the writers draw it.
struct Edge {
    enum Kind {
        /// A transition in code: a solid line.
        case transition
        /// A storyboard segue, or a pop back to a named screen: a dashed line.
        case segue
        /// A container, or a container view's embed segue, holds the screen: a thick line.
        case containment
    }

    var from: String
    var to: String
    var label: String
    var kind: Kind
}
