import Foundation

// Core Animation's string constants, spelled as the SDK imports them into Swift: structs
// whose raw values are the constants' strings (which are also what scene files use).

/// What an animation shows outside its active time (`kCAFillMode…`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The animation has no effect outside its active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After its active time, the animation holds its last value.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before its begin time, the animation shows its first value.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `backwards` and `forwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The named timing curves (`kCAMediaTimingFunction…`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed: the curve (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: the curve (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: the curve (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: the curve (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve Core Animation uses when none is given: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How a keyframe animation moves between values (`kCAAnimation…`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight-line interpolation between consecutive keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe value holds until the next key time; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation at constant speed; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull-Rom spline through the keyframes, shaped by `tensionValues`, `continuityValues` and `biasValues`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The `cubic` spline travelled at constant speed; `keyTimes` and `timingFunctions` are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer turns to follow the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to follow the path's tangent, plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Line ends of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke ends exactly at the path's end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle of the line width's diameter closes each end.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square of the line width extends each end.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// Corners of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, bevelled where they exceed `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut off square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which points a shape layer fills.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside where the path's winding number is not zero (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside where a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// Horizontal alignment of a text layer's string.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment: left for left-to-right text (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines fill the width, the last one left-aligned.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts a string that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Text that does not fit is clipped (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis replaces the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis replaces the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis replaces the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a layer's contents image fits its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The image keeps its size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// The image keeps its size, centred on the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// The image keeps its size, centred on the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// The image keeps its size, centred on the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// The image keeps its size, centred on the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// The image keeps its size, in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// The image keeps its size, in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// The image keeps its size, in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// The image keeps its size, in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// The image is stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// The image is scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// The image is scaled to cover the bounds, keeping its aspect ratio; the overflow is clipped only with `masksToBounds`.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The curve of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter-circle corners (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The smoother “squircle” corners of iOS app icons; drawn as circular corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner in UIKit's coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner in UIKit's coordinates.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner in UIKit's coordinates.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner in UIKit's coordinates.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outward from `startPoint`, reaching `endPoint`'s distance in x and y.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change clockwise around `startPoint`, starting towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
