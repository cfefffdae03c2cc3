"""What an app writes by hand, without navgen, for the screens of a synthetic spec: the other side
of the compile-cost benchmark, written the way the seeds of the project write it.

The spec's screens, storyboards, cells and transitions are synth_spec's; the code is what issue 3
calls the pattern teams adopt by hand and what Fixtures/TaskApp/Support/Usage.swift writes: a
private storyboard registry, per screen its storyboard identifier and an `instantiate` factory on
`instantiateViewController(identifier:creator:)`, per cell its reuse identifier and nib, and per
transition a method that makes the destination and presents or pushes it. It offers every call
the generated file offers, with the same signatures, so that the same app code compiles against
either (`usage` is that code): the transitions' `animated:` and `completion:` parameters and
returned view controller, each screen's `Route` enum and `navigate(to:)` (an app that routes by
value, from a coordinator or a test, writes them by hand), and typed cell registration and
dequeuing. Where a person writes it differently, it is written as a person does: one generic
`register` and `dequeueReusableCell` over a protocol instead of an overload per cell. The same
size always gives the same bytes.

`file(count, routes=False)` leaves out the `Route` enums and `navigate(to:)`: the code of an app
that does not route by value, to show what navgen's routes cost its build.
"""
import synth_spec

# What each style sets before presenting; `present` keeps UIKit's default.
PRESENTATION = {"fullScreen": ".fullScreen", "pageSheet": ".pageSheet"}


def upper_first(name):
    return name[0].upper() + name[1:]


def lower_first(name):
    return name[0].lower() + name[1:]


def declared(types):
    """The parameter clauses of a function, closures `@escaping`."""
    return [f"param{number}: {'@escaping ' if '->' in type else ''}{type}" for number, type in enumerate(types)]


def passed(types):
    return ", ".join(f"param{number}: param{number}" for number in range(len(types)))


def file(count, routes=True):
    """The Swift text written by hand for the spec of `count` screens."""
    parameters, transitions = synth_spec.screens(count)
    lines = ["// Written by hand: the navigation code of the synthetic app, without navgen.", "", "import UIKit"]
    lines += storyboards(count)
    lines += screens(parameters)
    lines += cells(count)
    lines += navigation(parameters, transitions, routes)
    return "\n".join(lines) + "\n"


