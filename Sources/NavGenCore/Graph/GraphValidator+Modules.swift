/// The rules of a spec that includes others: modules, the names that cross them, and what the
/// generated code of the first spec imports.
extension ValidationRun {

    /// Gives each screen its module, and tells the included specs' screens from the graph's own.
    func placeInModules(_ screens: inout [Screen], _ declarations: [ScreenDeclaration], names: ScreenNames) {
        guard files.hasModules else { return }
        for index in screens.typedIndices {
            let file = names.file(ofScreenAt: index)
            screens[index].module = files.module(ofFileAt: file)
            screens[index].isExternal = files.isIncluded(fileAt: file)
            screens[index].isPublic = declarations[index].isPublic?.value ?? false
        }
    }

    /// Marks the screens of included specs to which another included spec's transitions give a
    /// `Route` the first spec sees: ``Screen/hasVisibleRoutesOfItsModule``.
    func markVisibleRoutes(_ resolved: inout ResolvedSpec) {
        guard files.hasModules else { return }
        var accessOfFile: [String: AccessLevel] = [:]
        for file in files.files { accessOfFile[file.path] = file.uikitAccessLevel }
        let routeSources =
            resolved.transitions.filter { $0.isExternal && !$0.style.isStoryboardSegue }.map { ($0.source, $0.location) }
            + resolved.backTransitions.filter(\.isExternal).map { ($0.source, $0.location) }
        for (source, location) in routeSources where resolved.screens[source].isExternal {
            guard let file = location?.file, let access = accessOfFile[file], access != .internal else { continue }
            resolved.screens[source].hasVisibleRoutesOfItsModule = true
        }
    }

    /// The modules the generated code of the first spec imports: its `imports`, those of the
    /// specs it includes, whose screens' parameter types the code names, and the modules of the
    /// included screens its own code shows or starts from.
    static func imports(_ spec: Spec, of graph: NavigationGraph) -> [String] {
        var modules: [String] = []
        var seen = Set<String>()
        for module in spec.imports where seen.insert(module.value).inserted {
            modules.append(module.value)
        }
        // Without included specs, every screen is the spec's own.
        guard graph.screens.contains(where: \.isExternal) else { return modules }
        let own = graph.ownCode
        // Each screen once: a screen that many transitions show would hash its module every time.
        var isReferenced = Table<Screen, Bool>(repeating: false, count: graph.screens.count)
        func reference(_ index: ScreenIndex) {
            guard !isReferenced[index] else { return }
            isReferenced[index] = true
            if graph.screens[index].isExternal, let module = graph.screens[index].module, seen.insert(module).inserted {
                modules.append(module)
            }
        }
        for index in own.transitions {
            reference(graph.transitions[index].source)
            reference(graph.transitions[index].destination)
        }
        for index in own.backTransitions {
            reference(graph.backTransitions[index].source)
        }
        for index in own.screens {
            graph.screens[index].container?.children.forEach(reference)
        }
        return modules
    }

    /// The index of the screen `name` names, or nil after reporting `unknown`, with a hint. A
    /// name is a screen of the spec it is written in, or `Module.Screen`, a screen of a spec
    /// that the spec includes and that is public.
    mutating func screenIndex(_ name: Located<String>, in names: ScreenNames, _ unknown: @autoclosure () -> String) -> ScreenIndex? {
        let referring = names.isModular ? files.index(of: name.position) : 0
        var file = referring
        var screenName = Substring(name.value)
        if names.isModular, let dot = ScreenNames.dot(in: name.value) {
            let module = String(name.value[..<dot])
            screenName = name.value[name.value.utf8.index(after: dot)...]
            guard let target = names.file(ofModule: module) else {
                let modules = visibleFiles[referring].compactMap { files.module(ofFileAt: $0) }.sorted()
                report(
                    .unknownModule, "'\(name.value)' names module '\(module)', which no spec included here declares"
                        + Suggestion.hint(for: module, in: modules),
                    at: name.position)
                return nil
            }
            guard visibleFiles[referring].contains(target) else {
                report(
                    .moduleNotIncluded, "'\(name.value)' is a screen of module '\(module)', which '\(files.files[referring].path)' does not include; add '\(files.files[target].path)' to its 'includes'",
                    at: name.position,
                    notes: [note("module '\(module)' is declared here", at: files.files[target].module?.position ?? name.position)])
                return nil
            }
            file = target
        }
        guard let index = names.index(of: screenName, inFileAt: file) else {
            var hint = ""
            if screenHintsLeft > 0 {
                // A screen of another module written without its module is its qualified name,
                // however far the spelling is from it.
                let qualified = file == referring && !name.value.contains(".") ? names.qualifiedNames(of: screenName) : []
                hint =
                    qualified.isEmpty
                    ? Suggestion.hint(for: name.value, in: names.spellings(visibleFrom: referring, visibleFiles[referring]))
                    : "; did you mean \(qualified.map { "'\($0)'" }.joined(separator: " or "))?"
            }
            screenHintsLeft -= 1
            report(.unknownScreen, unknown() + hint, at: name.position)
            return nil
        }
        if file != referring, !names.isPublic(index) {
            let module = files.module(ofFileAt: file) ?? ""
            report(
                .screenNotPublic, "screen '\(screenName)' of module '\(module)' is not public, so no other module can show it; add 'public: true' to it",
                at: name.position, notes: [note("'\(screenName)' is declared here", at: names.position(of: index))])
            return nil
        }
        return index
    }
}

