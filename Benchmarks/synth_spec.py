"""Synthetic navigation specs of any size, and the app code that the UIKit output compiles with.

The shape is that of the figures in issue 7: each screen has 0 to 3 typed parameters, one
storyboard per 20 screens, one cell per 10 screens (table and collection in turn), and about 1.5
transitions per screen in mixed styles: one into every screen but the first from an earlier one
(so that every screen is reachable from `Screen0`, the entry), and for every other screen one
more, named, out of it. The same size always gives the same bytes.
"""
import random

TYPES = ["String", "Int", "Bool", "User", "[Item]", "(User?) -> Void", "URL?", "Set<Tag>"]
STYLES = ["push", "present", "fullScreen", "pageSheet"]


def screens(count):
    """The parameter types of each screen, and the transitions as (source, destination, style, name)."""
    rng = random.Random(count)
    parameters = [[rng.choice(TYPES) for _ in range(rng.randrange(4))] for _ in range(count)]
    transitions = []
    for index in range(1, count):
        transitions.append((rng.randrange(index), index, rng.choice(STYLES), None))
        if rng.random() < 0.5:
            transitions.append((index, rng.randrange(count), rng.choice(STYLES), f"alt{index}"))
    return parameters, transitions


def spec(count):
    """The YAML text of a spec with `count` screens."""
    parameters, transitions = screens(count)
    lines = ["version: 1", "screens:"]
    for index, types in enumerate(parameters):
        lines += [f"  Screen{index}:", f"    class: Screen{index}ViewController", f"    storyboard: Feature{index // 20}"]
        if index == 0:
            lines.append("    entry: true")
        if types:
            lines.append("    parameters:")
            lines += [f'      param{number}: "{type}"' for number, type in enumerate(types)]
    lines.append("cells:")
    for cell in range(max(1, count // 10)):
        lines += [f"  Row{cell}Cell:", f"    kind: {'table' if cell % 2 == 0 else 'collection'}", f"    nib: Row{cell}Cell"]
    lines.append("transitions:")
    for source, destination, style, name in transitions:
        lines += [f"  - from: Screen{source}", f"    to: Screen{destination}", f"    style: {style}"]
        if name:
            lines.append(f"    name: {name}")
    return "\n".join(lines) + "\n"


def support(count):
    """Swift declarations of the app's own types for the spec of `count` screens: the models the
    parameters use, each view controller with the initializer the generated factory calls, and the
    cells."""
    parameters, _ = screens(count)
    lines = [
        "import UIKit",
        "",
        "struct User: Sendable {}",
        "struct Item: Sendable {}",
        "struct Tag: Hashable, Sendable {}",
    ]
    for index, types in enumerate(parameters):
        name = f"Screen{index}ViewController"
        lines += ["", f"final class {name}: UIViewController {{"]
        if types:
            declared = ", ".join(
                f"param{number}: {'@escaping ' if '->' in type else ''}{type}" for number, type in enumerate(types))
            lines += [f"    init?(coder: NSCoder, {declared}) {{", "        super.init(coder: coder)", "    }", ""]
        lines += ["    required init?(coder: NSCoder) {", "        super.init(coder: coder)", "    }", "}"]
    for cell in range(max(1, count // 10)):
        base = "UITableViewCell" if cell % 2 == 0 else "UICollectionViewCell"
        lines += ["", f"final class Row{cell}Cell: {base} {{}}"]
    return "\n".join(lines) + "\n"
