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
        .target(name: "NavGenWriting"),
        .target(name: "NavGenCommandLine", dependencies: ["NavGenCore", "NavGenWriting"]),
        .executableTarget(name: "navgen", dependencies: ["NavGenCommandLine"]),
        .target(name: "NavGenTestSupport", dependencies: ["NavGenWriting"], path: "Tests/NavGenTestSupport"),
        .testTarget(name: "NavGenYAMLTests", dependencies: ["NavGenYAML"]),
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore"]),
        .testTarget(name: "NavGenWritingTests", dependencies: ["NavGenWriting"]),
        .testTarget(name: "NavGenCommandLineTests", dependencies: ["NavGenCommandLine", "NavGenTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