/// The screens the names in the specs stand for: a screen's own name in the spec that declares
/// it, and `Module.Screen` in the specs that include that one.
struct ScreenNames {
    private struct Key: Hashable {
        var file: Int
        var name: Substring
    }

    /// ``SpecFiles/hasModules``.
    let isModular: Bool
    private var indexByKey: [Key: ScreenIndex] = [:]
    private var fileOfModule: [String: Int] = [:]
    /// For each screen, its file and name, for the hints; and where and whether public, for the
    /// references from other modules.
    private var places: [(file: Int, name: String, position: SourcePosition, isPublic: Bool)] = []
    private let modules: [String?]

    init(_ declarations: [ScreenDeclaration], files: SpecFiles) {
        isModular = files.hasModules
        modules = files.files.indices.map(files.module(ofFileAt:))
        for (index, module) in modules.enumerated() {
            if let module, fileOfModule[module] == nil { fileOfModule[module] = index }
        }
        places.reserveCapacity(declarations.count)
        indexByKey.reserveCapacity(declarations.count)
        for (index, declaration) in declarations.enumerated() {
            let file = isModular ? files.index(of: declaration.name.position) : 0
            let key = Key(file: file, name: Substring(declaration.name.value))
            if indexByKey[key] == nil { indexByKey[key] = ScreenIndex(index) }
            places.append((file, declaration.name.value, declaration.name.position, declaration.isPublic?.value ?? false))
        }
    }

    /// Where the first `.` character of `name` is, the one between a module and a screen. Reading
    /// a name as characters costs more than the rest of its look-up, so the `.` is searched for
    /// among the bytes: one with ASCII on both sides is a character of its own.
    static func dot(in name: String) -> String.Index? {
        let utf8 = name.utf8
        guard let index = utf8.firstIndex(where: { $0 == UInt8(ascii: ".") || $0 >= 0x80 }) else { return nil }
        let next = utf8.index(after: index)
        if utf8[index] == UInt8(ascii: "."), next == utf8.endIndex || utf8[next] < 0x80 { return index }
        return name.firstIndex(of: ".")
    }

    func index(of name: Substring, inFileAt file: Int) -> ScreenIndex? {
        indexByKey[Key(file: file, name: name)]
    }

    func file(ofModule module: String) -> Int? {
        fileOfModule[module]
    }

    /// The index of the file that declares the screen at `index`.
    func file(ofScreenAt index: ScreenIndex) -> Int {
        places[index.offset].file
    }

    func isPublic(_ index: ScreenIndex) -> Bool {
        places[index.offset].isPublic
    }

    func position(of index: ScreenIndex) -> SourcePosition {
        places[index.offset].position
    }

    /// `Module.Screen` for each screen of that name in a spec with a module.
    func qualifiedNames(of name: Substring) -> [String] {
        places.compactMap { place in
            guard place.name == name, let module = modules[place.file] else { return nil }
            return module + "." + place.name
        }
    }

    /// The names a spec may write: its own screens' names, and `Module.Screen` for those of the
    /// specs it includes.
    func spellings(visibleFrom file: Int, _ visible: Set<Int>) -> [String] {
        places.compactMap { place in
            if place.file == file { return place.name }
            guard visible.contains(place.file), let module = modules[place.file] else { return nil }
            return module + "." + place.name
        }.sorted()
    }
}
