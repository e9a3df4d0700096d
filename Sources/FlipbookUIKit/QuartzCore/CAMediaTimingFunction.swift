import Foundation
import FlipbookTiming

/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) that eases progress.
public class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The engine's curve.
    let function: TimingFunction
    private let points: (Float, Float, Float, Float)

    /// One of the named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        // Unknown names fall back to `default`, the curve Core Animation uses for implicit animations.
        let function = TimingFunction(named: name.rawValue) ?? .default
        self.init(function)
    }

    /// A curve through control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        function = .cubicBezier(CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y)))
        points = (c1x, c1y, c2x, c2y)
    }

    init(_ function: TimingFunction) {
        self.function = function
        if case .cubicBezier(let curve) = function {
            points = (Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
        } else {
            points = (0, 0, 1, 1)
        }
    }

    /// Control point 0 … 3 (0 is (0, 0) and 3 is (1, 1)) written into `ptr[0]`, `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (points.0, points.1)
        case 2: point = (points.2, points.3)
        default: point = (1, 1)
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }
}
