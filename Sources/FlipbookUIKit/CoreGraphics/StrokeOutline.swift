import CCairo
import FlipbookTiming
import Foundation
import FlipbookScene

/// The area a stroke covers, as polygons whose union (non-zero rule) is that area: what
/// `replacePathWithStrokedPath()` leaves, since Cairo strokes but has no stroke-to-path.
///
/// Each flattened segment is the rectangle the pen sweeps; each corner gets its join (a disc
/// for round, a miter or a bevel triangle), each open end its cap (a disc for round, a
/// half-width square for square). All polygons turn the same way, so overlaps add up and never
/// cancel, and neighbours share edges exactly, so a clip to the union has no seams. Corners
/// that come from flattening a curve turn by a few degrees; they get a miter, which is the
/// curve's own smooth edge to within a hair.
struct StrokeOutline {
    let half: Double
    let cap: cairo_line_cap_t
    let join: cairo_line_join_t
    let miterLimit: Double

    init(width: Double, cap: cairo_line_cap_t, join: cairo_line_join_t, miterLimit: Double) {
        half = max(width, 0) / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    /// The polygons covering the stroke of a flattened path.
    func polygons(of path: BezierPath) -> [[Point]] {
        guard half > 0 else { return [] }
        var result: [[Point]] = []
        for (points, isClosed) in polylines(of: path) {
            let count = points.count
            guard count > 1 else {
                // A lone point draws a round or square dot, as Core Graphics' caps do.
                if let point = points.first { result += capShape(at: point, direction: (1, 0), atStart: true, alone: true) }
                continue
            }
            let segments = isClosed ? count : count - 1
            for index in 0..<segments {
                result.append(band(points[index], points[(index + 1) % count]))
            }
            let corners = isClosed ? Array(0..<count) : Array(1..<(count - 1))
            for index in corners {
                let before = points[(index - 1 + count) % count], corner = points[index], after = points[(index + 1) % count]
                result += joinShape(before, corner, after)
            }
            if !isClosed {
                result += capShape(at: points[0], direction: unit(points[0], points[1]) ?? (1, 0), atStart: true, alone: false)
                result += capShape(at: points[count - 1], direction: unit(points[count - 2], points[count - 1]) ?? (1, 0), atStart: false, alone: false)
            }
        }
        return result.filter { $0.count > 2 }.map(positivelyTurning)
    }

    /// Subpaths as point lists without repeated points, and whether each is closed.
    private func polylines(of path: BezierPath) -> [([Point], Bool)] {
        var result: [([Point], Bool)] = []
        var current: [Point] = []
        func add(_ point: Point) {
            if let last = current.last, abs(last.x - point.x) < 1e-9, abs(last.y - point.y) < 1e-9 { return }
            current.append(point)
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                if !current.isEmpty { result.append((current, false)) }
                current = [point]
            case .line(let point), .curve(_, _, let point):
                add(point)
            case .close:
                if current.count > 1, let first = current.first, let last = current.last,
                   abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9 { current.removeLast() }
                if !current.isEmpty { result.append((current, true)) }
                current = []
            }
        }
        if !current.isEmpty { result.append((current, false)) }
        return result
    }

    private func unit(_ a: Point, _ b: Point) -> (Double, Double)? {
        let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? (dx / length, dy / length) : nil
    }

    /// The rectangle the pen sweeps along a segment.
    private func band(_ a: Point, _ b: Point) -> [Point] {
        guard let (ux, uy) = unit(a, b) else { return [] }
        let (nx, ny) = (-uy * half, ux * half)
        return [Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny), Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)]
    }

    /// What fills a corner's outer gap.
    private func joinShape(_ before: Point, _ corner: Point, _ after: Point) -> [[Point]] {
        guard let (u1x, u1y) = unit(before, corner), let (u2x, u2y) = unit(corner, after) else { return [] }
        let cross = u1x * u2y - u1y * u2x, dot = u1x * u2x + u1y * u2y
        guard abs(cross) > 1e-12 || dot < 0 else { return [] }
        // The outer side is left of the path when it turns right, and the other way round.
        let side: Double = cross > 0 ? -1 : 1
        let n1 = (-u1y * half * side, u1x * half * side), n2 = (-u2y * half * side, u2x * half * side)
        let p1 = Point(x: corner.x + n1.0, y: corner.y + n1.1), p2 = Point(x: corner.x + n2.0, y: corner.y + n2.1)
        let turn = atan2(abs(cross), dot)
        let smooth = turn < .pi / 18
        if join == CAIRO_LINE_JOIN_ROUND, !smooth { return [disc(at: corner)] }
        // A miter's length over the line width is 1 / sin(θ / 2), θ the angle between the lines.
        let miterRatio = 1 / max(sin((.pi - turn) / 2), 1e-12)
        if smooth || (join == CAIRO_LINE_JOIN_MITER && miterRatio <= miterLimit) {
            let bisector = (n1.0 + n2.0, n1.1 + n2.1)
            let length = (bisector.0 * bisector.0 + bisector.1 * bisector.1).squareRoot()
            guard length > 0 else { return [[corner, p1, p2]] }
            let reach = half * miterRatio
            let tip = Point(x: corner.x + bisector.0 / length * reach, y: corner.y + bisector.1 / length * reach)
            return [[corner, p1, tip, p2]]
        }
        return [[corner, p1, p2]]
    }

    /// An open end's cap: nothing for butt, a disc for round, a half-width square for square.
    private func capShape(at point: Point, direction: (Double, Double), atStart: Bool, alone: Bool) -> [[Point]] {
        switch cap {
        case CAIRO_LINE_CAP_ROUND:
            return [disc(at: point)]
        case CAIRO_LINE_CAP_SQUARE:
            let (ux, uy) = atStart ? (-direction.0, -direction.1) : direction
            let (nx, ny) = (-uy * half, ux * half)
            let far = Point(x: point.x + ux * half, y: point.y + uy * half)
            let back = alone ? Point(x: point.x - ux * half, y: point.y - uy * half) : point
            return [[Point(x: back.x + nx, y: back.y + ny), Point(x: far.x + nx, y: far.y + ny),
                     Point(x: far.x - nx, y: far.y - ny), Point(x: back.x - nx, y: back.y - ny)]]
        default:
            return []
        }
    }

    /// A disc of the pen's radius, as a polygon within 0.01 points of the circle.
    private func disc(at center: Point) -> [Point] {
        let sides = max(16, Int((Double.pi / acos(max(1 - 0.01 / half, -1))).rounded(.up)))
        return (0..<sides).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(sides)
            return Point(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
        }
    }

    /// The polygon reversed if it turns the negative way, so every polygon adds to the winding.
    private func positivelyTurning(_ polygon: [Point]) -> [Point] {
        var area = 0.0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }
}
