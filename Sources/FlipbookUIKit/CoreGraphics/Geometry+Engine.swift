import Foundation
import FlipbookTiming

// Conversions between Foundation's Core Graphics geometry and the engine's values.

extension CGPoint {
    var enginePoint: Point { Point(x: Double(x), y: Double(y)) }
    init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGSize {
    var engineSize: Size { Size(width: Double(width), height: Double(height)) }
    init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGRect {
    var engineRect: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y),
                  width: CGFloat(rect.size.width), height: CGFloat(rect.size.height))
    }
}

/// `CFTimeInterval`: seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double

/// The largest `Float` (`MAXFLOAT`): `repeatCount = MAXFLOAT` repeats forever.
public let MAXFLOAT = Float.greatestFiniteMagnitude

/// `HUGE` (C's `<math.h>` on Apple platforms, equal to `MAXFLOAT`): Glibc's `HUGE` does not reach
/// Swift, and animation code writes `repeatCount = HUGE` to repeat forever.
public var HUGE: Float { MAXFLOAT }

/// `NSInteger`, which Swift code on Apple platforms still finds through Foundation: an `Int`.
public typealias NSInteger = Int
/// `NSUInteger`: a `UInt`.
public typealias NSUInteger = UInt
