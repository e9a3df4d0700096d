// swift-tools-version:6.0
// Flipbook: Core Animation / UIKit animation timing on Linux, rendered frame-exact.
//
// Modules follow ../shared/DESIGN.md. Targets whose issue has not landed yet are absent;
// each issue adds its module (and its `.systemLibrary` C targets) when it comes.
import PackageDescription

let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookTiming", targets: ["FlipbookTiming"]),
        .library(name: "FlipbookScene", targets: ["FlipbookScene"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
    ],
    targets: [
        // Media timing, timing curves, springs, keyframes and value interpolation. Foundation only.
        .target(name: "FlipbookTiming"),

        // Layer tree, key paths, explicit animations, the scene file format and the Timeline.
        .target(name: "FlipbookScene", dependencies: ["FlipbookTiming"]),

        // The command-line front end as a library, so its parser and verbs are unit-testable.
        .target(name: "FlipbookCLI", dependencies: ["FlipbookTiming", "FlipbookScene"]),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI"]),

        // `make bench`: throughput measured against baselines run in the same process.
        .executableTarget(
            name: "flipbook-bench",
            dependencies: ["FlipbookTiming"],
            path: "Sources/flipbook-bench"
        ),

        .testTarget(name: "FlipbookTimingTests", dependencies: ["FlipbookTiming"]),
        .testTarget(name: "FlipbookSceneTests", dependencies: ["FlipbookScene"]),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI"]),
    ]
)
