import Foundation
import NavGenCore

/// Every storyboard and xib below some folders, read, and found by name.
public struct ResourceCatalog: Sendable {
    public var documents: [InterfaceBuilderDocument]
    /// The names of the files found but not read (`Main.storyboard`), whose errors were reported.
    public var unreadableFiles: Set<String>

    public init(documents: [InterfaceBuilderDocument], unreadableFiles: Set<String> = []) {
        self.documents = documents
        self.unreadableFiles = unreadableFiles
    }

    public var storyboards: [InterfaceBuilderDocument] { documents.filter { $0.kind == .storyboard } }
    public var xibs: [InterfaceBuilderDocument] { documents.filter { $0.kind == .xib } }

    /// The catalog with each storyboard ID kept by the first view controller of its storyboard
    /// that has it (see ``InterfaceBuilderDocument/scenesRepeatingAStoryboardID``).
    public var keepingTheFirstOfEachStoryboardID: ResourceCatalog {
        ResourceCatalog(documents: documents.map(\.keepingTheFirstOfEachStoryboardID), unreadableFiles: unreadableFiles)
    }

    /// The storyboard `UIStoryboard(name:)` would load for `name`: the first one found.
    public func storyboard(named name: String) -> InterfaceBuilderDocument? {
        documents.first { $0.kind == .storyboard && $0.name == name }
    }

    /// The xib `UINib(nibName:)` would load for `name`: the first one found.
    public func xib(named name: String) -> InterfaceBuilderDocument? {
        documents.first { $0.kind == .xib && $0.name == name }
    }

    /// Reads every `*.storyboard` and `*.xib` below `folders`, in path order, but for those of the
    /// other bundles among them (see ``bundleFolders(below:)``). A file that cannot be read is an
    /// error without a place; two files of one kind and name are a warning, since only one of
    /// them can be loaded by that name.
    public static func load(folders: [String]) -> (catalog: ResourceCatalog, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var documents: [InterfaceBuilderDocument] = []
        var unreadable: Set<String> = []
        // Folders may overlap (`Resources` and `Resources/Base.lproj`): each file is read once.
        var seen: Set<String> = []
        for folder in folders {
            for path in walk(folder).files where seen.insert((path as NSString).standardizingPath).inserted {
                guard let kind = InterfaceBuilderDocument.Kind(rawValue: (path as NSString).pathExtension) else { continue }
                let read = FileManager.default.contents(atPath: path).map { InterfaceBuilderReader().read($0, path: path, kind: kind) }
                    ?? (document: nil, diagnostics: [.unreadable("cannot read '\(path)'", at: nil)])
                diagnostics += read.diagnostics
                guard let document = read.document else {
                    unreadable.insert((path as NSString).lastPathComponent)
                    continue
                }
                if let first = documents.first(where: { $0.kind == kind && $0.name == document.name }) {
                    diagnostics.append(
                        Diagnostic(
                            .duplicateInterfaceFile, "a second \(kind.rawValue) named '\(document.name)'; navgen reads the first one",
                            at: document.location, notes: [.init("the first one is here", at: first.location)]))
                    continue
                }
                documents.append(document)
            }
        }
        return (ResourceCatalog(documents: documents, unreadableFiles: unreadable), diagnostics)
    }

    /// The folders below `folders`, not those themselves, that hold a bundle of their own, as
    /// ``bundle(heldBy:)`` tells, each with the path it is found by; not those inside them, which
    /// are their own business. Sorted.
    public static func bundleFolders(below folders: [String]) -> [String] {
        folders.flatMap { walk($0).bundles }.sorted()
    }

    /// A folder's own bundle, whose storyboards `UIStoryboard(name:bundle:)` finds by name apart
    /// from those of other bundles.
    public enum FolderBundle: Sendable {
        /// The target of an app or an app extension, which Xcode gives an `Info.plist`.
        case target
        /// A Swift package's target, a folder of `Sources` beside a `Package.swift`, whose
        /// resources are in `Bundle.module`.
        case packageTarget
    }

    /// The bundle `folder` holds of its own, if it does.
    public static func bundle(heldBy folder: String) -> FolderBundle? {
        let manager = FileManager.default
        if manager.fileExists(atPath: (folder as NSString).appendingPathComponent("Info.plist")) { return .target }
        var isFolder: ObjCBool = false
        let parent = (folder as NSString).deletingLastPathComponent
        guard (parent as NSString).lastPathComponent == "Sources", manager.fileExists(atPath: folder, isDirectory: &isFolder),
            isFolder.boolValue,
            manager.fileExists(atPath: ((parent as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Package.swift"))
        else { return nil }
        return .packageTarget
    }

    /// The paths of the files below `folder`, sorted, with `folder` as their prefix; none when it
    /// cannot be listed. Hidden files and folders (`.build`, `.git`) are skipped: they hold no
    /// resources of the app; and so are the folders of other bundles, which the second list names.
    static func walk(_ folder: String) -> (files: [String], bundles: [String]) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return ([], []) }
        var paths: [String] = []
        var bundles: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let path = (folder as NSString).appendingPathComponent(relative)
            if bundle(heldBy: path) != nil {
                bundles.append(path)
                enumerator.skipDescendants()
                continue
            }
            paths.append(path)
        }
        return (paths.sorted(), bundles)
    }
}
