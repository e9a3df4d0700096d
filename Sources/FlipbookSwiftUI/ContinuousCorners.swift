import FlipbookUIKit

/// Apple's continuous ("squircle") corner, as PaintCode measured it from iOS 7's rounded
/// rectangles ("Code for iOS 7 rounded rectangles", paintcodeapp.com, 2013): the corner leaves
/// each edge 1.52866483 radii from the corner, where a circular one leaves it 1 radius away,
/// so its curvature grows from nothing instead of jumping. Each step goes from the edge it
/// enters along (first coordinate, in radii from the corner) towards the edge it leaves by
/// (second): a cubic curve (two control points and an end) or a line.
enum ContinuousCorner {
    /// How far along each edge the corner reaches, in radii.
    static let reach: CGFloat = 1.52866483

    /// The steps of a continuous corner, after the straight edge that ends `reach` radii away.
    private static let continuous: [[CGFloat]] = [
        [1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600],
        [0.63149399, 0.07491100],
        [0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399],
        [0.06549600, 0.66993427],
        [0, 0.86840689, 0, 1.08849323, 0, 1.52866483],
    ]

    /// The same steps for a circular corner (a quarter circle's Bézier: 1 − 0.5523 = 0.44771525).
    private static let circular: [[CGFloat]] = [
        [1, 0, 1, 0, 1, 0],
        [1, 0],
        [0.44771525, 0, 0, 0.44771525, 0, 1],
        [0, 1],
        [0, 1, 0, 1, 0, 1],
    ]

    /// Adds a rounded rectangle with continuous corners of `radius` to `path`. The radius is held
    /// to half the shorter side; where the whole continuous corner does not fit (the reach
    /// past half the side), the corner blends towards a circular one, reaching it at half the
    /// side, where the shape is a capsule — a choice: iOS draws such corners without a
    /// published rule.
    static func addRoundedRect(_ rect: CGRect, radius: CGFloat, to path: CGMutablePath) {
        addRoundedRect(rect, radii: Radii(topLeading: radius, topTrailing: radius, bottomTrailing: radius, bottomLeading: radius),
                       continuous: true, to: path)
    }

    /// The radius of each corner.
    struct Radii {
        var topLeading: CGFloat, topTrailing: CGFloat, bottomTrailing: CGFloat, bottomLeading: CGFloat
    }

    /// Adds a rectangle whose corners have radii of their own to `path`: continuous (blending
    /// towards circular where one does not fit, as above) or circular; each radius held to half
    /// the shorter side.
    static func addRoundedRect(_ rect: CGRect, radii: Radii, continuous: Bool, to path: CGMutablePath) {
        let half = min(rect.width, rect.height) / 2
        // Each corner in turn, clockwise on screen from the top right: its point, the edge just
        // walked and the next, and its radius. A point `a` radii along the edge walked and `b`
        // radii along the next, from the corner.
        let corners: [(corner: CGPoint, walked: CGVector, next: CGVector, radius: CGFloat)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1), radii.topTrailing),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0), radii.bottomTrailing),
            (CGPoint(x: rect.minX, y: rect.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1), radii.bottomLeading),
            (CGPoint(x: rect.minX, y: rect.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0), radii.topLeading),
        ]
        /// The corner's radius and steps.
        func shape(_ radius: CGFloat) -> (r: CGFloat, steps: [[CGFloat]]) {
            let r = max(min(radius, half), 0)
            guard r > 0 else { return (0, []) }
            // 0 while the continuous corner fits, 1 when the radius is half the side.
            let blend = !continuous ? 1 : r * reach <= half ? 0 : min((r * reach - half) / (r * (reach - 1)), 1)
            return (r, zip(Self.continuous, circular).map { zip($0, $1).map { continuous, circular in continuous + (circular - continuous) * blend } })
        }
        func point(_ corner: (corner: CGPoint, walked: CGVector, next: CGVector, radius: CGFloat), _ r: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGPoint {
            CGPoint(x: corner.corner.x + (corner.walked.dx * a + corner.next.dx * b) * r, y: corner.corner.y + (corner.walked.dy * a + corner.next.dy * b) * r)
        }
        let last = shape(corners[3].radius)
        // Where the top-left corner leaves the left edge (in radii: its reach, or 1 when circular).
        path.move(to: point(corners[3], last.r, 0, last.steps.last?[5] ?? 0))
        for corner in corners {
            let (r, steps) = shape(corner.radius)
            guard r > 0 else {
                path.addLine(to: corner.corner)
                continue
            }
            path.addLine(to: point(corner, r, steps[4][5], 0))
            for step in steps {
                if step.count == 6 {
                    path.addCurve(to: point(corner, r, step[4], step[5]), control1: point(corner, r, step[0], step[1]), control2: point(corner, r, step[2], step[3]))
                } else {
                    path.addLine(to: point(corner, r, step[0], step[1]))
                }
            }
        }
        path.closeSubpath()
    }
}
