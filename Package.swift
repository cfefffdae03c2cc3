// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navgen",
    products: [
        .executable(name: "navgen", targets: ["navgen"])
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
        .target(name: "NavGenTemplates", path: "Templates", resources: [.embedInCode("uikit")]),
        .target(name: "NavGenGenerator", dependencies: ["NavGenCore", "NavGenMustache", "NavGenTemplates"]),
        .target(name: "NavGenWriting"),
        .target(
            name: "NavGenCommandLine",
            dependencies: ["NavGenCore", "NavGenGenerator", "NavGenMustache", "NavGenWriting"]
        ),
        .executableTarget(name: "navgen", dependencies: ["NavGenCommandLine"]),
        .target(name: "NavGenTestSupport", dependencies: ["NavGenWriting"], path: "Tests/NavGenTestSupport"),
        .testTarget(name: "NavGenYAMLTests", dependencies: ["NavGenYAML"]),
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore"]),
        .testTarget(name: "NavGenMustacheTests", dependencies: ["NavGenMustache"]),
        .testTarget(
            name: "NavGenGeneratorTests",
            dependencies: ["NavGenGenerator", "NavGenCore", "NavGenTestSupport"]
        ),
        .testTarget(name: "NavGenWritingTests", dependencies: ["NavGenWriting"]),
        .testTarget(name: "NavGenCommandLineTests", dependencies: ["NavGenCommandLine", "NavGenTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