def storyboards(count):
    lines = ["", "private extension UIStoryboard {"]
    for number in range((count + 19) // 20):
        lines.append(
            f"    static var feature{number}: UIStoryboard {{ UIStoryboard(name: \"Feature{number}\", bundle: nil) }}")
    return lines + ["}"]


def screens(parameters):
    lines = []
    for index, types in enumerate(parameters):
        name = f"Screen{index}ViewController"
        lines += ["", f"extension {name} {{", f"    static let identifier = \"{name}\"", ""]
        lines.append(f"    static func instantiate({', '.join(declared(types))}) -> {name} {{")
        storyboard = f"UIStoryboard.feature{index // 20}"
        if types:
            lines += [f"        {storyboard}.instantiateViewController(identifier: identifier) {{ coder in",
                      f"            {name}(coder: coder, {passed(types)})", "        }"]
        else:
            lines.append(f"        {storyboard}.instantiateViewController(identifier: identifier)")
        lines += ["    }", "}"]
    return lines


def cells(count):
    lines = ["", "/// A cell registered from the nib of its name, under its name.",
             "@MainActor protocol NibCell {", "    static var identifier: String { get }",
             "    static var nib: UINib { get }", "}"]
    for cell in range(max(1, count // 10)):
        lines += ["", f"extension Row{cell}Cell: NibCell {{", f"    static let identifier = \"Row{cell}Cell\"",
                  f"    static var nib: UINib {{ UINib(nibName: \"Row{cell}Cell\", bundle: nil) }}", "}"]
    for view, cell, register, dequeue in [
            ("UITableView", "UITableViewCell", "forCellReuseIdentifier", "withIdentifier"),
            ("UICollectionView", "UICollectionViewCell", "forCellWithReuseIdentifier", "withReuseIdentifier")]:
        lines += [
            "", f"extension {view} {{",
            f"    func register<Cell: {cell} & NibCell>(_ cellType: Cell.Type) {{",
            f"        register(Cell.nib, {register}: Cell.identifier)", "    }", "",
            f"    func dequeueReusableCell<Cell: {cell} & NibCell>(_ cellType: Cell.Type, "
            "for indexPath: IndexPath) -> Cell {",
            f"        guard let cell = dequeueReusableCell({dequeue}: Cell.identifier, for: indexPath) "
            "as? Cell else {",
            "            fatalError(\"The cell for reuse identifier '\\(Cell.identifier)' "
            "is not of type \\(Cell.self)\")",
            "        }", "        return cell", "    }", "}"]
    return lines


def outgoing(parameters, transitions):
    """Per source screen, its transitions as (method, route case, destination, style, types), in
    the order of the spec."""
    by_source = {}
    for source, destination, style, name in transitions:
        label = name or f"Screen{destination}"
        verb = "push" if style == "push" else "present"
        by_source.setdefault(source, []).append(
            (verb + upper_first(label), lower_first(label), destination, style, parameters[destination]))
    return by_source


def navigation(parameters, transitions, routes):
    lines = []
    for source, methods in sorted(outgoing(parameters, transitions).items()):
        members = [transition(method, destination, style, types)
                   for method, _, destination, style, types in methods]
        if routes:
            members.append(route(methods))
        lines += ["", f"extension Screen{source}ViewController {{"]
        for number, member in enumerate(members):
            lines += ([""] if number else []) + member
        lines.append("}")
    return lines


def route(methods):
    """The `Route` enum of a screen's transitions, and `navigate(to:)` that performs one."""
    lines = ["    enum Route {"]
    for _, case, _, _, types in methods:
        associated = ", ".join(f"param{number}: {type}" for number, type in enumerate(types))
        lines.append(f"        case {case}({associated})" if types else f"        case {case}")
    lines += ["    }", "", "    func navigate(to route: Route, animated: Bool = true) {", "        switch route {"]
    for method, case, _, _, types in methods:
        bound = ", ".join(f"let param{number}" for number in range(len(types)))
        lines.append(f"        case .{case}({bound}):" if types else f"        case .{case}:")
        arguments = passed(types) + ", " if types else ""
        lines.append(f"            {method}({arguments}animated: animated)")
    return lines + ["        }", "    }"]


def transition(method, destination, style, types):
    name = f"Screen{destination}ViewController"
    clauses = declared(types) + ["animated: Bool = true"]
    if style != "push":
        clauses.append("completion: (() -> Void)? = nil")
    lines = ["    @discardableResult", f"    func {method}({', '.join(clauses)}) -> {name} {{",
             f"        let viewController = {name}.instantiate({passed(types)})"]
    if style == "push":
        lines.append("        navigationController?.pushViewController(viewController, animated: animated)")
    else:
        if style in PRESENTATION:
            lines.append(f"        viewController.modalPresentationStyle = {PRESENTATION[style]}")
        lines.append("        present(viewController, animated: animated, completion: completion)")
    return lines + ["        return viewController", "    }"]


# What a value of each parameter type is in app code.
VALUES = {"String": '""', "Int": "0", "Bool": "false", "User": "User()", "[Item]": "[]",
          "(User?) -> Void": "{ _ in }", "URL?": "nil", "Set<Tag>": "[]"}


def arguments(types):
    """The arguments of a call that passes a value of each of `types`."""
    return ", ".join(f"param{number}: {VALUES[type]}" for number, type in enumerate(types))


def usage(count):
    """App code that calls every factory, transition, route and cell helper the navigation code
    offers: it type-checks against the generated file and against the hand-written one alike."""
    parameters, transitions = synth_spec.screens(count)
    lines = ["import UIKit", "", "@MainActor",
             "func useEveryScreen(tableView: UITableView, collectionView: UICollectionView, indexPath: IndexPath) {"]
    for index, types in enumerate(parameters):
        lines.append(f"    _ = Screen{index}ViewController.instantiate({arguments(types)})")
        lines.append(f"    _ = Screen{index}ViewController.identifier")
    for cell in range(max(1, count // 10)):
        view = "tableView" if cell % 2 == 0 else "collectionView"
        lines += [f"    {view}.register(Row{cell}Cell.self)",
                  f"    _ = {view}.dequeueReusableCell(Row{cell}Cell.self, for: indexPath)",
                  f"    _ = Row{cell}Cell.nib"]
    lines.append("}")
    for source, methods in sorted(outgoing(parameters, transitions).items()):
        lines += ["", f"extension Screen{source}ViewController {{", "    func useEveryTransition() {"]
        for method, case, _, _, types in methods:
            lines.append(f"        {method}({arguments(types) + ', ' if types else ''}animated: false)")
            route = f".{case}({arguments(types)})" if types else f".{case}"
            lines.append(f"        navigate(to: {route})")
        lines += ["    }", "}"]
    return "\n".join(lines) + "\n"
