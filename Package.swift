// swift-tools-version:6.1
import PackageDescription

// The navgen the plugins run. In development, and for Mint, it is the `navgen` target built from
// source. A release's own commit sets this line to the binary target of its artifact bundle
// (`scripts/use-artifactbundle`), so that the plugins of a release run the prebuilt navgen: a user
// needs neither libyaml nor a build of navgen. See docs/Integration.md, "Releases".
let navgenArtifactBundle: Target? = nil
let pluginTool: Target.Dependency = navgenArtifactBundle.map { .target(name: $0.name) } ?? "navgen"

// The stack router across the modules of Fixtures/ModularStack, each feature a module of its own
// made of its generated code, compiled and run. That code is iOS code, which compiles against the
// stub SDK on Linux; a Mac's `swift build`, which builds every regular target, would compile it
// for macOS (no full-screen covers, `@Observable` from macOS 14), so the targets are Linux's only.
#if os(Linux)
let generatedIOSModules: [Target] = [
    .target(name: "Catalog", path: "Tests/NavGenSwiftUIStackModules/Catalog"),
    .target(name: "Account", path: "Tests/NavGenSwiftUIStackModules/Account"),
    .testTarget(name: "NavGenSwiftUIStackModulesTests", dependencies: ["Catalog", "Account"]),
]
#else
let generatedIOSModules: [Target] = []
#endif

let package = Package(
    name: "navgen",
    // macOS 13 is the first release with the Foundation and standard library APIs navgen uses
    // (`ContinuousClock`, `FileHandle.read(upToCount:)`, `difference(from:)`, JSON without escaped
    // slashes); SwiftPM's default, macOS 10.13, fails with availability errors. `scripts/check-darwin`
    // type-checks every target against a Darwin SDK at this target (docs/Integration.md).
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        // What the fuzz targets in Fuzz/ run on each input; they are a package of their own, since
        // libFuzzer brings its own `main`.
        .library(name: "NavGenFuzzing", targets: ["NavGenFuzzing"]),
        .plugin(name: "NavGenPlugin", targets: ["NavGenPlugin"]),
        .plugin(name: "NavGenGenerateCommand", targets: ["NavGenGenerateCommand"]),
        .plugin(name: "NavGenCheckCommand", targets: ["NavGenCheckCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNavGenYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "NavGenYAML", dependencies: ["CNavGenYAML"]),
        .target(name: "NavGenCore", dependencies: ["NavGenYAML"]),
        .target(name: "NavGenMustache"),
        .target(
            name: "NavGenTemplates", dependencies: ["NavGenMustache"], path: "Templates",
            resources: [.embedInCode("uikit"), .embedInCode("swiftui"), .embedInCode("links")]),
        .target(name: "NavGenGenerator", dependencies: ["NavGenCore", "NavGenMustache", "NavGenTemplates"]),
        .target(name: "NavGenDiagrams", dependencies: ["NavGenCore"]),
        .target(name: "NavGenWriting"),
        .target(name: "NavGenStoryboards", dependencies: ["NavGenCore"]),
        .target(name: "NavGenStoryboardSync", dependencies: ["NavGenCore", "NavGenStoryboards"]),
        .target(
            name: "NavGenCommandLine",
            dependencies: [
                "NavGenCore", "NavGenDiagrams", "NavGenGenerator", "NavGenMustache", "NavGenStoryboardSync", "NavGenWriting",
            ]
        ),
        .executableTarget(name: "navgen", dependencies: ["NavGenCommandLine"]),
        .plugin(name: "NavGenPlugin", capability: .buildTool(), dependencies: [pluginTool]),
        .plugin(
            name: "NavGenGenerateCommand",
            capability: .command(
                intent: .custom(verb: "navgen-generate", description: "Write the outputs of every navigation spec"),
                permissions: [
                    .writeToPackageDirectory(reason: "navgen writes the Swift files that the specs' outputs name")
                ]
            ),
            dependencies: [pluginTool]
        ),
        .plugin(
            name: "NavGenCheckCommand",
            capability: .command(
                intent: .custom(verb: "navgen-check", description: "Fail when generated files differ from their specs")
            ),
            dependencies: [pluginTool]
        ),
        .target(
            name: "NavGenFuzzing",
            dependencies: ["NavGenCore", "NavGenDiagrams", "NavGenGenerator", "NavGenMustache", "NavGenTemplates"],
            path: "Fuzz/Harness"),
        .target(name: "NavGenTestSupport", dependencies: ["NavGenWriting"], path: "Tests/NavGenTestSupport"),
        // Apps drawn from a seed, written as specs with the code an app would have around them.
        .target(name: "NavGenSpecSynthesis", path: "Tests/NavGenSpecSynthesis"),
        .testTarget(name: "NavGenYAMLTests", dependencies: ["NavGenYAML"]),
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore", "NavGenTestSupport"]),
        .testTarget(name: "NavGenMustacheTests", dependencies: ["NavGenMustache"]),
        // The plugins' spec reading, whose file this target links to: tests cannot import a plugin.
        .testTarget(name: "NavGenPluginSpecsTests"),
        .testTarget(
            name: "NavGenGeneratorTests",
            dependencies: ["NavGenGenerator", "NavGenCore", "NavGenDiagrams", "NavGenTestSupport"]
        ),
        .testTarget(name: "NavGenWritingTests", dependencies: ["NavGenWriting"]),
        .testTarget(name: "NavGenDiagramsTests", dependencies: ["NavGenDiagrams", "NavGenCore", "NavGenTestSupport"]),
        // The generated SwiftUI routers themselves, compiled and run: see RouterBehaviourTests.
        .testTarget(name: "NavGenSwiftUIBehaviourTests"),
        // The stack router of Fixtures/MailStack, whose ways back pop to named screens, compiled and run.
        .testTarget(name: "NavGenSwiftUIStackGoingBackTests"),
        // The stack router's tab bar and split view of Fixtures/TabApp, opened by links, compiled and run.
        .testTarget(name: "NavGenSwiftUIStackContainerTests"),
        // The stack router of Fixtures/SheetStackLinks, opened by links into presented stacks, compiled and run.
        .testTarget(name: "NavGenSwiftUIStackPresentedLinksTests"),
        // The fuzzers' findings, run as the fuzz targets run them: see Fuzz/README.md.
        .testTarget(
            name: "NavGenFuzzingTests", dependencies: ["NavGenFuzzing", "NavGenCore", "NavGenTemplates", "NavGenTestSupport"]),
        .testTarget(name: "NavGenCommandLineTests", dependencies: ["NavGenCommandLine", "NavGenTestSupport", "NavGenWriting"]),
        .testTarget(name: "NavGenStoryboardsTests", dependencies: ["NavGenStoryboards", "NavGenCore", "NavGenTestSupport"]),
        .testTarget(
            name: "NavGenStoryboardSyncTests",
            dependencies: ["NavGenStoryboardSync", "NavGenStoryboards", "NavGenCore", "NavGenTestSupport"]),
        // Every synthesized spec that lints compiles and runs: see docs/Testing.md.
        .testTarget(
            name: "NavGenGenerativeTests",
            dependencies: ["NavGenSpecSynthesis", "NavGenCore", "NavGenGenerator", "NavGenTestSupport"]),
        // The built navgen run as a process on hostile input: see HostileCorpusTests.
        .testTarget(name: "NavGenHostileTests", dependencies: ["navgen", "NavGenTestSupport"]),
    ] + generatedIOSModules + [navgenArtifactBundle].compactMap { $0 },
    swiftLanguageModes: [.v6]
)
