import CCairo
import FlipbookTiming
import Foundation

/// `CFArray` and `CFString`, which Core Foundation gives on Apple platforms and Foundation on
/// Linux does not: Foundation's classes, so `[a.cgColor, b.cgColor] as CFArray` compiles.
public typealias CFArray = NSArray
/// See `CFArray`.
public typealias CFString = NSString

/// `CGColorSpace`: colours here are sRGB, whatever the space is called.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name.
    public let name: CFString?

    /// A named space (nil for a name Flipbook does not know; every known one draws as sRGB).
    public init?(name: CFString) {
        guard [CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3, CGColorSpace.genericRGBLinear].contains(name)
        else { return nil }
        self.name = name
    }

    init() { name = CGColorSpace.sRGB }

    /// The sRGB space.
    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// Extended-range sRGB (drawn as sRGB, clamped).
    nonisolated(unsafe) public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// Display P3 (drawn as sRGB).
    nonisolated(unsafe) public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Linear RGB (drawn as sRGB).
    nonisolated(unsafe) public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
}

/// The device RGB space: sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// `CGGradient`: colours at locations 0…1, blended between them.
public final class CGGradient: @unchecked Sendable {
    let stops: [(location: Double, color: Color)]

    /// A gradient of `colors` (CGColors) at `locations` (evenly spread when nil); nil when the
    /// array holds something else or the counts differ, as Core Graphics returns.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count, !cgColors.isEmpty else { return nil }
        let count = cgColors.count
        stops = cgColors.enumerated().map { index, color in
            let location = locations.map { Double($0[index]) } ?? (count == 1 ? 0 : Double(index) / Double(count - 1))
            return (location.isFinite ? min(max(location, 0), 1) : 0, color.color)
        }
    }

    /// A gradient from components (red, green, blue, alpha per colour) at locations.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?,
                 count: Int) {
        guard count > 0 else { return nil }
        stops = (0..<count).map { index in
            let color = Color(red: Double(components[4 * index]), green: Double(components[4 * index + 1]),
                              blue: Double(components[4 * index + 2]), alpha: Double(components[4 * index + 3]))
            let location = locations.map { Double($0[index]) } ?? (count == 1 ? 0 : Double(index) / Double(count - 1))
            return (min(max(location, 0), 1), color)
        }
    }

    func addStops(to pattern: OpaquePointer?) {
        for stop in stops {
            let color = stop.color.clamped
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, color.red, color.green, color.blue, color.alpha)
        }
    }
}

/// `CGGradientDrawingOptions`: whether a gradient's end colours go on past its ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first colour fills what lies before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills what lies after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Paints the clip with a gradient along the line from `start` to `end`; beyond the ends
    /// only where `options` say.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), dx != 0 || dy != 0,
              let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y)) else { return }
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        // Each end not drawn past is a half-plane the paint is clipped to.
        func clipHalfPlane(through point: CGPoint, towards direction: Double) {
            let far = 1e6
            let (ux, uy) = (dx * direction, dy * direction)
            let length = (ux * ux + uy * uy).squareRoot()
            let (nx, ny) = (ux / length, uy / length)
            let (px, py) = (Double(point.x), Double(point.y))
            cairo_new_path(cairo)
            cairo_move_to(cairo, px - ny * far, py + nx * far)
            cairo_line_to(cairo, px + ny * far, py - nx * far)
            cairo_line_to(cairo, px + ny * far + nx * far, py - nx * far + ny * far)
            cairo_line_to(cairo, px - ny * far + nx * far, py + nx * far + ny * far)
            cairo_close_path(cairo)
            cairo_clip(cairo)
        }
        if !options.contains(.drawsBeforeStartLocation) { clipHalfPlane(through: start, towards: 1) }
        if !options.contains(.drawsAfterEndLocation) { clipHalfPlane(through: end, towards: -1) }
        cairo_set_source(cairo, pattern)
        paint { cairo_paint_with_alpha(cairo, style.alpha) }
        cairo_restore(cairo)
    }

    /// Paints the clip with a gradient between two circles. Past the circles the end colours
    /// go on when either option is set (Cairo extends both ends or neither).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                                   options: CGGradientDrawingOptions) {
        guard [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
              startRadius >= 0, endRadius >= 0,
              let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                        Double(endCenter.x), Double(endCenter.y), Double(endRadius)) else { return }
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        cairo_set_source(cairo, pattern)
        paint { cairo_paint_with_alpha(cairo, style.alpha) }
        cairo_restore(cairo)
    }
}
