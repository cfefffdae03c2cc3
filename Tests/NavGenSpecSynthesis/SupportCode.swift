/// A Swift file of an app's own code, around what navgen generates for one module.
public struct SupportFile: Hashable, Sendable {
    /// The generated output it uses, which must be compiled with it; nil for code that every
    /// output needs (the classes, the views, the parameter types).
    public enum Use: String, Hashable, Sendable {
        case uikit, swiftui, swiftuiStack = "swiftui-stack", deeplinks
    }

    public var name: String
    public var text: String
    public var use: Use?

    public init(name: String, text: String, use: Use?) {
        self.name = name
        self.text = text
        self.use = use
    }
}

/// Writes the code a real app keeps beside the generated code of each module: the view
/// controllers with the initializers or properties their injection implies, the cells and nib
/// views, the SwiftUI views the templates construct, the parameter types, and code that calls
/// the generated API as docs/Spec.md, docs/SwiftUI.md and docs/DeepLinks.md describe it.
public struct SupportCodeWriter {
    public let model: AppModel

    public init(model: AppModel) {
        self.model = model
    }

    /// The support files of `module`.
    public func files(for module: Module) -> [SupportFile] {
        let context = ModuleContext(model: model, module: module)
        var files: [SupportFile] = []
        if !model.isModular {
            files.append(SupportFile(name: "Models.swift", text: ParameterCatalog.modelsSource, use: nil))
        }
        files.append(SupportFile(name: "Screens.swift", text: UIKitClassWriter(context: context).text, use: .uikit))
        files.append(SupportFile(name: "Views.swift", text: SwiftUIViewWriter(context: context).text, use: nil))
        let usage = APIUsageWriter(context: context)
        files.append(SupportFile(name: "UsesUIKit.swift", text: usage.uikit, use: .uikit))
        files.append(SupportFile(name: "UsesSwiftUI.swift", text: usage.swiftUI, use: .swiftui))
        files.append(SupportFile(name: "UsesStack.swift", text: usage.stack, use: .swiftuiStack))
        if module.links != nil {
            files.append(SupportFile(name: "UsesLinks.swift", text: usage.links, use: .deeplinks))
        }
        return files
    }
}

/// A module with what the writers ask of the app around it.
struct ModuleContext {
    let model: AppModel
    let module: Module

    /// The access level of the module's own types: at least what its generated declarations
    /// have, since those name the types.
    var typeAccess: AccessLevel {
        ([module.defaults.accessLevel ?? .internal] + module.outputs.compactMap(\.accessLevel)).max() ?? .internal
    }

    /// The access level of a type of the screen's: public for a screen other modules show.
    func access(for screen: Screen) -> AccessLevel {
        screen.isPublic ? .public : typeAccess
    }

    /// The imports of a support file: the framework, the parameter types' module, the modules
    /// this one includes.
    func imports(_ framework: String) -> String {
        var lines = ["import Foundation"] + (framework == "Foundation" ? [] : ["import \(framework)"])
        if model.isModular { lines.append("import Models") }
        lines += model.includedModules(of: module.name).sorted().map { "import \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screen `reference` names, with the module that declares it.
    func screen(_ reference: ScreenReference) -> (screen: Screen, module: Module)? {
        guard let owner = model.module(named: reference.module), let screen = owner.screen(named: reference.screen) else { return nil }
        return (screen, owner)
    }

    /// The module's transitions that leave from `reference`.
    func transitions(from reference: ScreenReference) -> [Transition] {
        module.transitions.filter { $0.from == reference }
    }

    /// The most visible access level of the module's `uikit` code: its `uikit` outputs', or its
    /// spec's.
    var uikitAccess: AccessLevel {
        let specAccess = module.defaults.accessLevel ?? .internal
        return module.outputs.filter { $0.template == "uikit" }.map { $0.accessLevel ?? specAccess }.max() ?? specAccess
    }

    /// Whether the module's transitions from `reference` get a `Route` and `navigate(to:)`: not
    /// when the screen is another module's and a module this one includes gives it a `Route` this
    /// one sees, by transitions of its own in `uikit` code that is not internal (docs/Spec.md,
    /// "Modules").
    func hasRoute(from reference: ScreenReference) -> Bool {
        guard reference.module != module.name else { return true }
        return !model.includedModules(of: module.name).contains { name in
            guard let other = model.module(named: name) else { return false }
            return ModuleContext(model: model, module: other).uikitAccess != .internal
                && other.transitions.contains { $0.from == reference && !$0.style.isStoryboardSegue }
        }
    }

    /// The screens the module's transitions leave from, its own and others', in order of first use.
    var sources: [ScreenReference] {
        var seen: Set<ScreenReference> = []
        return module.transitions.map(\.from).filter { seen.insert($0).inserted }
    }
}

/// Swift text of parameters and arguments.
enum SwiftText {
    /// The internal name of an initializer's parameter: keywords cannot name a value in a body.
    static func internalName(_ name: String) -> String {
        SwiftNaming.keywords.contains(name) ? name + "Value" : name
    }

    /// `label internalName: Type` for each parameter of an initializer.
    static func initializerParameters(_ parameters: [Parameter]) -> String {
        parameters.map { parameter in
            let internalName = internalName(parameter.name)
            let label = internalName == parameter.name ? parameter.name : "\(parameter.name) \(internalName)"
            return "\(label): \(parameter.kind.initializerType)"
        }.joined(separator: ", ")
    }

    /// `label: value` for each parameter, with the catalog's sample values.
    static func arguments(_ parameters: [Parameter], awkward: Bool = false) -> String {
        parameters.map { "\($0.name): \(awkward ? $0.kind.awkwardSample : $0.kind.sample)" }.joined(separator: ", ")
    }

    /// `text` as a string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : "\($0)" }.joined() + "\""
    }

    /// `(arguments)`, or nothing without any: a case without associated values.
    static func caseArguments(_ parameters: [Parameter]) -> String {
        parameters.isEmpty ? "" : "(\(arguments(parameters)))"
    }
}
