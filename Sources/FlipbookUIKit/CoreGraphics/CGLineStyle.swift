import Foundation

/// `CGLineCap`: how the open ends of a stroked line are drawn.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends exactly at the end points.
    case butt
    /// A half circle of the line width's diameter closes each end.
    case round
    /// A half square of the line width extends each end.
    case square
}

/// `CGLineJoin`: how corners of a stroked path are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled where they exceed the miter limit.
    case miter
    /// Rounded corners.
    case round
    /// Corners cut off square.
    case bevel
}
