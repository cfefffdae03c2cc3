// swift-tools-version:6.1
// libFuzzer targets for navgen; build and run them with `Fuzz/run.sh TARGET SECONDS`.
//
// A package of its own: libFuzzer supplies `main`, so the targets are built as libraries
// (`-parse-as-library`) and linked only with `--sanitize fuzzer`, which the root package's
// `swift build` and `swift test` never pass.
import PackageDescription

let package = Package(
    name: "NavGenFuzz",
    dependencies: [.package(name: "navgen", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "PipelineFuzzer",
            dependencies: ["FuzzSupport", .product(name: "NavGenFuzzing", package: "navgen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "MustacheFuzzer",
            dependencies: ["FuzzSupport", .product(name: "NavGenFuzzing", package: "navgen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ],
    swiftLanguageModes: [.v6]
)
