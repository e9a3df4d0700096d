import Foundation

/// Bounds on what a scene may ask for, so a typo (a duration of 1e9, a canvas of 100 000 points,
/// a completion chain that never ends) gets a clear error instead of a hang or an exhausted
/// machine. Each limit is generous for real scenes and can be raised with an environment
/// variable; `current` reads them once per process.
public struct SceneLimits: Sendable, Equatable {
    /// Longest scene, in seconds (`FLIPBOOK_MAX_DURATION`, default 3600). A scene without a
    /// duration whose actions go on past it (a completion chain that never ends) is refused.
    public var maximumDuration: Double = 3600
    /// Most actions (animation starts and stops, completions, script runs) at one instant
    /// before the simulation calls it a loop (`FLIPBOOK_MAX_ACTIONS_PER_INSTANT`, default 100 000).
    public var maximumActionsPerInstant = 100_000
    /// Deepest nesting of scripts run by scripts without waiting (`FLIPBOOK_MAX_SCRIPT_DEPTH`, default 64).
    public var maximumScriptDepth = 64
    /// Most pixels of a canvas at its scale, and of a frame (`FLIPBOOK_MAX_PIXELS`, default 2^28, 16 384 × 16 384).
    public var maximumCanvasPixels = 268_435_456
    /// Most frames one render may produce (`FLIPBOOK_MAX_FRAMES`, default 100 000).
    public var maximumFrames = 100_000
    /// Longest text of a text layer, in characters (`FLIPBOOK_MAX_TEXT`, default 10 000).
    public var maximumTextLength = 10_000
    /// Most pixels of an image a scene uses (`FLIPBOOK_MAX_IMAGE_PIXELS`, default 2^26, 8192 × 8192).
    public var maximumImagePixels = 67_108_864
    /// Most pixels of all the images a render has decoded at once, shared by its workers
    /// (`FLIPBOOK_MAX_TOTAL_IMAGE_PIXELS`, default 2^27, 512 MB of pixels).
    public var maximumTotalImagePixels = 134_217_728
    /// Deepest JSON nesting in a scene file (`FLIPBOOK_MAX_DEPTH`, default 256).
    public var maximumJSONDepth = 256
    /// Largest magnitude of a number in SVG path data, coordinates and arc radii in points,
    /// rotations in degrees (`FLIPBOOK_MAX_COORDINATE`, default 10 000 000): far beyond any
    /// canvas, and small enough that arc geometry (which squares radii) stays finite.
    public var maximumCoordinate = 10_000_000.0
    /// Longest expression, in characters (`FLIPBOOK_MAX_EXPRESSION`, default 1000): a
    /// thousand characters hold any real formula, and keep evaluation shallow.
    public var maximumExpressionLength = 1000
    /// Deepest nesting of parentheses and prefix signs in an expression
    /// (`FLIPBOOK_MAX_EXPRESSION_DEPTH`, default 64).
    public var maximumExpressionDepth = 64
    /// Deepest nesting of layers in a scene file (`FLIPBOOK_MAX_LAYER_DEPTH`, default 100, at
    /// most `largestLayerDepth`): decoding, simulating and drawing recurse once per level.
    public var maximumLayerDepth = 100
    /// Most colours or locations of a gradient (`FLIPBOOK_MAX_GRADIENT_STOPS`, default 1000):
    /// each stop costs every frame the gradient is drawn in.
    public var maximumGradientStops = 1000
    /// Largest font size in points (`FLIPBOOK_MAX_FONT_SIZE`, default 2000): a glyph larger
    /// than any canvas, and well inside what Pango lays out without complaint.
    public var maximumFontSize = 2000.0
    /// The most `FLIPBOOK_MAX_LAYER_DEPTH` may ask for: tested to fit the stacks of the main
    /// thread and of the render workers.
    public static let largestLayerDepth = 1000

    /// The defaults.
    public init() {}

    /// The limits in force: the defaults, raised or lowered by the environment.
    public static let current = SceneLimits(environment: ProcessInfo.processInfo.environment)

    /// The defaults with any `FLIPBOOK_MAX_*` variable of `environment` applied; a value that is
    /// not a positive number is ignored (the default stays).
    public init(environment: [String: String]) {
        func number(_ name: String) -> Double? {
            environment[name].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        }
        func count(_ name: String) -> Int? { number(name).map { Int(min($0, Double(Int.max / 2))) } }
        if let value = number("FLIPBOOK_MAX_DURATION") { maximumDuration = value }
        if let value = count("FLIPBOOK_MAX_ACTIONS_PER_INSTANT") { maximumActionsPerInstant = value }
        if let value = count("FLIPBOOK_MAX_SCRIPT_DEPTH") { maximumScriptDepth = value }
        if let value = count("FLIPBOOK_MAX_PIXELS") { maximumCanvasPixels = value }
        if let value = count("FLIPBOOK_MAX_FRAMES") { maximumFrames = value }
        if let value = count("FLIPBOOK_MAX_TEXT") { maximumTextLength = value }
        if let value = count("FLIPBOOK_MAX_IMAGE_PIXELS") { maximumImagePixels = value }
        if let value = count("FLIPBOOK_MAX_TOTAL_IMAGE_PIXELS") { maximumTotalImagePixels = value }
        if let value = count("FLIPBOOK_MAX_DEPTH") { maximumJSONDepth = value }
        if let value = number("FLIPBOOK_MAX_COORDINATE") { maximumCoordinate = value }
        if let value = count("FLIPBOOK_MAX_EXPRESSION") { maximumExpressionLength = value }
        if let value = count("FLIPBOOK_MAX_GRADIENT_STOPS") { maximumGradientStops = value }
        if let value = number("FLIPBOOK_MAX_FONT_SIZE") { maximumFontSize = min(value, 100_000) }
        if let value = count("FLIPBOOK_MAX_LAYER_DEPTH") { maximumLayerDepth = min(value, Self.largestLayerDepth) }
        if let value = count("FLIPBOOK_MAX_EXPRESSION_DEPTH") { maximumExpressionDepth = min(value, 10_000) }
    }

    /// How to raise a limit, for error messages that state it: `(raise it with FLIPBOOK_MAX_DURATION)`.
    static func raise(_ variable: String) -> String {
        "(raise it with \(variable))"
    }
}
