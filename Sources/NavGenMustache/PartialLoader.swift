import Foundation

/// Finds the source of a partial (`{{> name}}`) or parent (`{{< name}}`) by name.
public protocol PartialLoader: Sendable {
    /// The source and a display path of partial `name`, or nil when there is none.
    func partial(named name: String) throws(TemplateError) -> (source: String, path: String)?

    /// Partial `name` already parsed, from a loader that holds its partials so; nil to have the
    /// source ``partial(named:)`` gives parsed.
    func parsedPartial(named name: String) -> Template?
}

extension PartialLoader {
    public func parsedPartial(named name: String) -> Template? { nil }
}

/// Partials in memory, by name.
public struct DictionaryPartialLoader: PartialLoader {
    public var sources: [String: String]

    public init(_ sources: [String: String]) {
        self.sources = sources
    }

    public func partial(named name: String) throws(TemplateError) -> (source: String, path: String)? {
        sources[name].map { ($0, "\(name).mustache") }
    }
}

/// Partials in a folder: `{{> name}}` reads `DIRECTORY/name.mustache`.
public struct DirectoryPartialLoader: PartialLoader {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func partial(named name: String) throws(TemplateError) -> (source: String, path: String)? {
        // A name is a file in the folder, never a path out of it.
        guard !name.contains("/"), !name.hasPrefix(".") else { return nil }
        let path = (directory as NSString).appendingPathComponent(name + ".mustache")
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (String(decoding: data, as: UTF8.self), path)
    }
}
