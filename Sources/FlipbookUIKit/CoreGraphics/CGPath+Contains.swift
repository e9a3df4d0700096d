import FlipbookScene
import FlipbookTiming

extension CGPath {
    /// Whether `point` (moved by `transform` first) is inside the path as a fill by `rule` covers
    /// it: each subpath closed, curves flattened into 24 lines each (within a hair of the curve
    /// at the sizes views have), the winding rule counting the turns round the point and the
    /// even-odd rule the crossings.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        var winding = 0
        for polygon in polygons() where polygon.count > 2 {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                // The edge crosses the horizontal line through the point, to its right.
                if a.y <= p.y, b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
                if a.y > p.y, b.y <= p.y, cross(a, b, p) < 0 { winding -= 1 }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The path's subpaths as closed polygons (as a fill closes them), curves in 24 lines each.
    private func polygons() -> [[Point]] {
        var polygons: [[Point]] = []
        var current: [Point] = []
        for element in bezier.elements {
            switch element {
            case .move(let point):
                if !current.isEmpty { polygons.append(current) }
                current = [point]
            case .line(let point):
                current.append(point)
            case .curve(let c1, let c2, let end):
                let start = current.last ?? .zero
                if current.isEmpty { current = [start] }
                for step in 1...24 {
                    let t = Double(step) / 24, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(Point(x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .close:
                if !current.isEmpty { polygons.append(current) }
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { polygons.append(current) }
        return polygons
    }

    /// Which side of the line from `a` to `b` the point `p` is (positive: left).
    private func cross(_ a: Point, _ b: Point, _ p: CGPoint) -> Double {
        (b.x - a.x) * (Double(p.y) - a.y) - (Double(p.x) - a.x) * (b.y - a.y)
    }
}
