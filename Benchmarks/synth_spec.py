"""Synthetic navigation specs of any size, and the app code that the UIKit output compiles with.

The shape is that of the figures in issue 7: each screen has 0 to 3 typed parameters, one
storyboard per 20 screens, one cell per 10 screens (table and collection in turn), and about 1.5
transitions per screen in mixed styles: one into every screen but the first from an earlier one
(so that every screen is reachable from `Screen0`, the entry), and for every other screen one
more, named, out of it. The same size always gives the same bytes.

`split_spec` writes the same graph as an app's spec that includes one spec per part of the
screens (issue 19's modules).
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
        lines += screen_lines(index, types)
    lines += cell_lines(count)
    lines.append("transitions:")
    lines += transition_lines(transitions, lambda index: f"Screen{index}")
    return "\n".join(lines) + "\n"


def split_spec(count, parts=100):
    """The spec of `count` screens split into an app's spec and `parts` specs that it includes
    (fewer when there are fewer screens), as {path: YAML text}, the app's spec `navigation.yml`
    first.

    The app's spec declares the entry, `Screen0` (a spec declares at least one screen), and the
    cells. Part k, `PartK.yml` with `module: PartK` (`Part01` on), declares the k-th run of
    consecutive screens of the rest, and the transitions between its own screens. The transitions
    go both ways between parts (each screen is reached from an earlier one, and the named ones go
    anywhere), so parts that included the parts their transitions reach would include each other;
    instead the app's spec includes every part and declares every transition between two specs,
    naming a part's screen `PartK.ScreenN`, and such screens are `public: true`. The graph is that
    of `spec(count)`: the same screens in the same order, the same entry, cells and transitions
    (those of the app's spec first, then those of each part in turn)."""
    parameters, transitions = screens(count)
    parts = max(1, min(parts, count - 1))
    # The spec of each screen: 0 for the app's, k for part k.
    spec_of = [0] + [1 + (index - 1) * parts // (count - 1) for index in range(1, count)]
    names = [None] + [f"Part{part:02d}" for part in range(1, parts + 1)]

    def qualified(index):
        return f"{names[spec_of[index]]}.Screen{index}" if spec_of[index] else f"Screen{index}"

    crossing = [transition for transition in transitions if spec_of[transition[0]] != spec_of[transition[1]]]
    public = {end for transition in crossing for end in transition[:2]}
    members = [[] for _ in names]
    for index in range(count):
        members[spec_of[index]].append(index)
    own = [[] for _ in names]
    for transition in transitions:
        if spec_of[transition[0]] == spec_of[transition[1]]:
            own[spec_of[transition[0]]].append(transition)
    app = ["version: 1", "includes:"] + [f"  - {name}.yml" for name in names[1:]]
    app += ["screens:"] + screen_lines(0, parameters[0]) + cell_lines(count)
    app += ["transitions:"] + transition_lines(own[0] + crossing, qualified)
    files = {"navigation.yml": "\n".join(app) + "\n"}
    for part in range(1, parts + 1):
        lines = ["version: 1", f"module: {names[part]}", "screens:"]
        for index in members[part]:
            lines += screen_lines(index, parameters[index], index in public)
        if own[part]:
            lines += ["transitions:"] + transition_lines(own[part], lambda index: f"Screen{index}")
        files[f"{names[part]}.yml"] = "\n".join(lines) + "\n"
    return files


def screen_lines(index, types, public=False):
    lines = [f"  Screen{index}:", f"    class: Screen{index}ViewController", f"    storyboard: Feature{index // 20}"]
    if index == 0:
        lines.append("    entry: true")
    if public:
        lines.append("    public: true")
    if types:
        lines.append("    parameters:")
        lines += [f'      param{number}: "{type}"' for number, type in enumerate(types)]
    return lines


def cell_lines(count):
    lines = ["cells:"]
    for cell in range(max(1, count // 10)):
        lines += [f"  Row{cell}Cell:", f"    kind: {'table' if cell % 2 == 0 else 'collection'}", f"    nib: Row{cell}Cell"]
    return lines


def transition_lines(transitions, screen_name):
    """The `transitions` entries, each end named by `screen_name(index)`."""
    lines = []
    for source, destination, style, name in transitions:
        lines += [f"  - from: {screen_name(source)}", f"    to: {screen_name(destination)}", f"    style: {style}"]
        if name:
            lines.append(f"    name: {name}")
    return lines


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
