import Foundation

extension CGVector {
    /// A vector of `magnitude` at `angle` radians (0: right, π/2: down on screen).
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The vector's angle in radians.
    var angle: CGFloat { atan2(dy, dx) }

    /// The vector's length.
    var magnitude: CGFloat { hypot(dx, dy) }
}
