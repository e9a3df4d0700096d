import Foundation

/// How to turn frames into a GIF.
public struct GIFOptions: Sendable, Equatable {
    /// Where palettes come from.
    public enum PaletteMode: String, Sendable, CaseIterable {
        /// One palette from a histogram of every frame: stable colours, smaller files.
        case global
        /// A palette per frame: the best colours for each, larger files.
        case perFrame = "per-frame"
    }

    /// Palette mode.
    public var palette: PaletteMode
    /// libimagequant's quality range, 0…100 (a result below the minimum is an error).
    public var quality: ClosedRange<Int>
    /// Floyd–Steinberg dithering strength, 0 (none) … 1 (full).
    public var dither: Double
    /// How many times the animation plays in total: 0 repeats forever, 1 plays once (no loop
    /// extension is written), N plays N times (a NETSCAPE2.0 loop count of N − 1, since that
    /// counts the repeats after the first play). APNG's and WebP's counts mean the same.
    public var plays: Int
    /// Extra seconds the last frame stays before the loop restarts.
    public var holdLast: Double
    /// Keep alpha: pixels with alpha below `transparencyThreshold` become transparent, the rest
    /// opaque (GIF transparency is binary). When false, frames are expected to be opaque.
    public var transparent: Bool
    /// Threads that remap frames to the global palette at once. The GIF is the same for any
    /// number (each thread remaps with an exact copy of the palette).
    public var threads: Int

    /// The alpha (0…255) below which a pixel is transparent in a transparent GIF.
    public static let transparencyThreshold: UInt8 = 128

    /// `flipbook render --format gif`'s defaults.
    public init(palette: PaletteMode = .global, quality: ClosedRange<Int> = 0...100, dither: Double = 1,
                plays: Int = 0, holdLast: Double = 0, transparent: Bool = false,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.palette = palette
        self.quality = quality
        self.dither = dither
        self.plays = plays
        self.holdLast = holdLast
        self.transparent = transparent
        self.threads = threads
    }
}

/// Why a GIF could not be made.
public struct GIFError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
