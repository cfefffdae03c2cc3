import Foundation
import NavGenWriting

/// `navgen init [PATH]`: writes a commented starter spec that lints clean and generates, so that
/// a team starts from a working file.
enum InitCommand {
    static let defaultName = "navigation.yml"

    static let command = Command(
        words: ["init"],
        summary: "Write a commented starter navigation spec.",
        arguments: [
            Argument(
                name: "PATH", help: "The file to write, or a folder to write \(defaultName) in (default: \(defaultName)).",
                isOptional: true)
        ],
        options: [Option(name: "--force", help: "Replace the file when it exists.")],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        var path = invocation.positionals.first ?? defaultName
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            path = (path as NSString).appendingPathComponent(defaultName)
        }
        if FileManager.default.fileExists(atPath: path), !invocation.has("--force") {
            output.printError("navgen init: error: '\(path)' already exists; pass --force to replace it")
            return .usage
        }
        do {
            output.print(try OutputFile(path: path).write(starterSpec(output: outputPath(forSpecAt: path))).report(for: path))
        } catch {
            output.printError("navgen init: error: cannot write '\(error.path)': \(error.reason)")
            return .failure
        }
        output.print("next: 'navgen lint \(path)' checks it, 'navgen generate \(path)' writes its outputs")
        return .success
    }

    /// Where the starter spec's generated file goes, relative to the spec at `specPath`. In a Swift
    /// package, where a target's folder is `Sources/TARGET`, outside every target:
    /// `Generated/TARGET/Navigation.swift` at the package's root, since the build tool plugin
    /// generates the same code into the target at every build and a copy in the target's folder
    /// would be compiled as well (docs/Integration.md, "Where outputs live"). Elsewhere, beside it.
    static func outputPath(forSpecAt specPath: String) -> String {
        let folder = URL(fileURLWithPath: specPath).standardizedFileURL.deletingLastPathComponent()
        var components = folder.pathComponents
        var depth = 0
        while components.count > 2 {
            let target = components[components.count - 1]
            let sources = components[components.count - 2]
            let root = NSString.path(withComponents: Array(components.dropLast(2)))
            if sources == "Sources", FileManager.default.fileExists(atPath: root + "/Package.swift") {
                return String(repeating: "../", count: depth + 2) + "Generated/\(target)/Navigation.swift"
            }
            components.removeLast()
            depth += 1
        }
        return "Navigation.generated.swift"
    }

    /// The starter spec, whose one output is `output`: one of each thing a spec holds, with the
    /// comments a first reader needs.
    static func starterSpec(output: String) -> String {
        """
        # A navigation spec, started by `navgen init`. The format is described in navgen's
        # docs/Spec.md. For completion and checks in your editor (the YAML language server), save the
        # schema next to this file with `navgen schema > navgen.schema.json` and start this file with:
        #   # yaml-language-server: $schema=navgen.schema.json
        version: 1

        # The screens, each a view controller (`<name>ViewController`) in a storyboard of the screen's
        # name, found by its storyboard ID (the class name). `class`, `storyboard` and `identifier`
        # change these; `source: nib` or `source: code` creates it another way.
        screens:
          ItemList:
            # Reachability is checked from the entry screens.
            entry: true
            summary: Shows every item.
          ItemDetail:
            summary: Shows one item.
            # What the screen needs to be created. navgen writes
            # `ItemDetailViewController.instantiate(itemID:)`; the view controller declares
            # `init?(coder: NSCoder, itemID: String)`, so its state can be `private let`.
            parameters:
              itemID: String

        # Reusable cells, each key a cell class: navgen writes its reuse identifier and typed
        # `register(_:)` and `dequeueReusableCell(_:for:)` methods. The nib has the class's name.
        cells:
          ItemCell:
            kind: table

        # The ways from one screen to another. This one writes
        # `ItemListViewController.pushItemDetail(itemID:)` and a `Route` enum for ItemList.
        # Other styles: present, fullScreen, overFullScreen, pageSheet, formSheet, segue.
        transitions:
          - from: ItemList
            to: ItemDetail
            style: push

        # The files `navgen generate` writes and `navgen check` compares, relative to this file.
        # `template: swiftui` writes SwiftUI routers from the same screens. With navgen's build
        # tool plugin, keep them outside the target's folder: the plugin generates the same code
        # into the target at every build.
        outputs:
          - template: uikit
            output: \(output)

        """
    }
}
