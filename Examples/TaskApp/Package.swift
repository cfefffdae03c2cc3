// swift-tools-version:6.1
import PackageDescription

// An app library that uses navgen's build tool plugin. On Apple platforms it builds against the
// real UIKit; on Linux, where UIKit does not exist, against the stub of navgen's tests, which
// declares the same signatures.
let package = Package(
    name: "TaskApp",
    platforms: [.iOS(.v16)],
    dependencies: [
        .package(name: "navgen", path: "../..")
    ],
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit"),
        .target(
            name: "TaskApp",
            dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux]))],
            exclude: ["navigation.yml"],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
