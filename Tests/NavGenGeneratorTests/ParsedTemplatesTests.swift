@testable import NavGenGenerator
@testable import NavGenMustache
import NavGenTemplates
import NavGenTestSupport
import Testing

/// navgen's own templates are parsed when it is built: `Templates/ParsedTemplates.swift` holds each
/// as Swift that makes it again, written by this test from the `.mustache` files beside it.
@Suite struct ParsedTemplatesTests {
    static let file = PackagePaths.root.appendingPathComponent("Templates/ParsedTemplates.swift")

    @Test func everyParsedTemplateIsItsSourceParsed() throws {
        for (name, source) in BuiltinTemplates.sources.sorted(by: { $0.key < $1.key }) {
            let parsed = try #require(BuiltinTemplates.parsed(name), "\(name) is not parsed")
            let fromSource = try Template(source: source, path: "\(name).mustache")
            let isSame = parsed.nodes == fromSource.nodes && parsed.path == fromSource.path
                && parsed.sourceLength == fromSource.sourceLength
            #expect(isSame, "the parsed \(name) is not \(name).mustache parsed")
        }
        #expect(BuiltinTemplates.parsed("uikit_screen") == nil)
    }

    /// Fails with a diff when a template changed since the file was written, until
    /// `NAVGEN_RECORD=1 swift test --filter ParsedTemplatesTests` writes it again.
    @Test func theFileOfParsedTemplatesIsUpToDate() throws {
        if let diff = GoldenFile.mismatch(try Self.fileText(), expectedIn: Self.file) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    /// The file: a look-up by name, and each template made on its first use.
    static func fileText() throws -> String {
        let templates = try BuiltinTemplates.sources.sorted { $0.key < $1.key }.map { name, source in
            (name: name, identifier: name.replacingOccurrences(of: "-", with: "_"),
             template: try Template(source: source, path: "\(name).mustache"))
        }
        var writer = NodeWriter()
        writer.line("""
            // navgen's templates parsed, as Swift that makes each again: written by
            // Tests/NavGenGeneratorTests/ParsedTemplatesTests.swift from the .mustache files of this
            // folder, so that navgen parses its own templates when it is built rather than on every
            // run. Do not edit: after changing a template, run
            // `NAVGEN_RECORD=1 swift test --filter ParsedTemplatesTests`, which writes it again.

            import NavGenMustache

            extension BuiltinTemplates {
                /// The template or partial `name` parsed, or nil when there is none.
                package static func parsed(_ name: String) -> Template? {
                    switch name {
            """)
        for template in templates {
            writer.line("        case \(SwiftLiteral.string(template.name)): ParsedTemplates.\(template.identifier)")
        }
        writer.line("""
                    default: nil
                    }
                }
            }

            /// Each template, made when it is first used.
            private enum ParsedTemplates {
            """)
        writer.nested {
            for template in templates {
                $0.write(template.template, as: template.identifier)
            }
        }
        writer.line("}")
        return writer.text
    }
}

/// Writes parsed templates as Swift that makes them again: one node a line, nested by indentation,
/// so that a change of a template reads as a diff of this file.
private struct NodeWriter {
    private(set) var text = ""
    private var indent = ""

    mutating func line(_ line: String) {
        text += line.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n") + "\n"
    }

    mutating func nested(_ body: (inout NodeWriter) -> Void) {
        let outer = indent
        indent += "    "
        body(&self)
        indent = outer
    }

    mutating func write(_ template: Template, as identifier: String) {
        line("static let \(identifier) = Template(")
        nested {
            $0.list("nodes", template.nodes)
            $0.line("path: \(SwiftLiteral.string(template.path)), sourceLength: \(template.sourceLength))")
        }
    }

    /// `label: [`, the nodes, `],`.
    private mutating func list(_ label: String, _ nodes: [Node]) {
        line("\(label): [")
        nested { writer in
            for node in nodes { writer.write(node) }
        }
        line("],")
    }

    private mutating func write(_ node: Node) {
        switch node {
        case .text(let text):
            line(".text(\(SwiftLiteral.string(text))),")
        case .variable(let name, let escaped):
            line(".variable(\(Self.swift(name)), escaped: \(escaped)),")
        case .section(let name, let inverted, let children, let location):
            line(".section(")
            nested {
                $0.line("\(Self.swift(name)), inverted: \(inverted),")
                $0.list("children", children)
                $0.line("location: \(Self.swift(location))),")
            }
        case .partial(let name, let indent, let location):
            line(".partial(\(SwiftLiteral.string(name)), indent: \(SwiftLiteral.string(indent)), location: \(Self.swift(location))),")
        case .parent(let name, let indent, let overrides, let location):
            line(".parent(")
            nested {
                $0.line("\(SwiftLiteral.string(name)), indent: \(SwiftLiteral.string(indent)),")
                $0.line("overrides: [")
                $0.nested { writer in
                    for block in overrides { writer.write(block, closing: "),") }
                }
                $0.line("],")
                $0.line("location: \(Self.swift(location))),")
            }
        case .block(let block):
            line(".block(")
            nested { $0.write(block, closing: ")),") }
        }
    }

    /// `Block(...`, with `closing` after its last argument.
    private mutating func write(_ block: Block, closing: String) {
        line("Block(")
        nested {
            $0.line("name: \(SwiftLiteral.string(block.name)),")
            $0.list("children", block.children)
            $0.line("siteIndent: \(block.siteIndent.map(SwiftLiteral.string) ?? "nil"),")
            $0.line("location: \(Self.swift(block.location))\(closing)")
        }
    }

    private static func swift(_ name: Name) -> String {
        "Name(\(SwiftLiteral.string(name.parts.isEmpty ? "." : name.parts.joined(separator: "."))))"
    }

    private static func swift(_ location: Location) -> String {
        "Location(path: \(SwiftLiteral.string(location.path)), line: \(location.line), column: \(location.column))"
    }
}
