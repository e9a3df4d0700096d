import FlipbookScene
import FlipbookTiming
import Foundation

/// Lottie's rounded corners (`rd`), the way lottie-ios (`BezierPathRoundExtension`, "adapted
/// from lottie-web & lottie-android") rounds a path: every sharp vertex (no tangents on either
/// side) is replaced by two, each `radius` along its side (at most half the side), joined by a
/// cubic whose control points lie 0.5519 of the way back towards the corner. Vertices with
/// tangents, and the ends of an open path, stay. ThorVG puts the control points half way (a
/// flatter corner, 34 dB from these on a 100-point square with 20-point corners); rlottie rounds
/// only rectangles. A rectangle is rounded through its own roundness, as rlottie rounds it
/// (`updateRoundedCorner`): the same corners, within 50 dB in all three.
enum LottieRoundedCorners {
    /// lottie-web's control-point fraction for a rounded corner.
    static let controlFraction = 0.5519

    /// A vertex of a subpath: its point and the control points of the curves arriving at and
    /// leaving it (the point itself for a straight side).
    struct Vertex {
        var point: Point
        var arriving: Point
        var leaving: Point
        var isSharp: Bool { arriving == point && leaving == point }
    }

    static func rounding(_ path: BezierPath, radius: Double) -> BezierPath {
        guard radius > 0, radius.isFinite else { return path }
        var result = BezierPath()
        for (vertices, closed) in subpaths(of: path) {
            result.addPath(rounded(vertices, closed: closed, radius: radius))
        }
        return result
    }

    /// The subpaths as vertex lists; a closed subpath's last side back to its start is implied.
    static func subpaths(of path: BezierPath) -> [(vertices: [Vertex], closed: Bool)] {
        var result: [(vertices: [Vertex], closed: Bool)] = []
        var vertices: [Vertex] = []
        func finish(closed: Bool) {
            guard !vertices.isEmpty else { return }
            // Shapes end a closed subpath with a side back to the start: that vertex is the first.
            if closed, vertices.count > 1, let last = vertices.last, last.point == vertices[0].point {
                vertices[0].arriving = last.arriving
                vertices.removeLast()
            }
            result.append((vertices, closed))
            vertices = []
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                vertices = [Vertex(point: point, arriving: point, leaving: point)]
            case .line(let point):
                if vertices.isEmpty { vertices = [Vertex(point: point, arriving: point, leaving: point)] } else {
                    vertices.append(Vertex(point: point, arriving: point, leaving: point))
                }
            case .curve(let control1, let control2, let end):
                guard !vertices.isEmpty else { continue }
                vertices[vertices.count - 1].leaving = control1
                vertices.append(Vertex(point: end, arriving: control2, leaving: end))
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    private static func rounded(_ vertices: [Vertex], closed: Bool, radius: Double) -> BezierPath {
        var out: [Vertex] = []
        let count = vertices.count
        for (index, vertex) in vertices.enumerated() {
            let isEnd = !closed && (index == 0 || index == count - 1)
            guard vertex.isSharp, !isEnd, count > 1 else {
                out.append(vertex)
                continue
            }
            let previous = vertices[(index + count - 1) % count].point
            let next = vertices[(index + 1) % count].point
            // The point `radius` along the side towards `neighbour`, at most half way.
            func along(towards neighbour: Point) -> Point {
                let distance = vertex.point.distance(to: neighbour)
                let fraction = distance > 0 ? min(distance / 2, radius) / distance : 0
                return vertex.point.interpolated(to: neighbour, fraction: fraction)
            }
            let (start, end) = (along(towards: previous), along(towards: next))
            out.append(Vertex(point: start, arriving: start,
                              leaving: start.interpolated(to: vertex.point, fraction: controlFraction)))
            out.append(Vertex(point: end, arriving: end.interpolated(to: vertex.point, fraction: controlFraction), leaving: end))
        }
        var path = BezierPath()
        guard let first = out.first else { return path }
        path.move(to: first.point)
        func connect(_ from: Vertex, _ to: Vertex) {
            if from.leaving == from.point && to.arriving == to.point {
                path.addLine(to: to.point)
            } else {
                path.addCurve(to: to.point, control1: from.leaving, control2: to.arriving)
            }
        }
        for index in out.indices.dropFirst() { connect(out[index - 1], out[index]) }
        if closed {
            connect(out[out.count - 1], first)
            path.close()
        }
        return path
    }
}
