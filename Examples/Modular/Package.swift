// swift-tools-version:6.1
import PackageDescription

// A modular app that uses navgen's build tool plugin: an app target and two feature modules, each
// with its own navigation spec. The app's spec includes the features' specs, so that navgen checks
// the whole app as one graph, while each target's build generates that target's code alone. On
// Linux, where UIKit does not exist, the targets build against the stub of navgen's tests, as
// Examples/TaskApp does.
let uikit: Target.Dependency = .target(name: "UIKit", condition: .when(platforms: [.linux]))
let navgen: Target.PluginUsage = .plugin(name: "NavGenPlugin", package: "navgen")

let package = Package(
    name: "Modular",
    platforms: [.iOS(.v16)],
    dependencies: [
        .package(name: "navgen", path: "../..")
    ],
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit"),
        .target(name: "Profile", dependencies: [uikit], exclude: ["navigation.yml"], plugins: [navgen]),
        .target(name: "Checkout", dependencies: [uikit, "Profile"], exclude: ["navigation.yml"], plugins: [navgen]),
        .target(name: "App", dependencies: [uikit, "Profile", "Checkout"], exclude: ["navigation.yml"], plugins: [navgen]),
    ],
    swiftLanguageModes: [.v6]
)
