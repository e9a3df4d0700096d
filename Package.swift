// swift-tools-version:6.0
// Flipbook: Core Animation / UIKit animation timing on Linux, rendered frame-exact.
//
// docs/ARCHITECTURE.md says how the modules fit; the README's Layout table lists them. C
// libraries are `.systemLibrary` targets found with pkg-config.
import PackageDescription

let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookTiming", targets: ["FlipbookTiming"]),
        .library(name: "FlipbookScene", targets: ["FlipbookScene"]),
        .library(name: "FlipbookConstraintSolver", targets: ["FlipbookConstraintSolver"]),
        .library(name: "FlipbookUIKit", targets: ["FlipbookUIKit"]),
        // `import UIKit`, `import QuartzCore` and `import CoreGraphics` on Linux: FlipbookUIKit
        // under Apple's module names, for a package's Linux-only dependencies.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // `import SwiftUI` on Linux: FlipbookSwiftUI, with UIKit as SwiftUI brings it on iOS.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // `import ObjectiveC` on Linux, likewise a Linux-only dependency.
        .library(name: "ObjectiveC", targets: ["ObjectiveC"]),
        // Darwin's calls (`mach_absolute_time`, `arc4random_uniform`) on Linux, under the product
        // name `Darwin`; its module is DarwinCalls (see Sources/DarwinCalls/Exports.swift).
        .library(name: "Darwin", targets: ["DarwinCalls"]),
        .library(name: "FlipbookPNG", targets: ["FlipbookPNG"]),
        .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
        // GPL-3.0+ through libimagequant: kept apart so PNG-only users link nothing under the GPL.
        .library(name: "FlipbookGIF", targets: ["FlipbookGIF"]),
        .library(name: "FlipbookWebP", targets: ["FlipbookWebP"]),
        // A timeline written as a GIF, APNG or WebP in one call; GPL-3.0+ through FlipbookGIF.
        .library(name: "FlipbookAnimations", targets: ["FlipbookAnimations"]),
        .library(name: "FlipbookGolden", targets: ["FlipbookGolden"]),
        .library(name: "FlipbookLottie", targets: ["FlipbookLottie"]),
        .library(name: "FlipbookReview", targets: ["FlipbookReview"]),
        .library(name: "FlipbookGoldenTesting", targets: ["FlipbookGoldenTesting"]),
        .library(name: "FlipbookGoldenXCTest", targets: ["FlipbookGoldenXCTest"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
        // Compiles a target's iOS source folders, unchanged on disk, on Linux: a build-tool
        // plugin that rewrites @objc, #selector and the like (its target's flipbook-port.json).
        .plugin(name: "FlipbookPort", targets: ["FlipbookPort"]),
    ],
    targets: [
        // Media timing, timing curves, springs, keyframes and value interpolation. Foundation only.
        .target(name: "FlipbookTiming"),

        // Layer tree, key paths, explicit animations, the scene file format and the Timeline.
        .target(name: "FlipbookScene", dependencies: ["FlipbookTiming"]),

        // The Cassowary linear constraint solver under Auto Layout: priorities as lexicographic
        // levels, constants changed in place, edit variables. No dependencies.
        .target(name: "FlipbookConstraintSolver"),
        // A deterministic 2-D world of boxes, gravity, springs and collisions: what UIKit
        // Dynamics' behaviors become. Swift only.
        .target(name: "FlipbookDynamics"),

        // The Objective-C runtime's API that iOS code calls, without the runtime: associated
        // objects, selectors, key-value observing. FlipbookUIKit re-exports it, as UIKit brings
        // the runtime's names on iOS.
        .target(name: "FlipbookObjectiveC"),

        // FlipbookPort: a tokenizer of Swift's lexical grammar and the rewrite of what Swift on
        // Linux rejects in iOS code (@objc, #selector, #keyPath, optional requirements), the
        // tool that runs it, and the build-tool plugin that runs the tool.
        .target(name: "FlipbookPortRewriter"),
        .executableTarget(name: "flipbook-port", dependencies: ["FlipbookPortRewriter"]),
        .plugin(name: "FlipbookPort", capability: .buildTool(), dependencies: ["flipbook-port"]),

        // UIKit and QuartzCore names and signatures over FlipbookScene, and the recording
        // harness (`UIWindow.record`, `clock.wait`): iOS animation code, unchanged, on Linux.
        // Labels measure their text with FlipbookRender's layout, and CGContext draws with Cairo.
        .target(name: "FlipbookUIKit", dependencies: ["FlipbookObjectiveC", "FlipbookScene", "FlipbookTiming", "FlipbookConstraintSolver", "FlipbookDynamics", "FlipbookRender",
                                                    "FlipbookPNG", "CCairo", "CWallClock"]),
        // Thin re-exports of FlipbookUIKit under the names iOS code imports. Each brings the empty
        // module Swift Testing's cross-import overlay declaration asks for when a test file
        // imports Testing with UIKit or CoreGraphics (the Linux toolchain ships none).
        .target(name: "UIKit", dependencies: ["FlipbookUIKit", "_Testing_UIKit"]),
        // SwiftUI's views, state and layout over FlipbookUIKit's views and layers (UIHostingController
        // shows them in a UIKit window), and its product under Apple's name.
        .target(name: "FlipbookSwiftUI", dependencies: ["FlipbookUIKit", "FlipbookScene", "FlipbookTiming"]),
        .target(name: "SwiftUI", dependencies: ["FlipbookSwiftUI", "UIKit"]),
        .target(name: "QuartzCore", dependencies: ["FlipbookUIKit"]),
        .target(name: "CoreGraphics", dependencies: ["FlipbookUIKit", "_Testing_CoreGraphics"]),
        .target(name: "ObjectiveC", dependencies: ["FlipbookObjectiveC"]),
        .target(name: "DarwinCalls", dependencies: ["FlipbookUIKit"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),

        // C libraries from Debian, found with pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango is declared in its shim (Sources/CPangoCairo/shim.h says why); cairo's flags reach what it includes.
        .systemLibrary(name: "CPangoCairo", pkgConfig: "cairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
        // libwebp's animation encoder (libwebpmux) for animated WebP.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // zlib (libpng's own deflate) for PNG chunk CRCs.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Owns libpng's setjmp, which Swift cannot.
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        // The wall clock of the thread running a recording: `Date()` there follows the
        // recording's virtual time (Foundation reads the time through the C library).
        .target(name: "CWallClock"),

        // PNG encoding and decoding through libpng, and atomic file writes.
        .target(name: "FlipbookPNG", dependencies: ["CPNGShim", "CZlib"]),
        // Golden tests: image, value and event comparison, goldens on disk, record modes, reports.
        .target(name: "FlipbookGolden", dependencies: ["FlipbookScene", "FlipbookRender", "FlipbookPNG"]),
        // Thin adapters, so the CLI never links a test framework.
        .target(name: "FlipbookGoldenTesting", dependencies: ["FlipbookGolden", "FlipbookPNG", "FlipbookRender"]),
        .target(name: "FlipbookGoldenXCTest", dependencies: ["FlipbookGolden"]),
        // GIF export: libimagequant palettes, giflib encoding, frame differences and timing.
        .target(name: "FlipbookGIF", dependencies: ["FlipbookPNG", "CGIF", "CImageQuant"]),
        // Animated WebP export through libwebp, lossless or lossy.
        .target(name: "FlipbookWebP", dependencies: ["FlipbookPNG", "CWebP"]),
        // Rendered frames encoded as an animation file, the frames drawn ahead of the encoder.
        .target(name: "FlipbookAnimations", dependencies: ["FlipbookScene", "FlipbookRender", "FlipbookPNG", "FlipbookGIF", "FlipbookWebP"]),
        // Draws a presentation tree with Cairo and Pango (a `lottie` layer's document imported
        // by FlipbookLottieImport).
        .target(name: "FlipbookRender", dependencies: ["FlipbookScene", "FlipbookPNG", "FlipbookLottieImport", "CCairo", "CPangoCairo"]),
        // Lottie import: a Lottie document (.json, or a .lottie archive read with zlib) as
        // Flipbook layers and keyframe animations.
        .target(name: "FlipbookLottieImport", dependencies: ["FlipbookTiming", "FlipbookScene", "CZlib"]),
        // Lottie export: a timeline as a Lottie document (vectors, fitted keyframes, pictures where needed).
        .target(name: "FlipbookLottie", dependencies: ["FlipbookTiming", "FlipbookScene", "FlipbookRender", "FlipbookPNG", "FlipbookLottieImport", "CZlib"]),
        // Design review: contact sheets, value plots, onion skins, side-by-side grids, the HTML page.
        .target(name: "FlipbookReview", dependencies: ["FlipbookScene", "FlipbookRender", "FlipbookPNG", "FlipbookGolden"]),

        // The command-line front end as a library, so its parser and verbs are unit-testable.
        .target(name: "FlipbookCLI", dependencies: ["FlipbookTiming", "FlipbookScene", "FlipbookPNG", "FlipbookRender",
                                                  "FlipbookGIF", "FlipbookWebP", "FlipbookAnimations", "FlipbookGolden", "FlipbookReview",
                                                  "FlipbookLottie"]),
        // glibc's mallopt, for the command's malloc arenas (Sources/flipbook/main.swift).
        .systemLibrary(name: "CMalloc"),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI", "FlipbookPNG", "CMalloc"]),

        // `make bench`: throughput measured against baselines run in the same process.
        .executableTarget(
            name: "flipbook-bench",
            dependencies: ["FlipbookTiming", "FlipbookScene", "FlipbookPNG", "FlipbookRender", "FlipbookGIF", "FlipbookWebP", "CCairo",
                           "FlipbookConstraintSolver", "FlipbookUIKit", "FlipbookGolden", "FlipbookLottieImport"],
            path: "Sources/flipbook-bench"
        ),

        // The seed behaviours as iOS code (only the import differs), built in both language
        // modes: what FlipbookUIKit must compile unchanged.
        .target(name: "UIKitSeeds", dependencies: ["FlipbookUIKit"], path: "Examples/UIKitSeeds"),
        // SwiftUI screens as apps write them, in Swift 5 mode (FlipbookSwiftUITests records them).
        .target(name: "SwiftUIScreens", dependencies: ["SwiftUI"], path: "Examples/SwiftUIScreens", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKitSeedsSwift5", dependencies: ["FlipbookUIKit"], path: "Examples/UIKitSeedsSwift5",
                swiftSettings: [.swiftLanguageMode(.v5)]),

        .testTarget(name: "FlipbookTimingTests", dependencies: ["FlipbookTiming"]),
        .testTarget(name: "FlipbookPortRewriterTests", dependencies: ["FlipbookPortRewriter"]),
        // iOS files in iOSApp/, compiled only through FlipbookPort (its flipbook-port.json), as
        // a user's test target compiles the app's own folders.
        // Swift 5 language mode, as most iOS app code is written.
        .testTarget(name: "FlipbookPortTests", dependencies: ["UIKit", "ObjectiveC", "DarwinCalls"],
                    exclude: ["iOSApp", "flipbook-port.json"], swiftSettings: [.swiftLanguageMode(.v5)],
                    plugins: ["FlipbookPort"]),
        .testTarget(name: "FlipbookPortSwift6Tests", dependencies: ["UIKit"],
                    exclude: ["iOSApp", "flipbook-port.json"], plugins: ["FlipbookPort"]),
        .testTarget(name: "FlipbookConstraintSolverTests", dependencies: ["FlipbookConstraintSolver"]),
        .testTarget(name: "FlipbookUIKitTests",
                    dependencies: ["FlipbookUIKit", "FlipbookScene", "FlipbookTiming", "FlipbookGoldenTesting", "FlipbookRender", "FlipbookPNG", "FlipbookAnimations", "FlipbookGIF",
                                   "UIKit", "QuartzCore", "CoreGraphics", "ObjectiveC", "UIKitSeeds", "UIKitSeedsSwift5"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookSwiftUITests", dependencies: ["SwiftUI", "SwiftUIScreens", "FlipbookGoldenTesting"], exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookSceneTests", dependencies: ["FlipbookScene"]),
        .testTarget(name: "FlipbookRenderTests", dependencies: ["FlipbookRender", "FlipbookPNG"]),
        .testTarget(name: "FlipbookLottieTests",
                    dependencies: ["FlipbookLottie", "FlipbookLottieImport", "FlipbookRender", "FlipbookScene", "FlipbookPNG", "FlipbookGolden",
                                   "FlipbookUIKit"]),
        .testTarget(name: "FlipbookGIFTests", dependencies: ["FlipbookGIF", "FlipbookPNG"]),
        .testTarget(name: "FlipbookGoldenTests",
                    dependencies: ["FlipbookGolden", "FlipbookGoldenTesting", "FlipbookRender", "FlipbookScene"],
                    exclude: ["__Goldens__"]),
        // The guides' Swift examples, verbatim; FlipbookCLITests holds the guides to them.
        .testTarget(name: "GuideExampleTests",
                    dependencies: ["FlipbookUIKit", "UIKitSeeds", "FlipbookGoldenTesting", "FlipbookGolden", "FlipbookScene", "FlipbookTiming",
                                   "FlipbookRender", "FlipbookAnimations", "FlipbookLottie", "FlipbookReview"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "FlipbookScene", "FlipbookPNG", "FlipbookGIF", "FlipbookRender",
                                                          "FlipbookReview"]),
    ]
)
