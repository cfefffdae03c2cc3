// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "navgen",
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
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
        .target(name: "NavGenTemplates", path: "Templates", resources: [.embedInCode("uikit"), .embedInCode("swiftui")]),
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
        .plugin(name: "NavGenPlugin", capability: .buildTool(), dependencies: ["navgen"]),
        .plugin(
            name: "NavGenGenerateCommand",
            capability: .command(
                intent: .custom(verb: "navgen-generate", description: "Write the outputs of every navigation spec"),
                permissions: [
                    .writeToPackageDirectory(reason: "navgen writes the Swift files that the specs' outputs name")
                ]
            ),
            dependencies: ["navgen"]
        ),
        .plugin(
            name: "NavGenCheckCommand",
            capability: .command(
                intent: .custom(verb: "navgen-check", description: "Fail when generated files differ from their specs")
            ),
            dependencies: ["navgen"]
        ),
        .target(name: "NavGenTestSupport", dependencies: ["NavGenWriting"], path: "Tests/NavGenTestSupport"),
        .testTarget(name: "NavGenYAMLTests", dependencies: ["NavGenYAML"]),
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore", "NavGenTestSupport"]),
        .testTarget(name: "NavGenMustacheTests", dependencies: ["NavGenMustache"]),
        .testTarget(
            name: "NavGenGeneratorTests",
            dependencies: ["NavGenGenerator", "NavGenCore", "NavGenTestSupport"]
        ),
        .testTarget(name: "NavGenWritingTests", dependencies: ["NavGenWriting"]),
        .testTarget(name: "NavGenDiagramsTests", dependencies: ["NavGenDiagrams", "NavGenCore", "NavGenTestSupport"]),
        // The generated SwiftUI routers themselves, compiled and run: see RouterBehaviourTests.
        .testTarget(name: "NavGenSwiftUIBehaviourTests"),
        .testTarget(name: "NavGenCommandLineTests", dependencies: ["NavGenCommandLine", "NavGenTestSupport", "NavGenWriting"]),
        .testTarget(name: "NavGenStoryboardsTests", dependencies: ["NavGenStoryboards", "NavGenCore", "NavGenTestSupport"]),
        .testTarget(name: "NavGenStoryboardSyncTests", dependencies: ["NavGenStoryboardSync", "NavGenCore"]),
        // The built navgen run as a process on hostile input: see HostileCorpusTests.
        .testTarget(name: "NavGenHostileTests", dependencies: ["navgen", "NavGenTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
