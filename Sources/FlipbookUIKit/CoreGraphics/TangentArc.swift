import Foundation

/// The corner `addArc(tangent1End:tangent2End:radius:)` rounds (PostScript's `arct`), for a
/// context and a path alike: from the current point `p0`, the lines to `p1` and on to `p2`,
/// joined by an arc of `radius` tangent to both.
struct TangentArc {
    /// Where the arc starts (the path runs a straight line to it first).
    let start: CGPoint
    let center: CGPoint
    let startAngle: CGFloat
    /// The arc's turn in radians (negative: decreasing angles).
    let sweep: CGFloat

    /// The corner, or nil when it is straight or degenerate (a line to `p1` then).
    init?(from p0: CGPoint, corner p1: CGPoint, to p2: CGPoint, radius: CGFloat) {
        func unit(_ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat)? {
            let length = (x * x + y * y).squareRoot()
            return length > 0 && length.isFinite ? (x / length, y / length) : nil
        }
        guard radius > 0, radius.isFinite, let v1 = unit(p0.x - p1.x, p0.y - p1.y), let v2 = unit(p2.x - p1.x, p2.y - p1.y),
              abs(v1.0 * v2.1 - v1.1 * v2.0) > 1e-9, let bisector = unit(v1.0 + v2.0, v1.1 + v2.1) else { return nil }
        let angle = acos(min(max(v1.0 * v2.0 + v1.1 * v2.1, -1), 1))
        let reach = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.0 * reach, y: p1.y + v1.1 * reach), t2 = CGPoint(x: p1.x + v2.0 * reach, y: p1.y + v2.1 * reach)
        let distance = radius / sin(angle / 2)
        center = CGPoint(x: p1.x + bisector.0 * distance, y: p1.y + bisector.1 * distance)
        start = t1
        startAngle = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - startAngle
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep <= -.pi { sweep += 2 * .pi }
        self.sweep = sweep
    }
}
