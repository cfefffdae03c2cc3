/// A check navgen makes of a spec, or of a spec against the app's storyboards and xibs (`navgen
/// verify`). Its identifier ends each diagnostic it reports, names its row in docs/Spec.md's
/// table of rules (docs/Storyboards.md's for verify's), and is what a spec's `lint` settings and
/// `--disable`/`--error` name.
///
/// This enum is the table of rules: adding a rule is a case here (with its severity below when
/// it is a warning), the check that reports it, a row in the docs and an invalid fixture (a spec
/// of `Fixtures/invalid`, or for verify's a case of `Fixtures/storyboards`); `RuleCatalogTests`
/// fails until all four exist.
public enum Rule: String, CaseIterable, Sendable {
    // The YAML and the format of the spec.
    case yamlSyntax = "yaml-syntax"
    case inputLimit = "input-limit"
    case unsupportedYAML = "unsupported-yaml"
    case duplicateKey = "duplicate-key"
    case unknownKey = "unknown-key"
    case misindentedKey = "misindented-key"
    case missingKey = "missing-key"
    case wrongType = "wrong-type"
    case specVersion = "spec-version"
    case emptySpec = "empty-spec"
    case lintSettings = "lint-settings"
    case deploymentTarget = "deployment-target"

    // Names and Swift code written in the spec.
    case invalidIdentifier = "invalid-identifier"
    case reservedName = "reserved-name"
    case invalidSwiftCode = "invalid-swift-code"
    case misspeltType = "misspelt-type"
    case emptyName = "empty-name"
    case tooManyParameters = "too-many-parameters"
    case inheritedPropertyInjection = "inherited-property-injection"
    case inheritedPropertyStorage = "inherited-property-storage"
    case inheritedMethodName = "inherited-method-name"

    // Screens, their classes and storyboards.
    case keyForOtherSource = "key-for-other-source"
    case duplicateStoryboardIdentifier = "duplicate-storyboard-identifier"
    case duplicateInitialScene = "duplicate-initial-scene"
    case twoBundles = "two-bundles"
    case storyboardNameClash = "storyboard-name-clash"
    case classRoleClash = "class-role-clash"
    case factoryTypeClash = "factory-type-clash"
    case frameworkClassParameters = "framework-class-parameters"
    case missingFrameworkImport = "missing-framework-import"
    case duplicateOutput = "duplicate-output"
    case alertText = "alert-text"

    // Containers.
    case unknownScreen = "unknown-screen"
    case containerShape = "container-shape"
    case containerCycle = "container-cycle"
    case containerChildKind = "container-child-kind"
    case containerChildSource = "container-child-source"
    case duplicateContainerChild = "duplicate-container-child"
    case containerParameterClash = "container-parameter-clash"

    // Transitions.
    case notOnAStack = "not-on-a-stack"
    case noFactory = "no-factory"
    case keyForOtherStyle = "key-for-other-style"
    case popoverAnchor = "popover-anchor"
    case sheetDetents = "sheet-detents"
    case storyboardSegue = "storyboard-segue"
    case duplicateTransitionName = "duplicate-transition-name"
    case segueData = "segue-data"
    case unwindTarget = "unwind-target"
    case popToTarget = "pop-to-target"
    case pushWithoutNavigation = "push-without-navigation"
    case popWithoutNavigation = "pop-without-navigation"
    case dismissWithoutPresentation = "dismiss-without-presentation"

    // Reachability.
    case isolatedScreen = "isolated-screen"
    case unreachableScreen = "unreachable-screen"

    // Modules.
    case includeCycle = "include-cycle"
    case unreadableInclude = "unreadable-include"
    case moduleName = "module-name"
    case classInTwoModules = "class-in-two-modules"
    case unknownModule = "unknown-module"
    case moduleNotIncluded = "module-not-included"
    case screenNotPublic = "screen-not-public"

    // Deep links.
    case linksWithoutHosts = "links-without-hosts"
    case linkHosts = "link-hosts"
    case linkPattern = "link-pattern"
    case linkPlaceholder = "link-placeholder"
    case linkValueType = "link-value-type"
    case ambiguousLinks = "ambiguous-links"
    case linkValues = "link-values"
    case linkUnreachable = "link-unreachable"
    case linkMissingParameter = "link-missing-parameter"
    case linksWithoutAppIDs = "links-without-app-ids"

    // What a template can make of the spec.
    case stackParameterType = "stack-parameter-type"
    case stackLinkThroughContainer = "stack-link-through-container"
    case templateSkipsTransition = "template-skips-transition"
    case templateIgnoresKey = "template-ignores-key"
    case newerThanTarget = "newer-than-target"

    // The spec against the storyboards and xibs: what `navgen verify` finds.
    case unreadableInterfaceFile = "unreadable-interface-file"
    case duplicateInterfaceFile = "duplicate-interface-file"
    case noInterfaceFiles = "no-interface-files"
    case missingInterfaceFile = "missing-interface-file"
    case missingScene = "missing-scene"
    case initialScene = "initial-scene"
    case classMismatch = "class-mismatch"
    case classWithoutModule = "class-without-module"
    case missingNibObject = "missing-nib-object"
    case containerScene = "container-scene"
    case missingSegue = "missing-segue"
    case segueKind = "segue-kind"
    case segueDestination = "segue-destination"
    case segueAction = "segue-action"
    case reuseIdentifier = "reuse-identifier"
    case repeatedStoryboardIdentifier = "repeated-storyboard-identifier"
    case unmentionedScene = "unmentioned-scene"

    /// How the rule reports a problem unless a spec or the command line says otherwise.
    public var severity: Diagnostic.Severity {
        switch self {
        case .missingFrameworkImport, .pushWithoutNavigation, .popWithoutNavigation, .dismissWithoutPresentation,
            .isolatedScreen, .unreachableScreen, .templateSkipsTransition, .templateIgnoresKey, .inheritedPropertyStorage:
            .warning
        // What verify finds that need not be wrong: a storyboard left unread, a class without a
        // module (which `@objc(Name)` lets UIKit find), scenes the spec does not use.
        case .duplicateInterfaceFile, .noInterfaceFiles, .classWithoutModule, .repeatedStoryboardIdentifier, .unmentionedScene:
            .warning
        default:
            .error
        }
    }

    /// How messages, the docs and settings spell the rule: `isolated-screen`.
    public var identifier: String { rawValue }
}
