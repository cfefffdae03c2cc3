// swift-tools-version:6.1
import PackageDescription

// An app library that uses navgen's build tool plugin. On Apple platforms it builds against the
// real UIKit; on Linux, where UIKit does not exist, against the stub of navgen's tests, which
// declares the same signatures. Its storyboards and xib are excluded from the build, which cannot
// compile them without Xcode (an app declares them as resources); the plugin still verifies the
// spec against them.
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
            exclude: ["navigation.yml", "Resources"],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
