import FlipbookScene
import FlipbookTiming

/// One Lottie contour (`{"c", "v", "i", "o"}`: vertices with in and out tangents relative to
/// them), and its numbers as the keyframe fitter sees them.
struct LottiePath {
    var closed: Bool
    var vertices: [Point] = []
    var inTangents: [Point] = []
    var outTangents: [Point] = []

    /// Closed flag, then (vertex, in, out) per vertex.
    var numbers: [Double] {
        [closed ? 1 : 0] + vertices.indices.flatMap { index in
            [vertices[index].x, vertices[index].y, inTangents[index].x, inTangents[index].y,
             outTangents[index].x, outTangents[index].y]
        }
    }

    init(closed: Bool) { self.closed = closed }

    init(numbers: [Double]) {
        closed = numbers.first == 1
        var index = 1
        while index + 5 < numbers.count {
            vertices.append(Point(x: numbers[index], y: numbers[index + 1]))
            inTangents.append(Point(x: numbers[index + 2], y: numbers[index + 3]))
            outTangents.append(Point(x: numbers[index + 4], y: numbers[index + 5]))
            index += 6
        }
    }

    var json: JSONValue {
        func list(_ points: [Point]) -> JSONValue { .array(points.map { .array([.number($0.x), .number($0.y)]) }) }
        return .object(["c": .bool(closed), "v": list(vertices), "i": list(inTangents), "o": list(outTangents)])
    }

    /// A path's subpaths as contours: a curve's control points become the tangents of the
    /// vertices it joins; a closing line back to a distinct start is kept as Lottie's close.
    static func contours(of path: BezierPath) -> [LottiePath] {
        var contours: [LottiePath] = []
        var current: LottiePath?
        func finish() {
            if var contour = current, !contour.vertices.isEmpty {
                // A closed contour that ends on its start point: the last vertex is the first.
                if contour.closed, contour.vertices.count > 1, contour.vertices.last == contour.vertices.first {
                    contour.inTangents[0] = contour.inTangents.removeLast()
                    contour.vertices.removeLast()
                    contour.outTangents.removeLast()
                }
                contours.append(contour)
            }
            current = nil
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish()
                current = LottiePath(closed: false)
                current!.add(point)
            case .line(let point):
                if current == nil { current = LottiePath(closed: false); current!.add(.zero) }
                current!.add(point)
            case .curve(let c1, let c2, let end):
                if current == nil { current = LottiePath(closed: false); current!.add(.zero) }
                let last = current!.vertices.count - 1
                let from = current!.vertices[last]
                current!.outTangents[last] = Point(x: c1.x - from.x, y: c1.y - from.y)
                current!.add(end, inTangent: Point(x: c2.x - end.x, y: c2.y - end.y))
            case .close:
                if current != nil {
                    current!.closed = true
                    let start = current!.vertices[0]
                    finish()
                    // Drawing after a close starts again from the subpath's start.
                    current = LottiePath(closed: false)
                    current!.add(start)
                }
            }
        }
        finish()
        return contours.filter { $0.vertices.count > 1 || $0.closed }
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side, as
    /// the renderer clamps it), mapped through `transform`: always eight vertices, so a moving
    /// or resizing rectangle keeps one form.
    static func roundedRect(_ rect: Rect, radius: Double, through transform: Transform2D) -> LottiePath {
        let (x, y, w, h) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        let r = max(min(radius, w / 2, h / 2), 0)
        // A quarter circle's cubic handle length.
        let k = r * 0.5522847498
        let corners: [(Point, Point, Point)] = [  // vertex, in tangent, out tangent
            (Point(x: x + r, y: y), Point(x: -k, y: 0), .zero), (Point(x: x + w - r, y: y), .zero, Point(x: k, y: 0)),
            (Point(x: x + w, y: y + r), Point(x: 0, y: -k), .zero), (Point(x: x + w, y: y + h - r), .zero, Point(x: 0, y: k)),
            (Point(x: x + w - r, y: y + h), Point(x: k, y: 0), .zero), (Point(x: x + r, y: y + h), .zero, Point(x: -k, y: 0)),
            (Point(x: x, y: y + h - r), Point(x: 0, y: k), .zero), (Point(x: x, y: y + r), .zero, Point(x: 0, y: -k)),
        ]
        var path = LottiePath(closed: true)
        let linear = Transform2D(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        for (vertex, inTangent, outTangent) in corners {
            path.vertices.append(transform.apply(to: vertex))
            path.inTangents.append(linear.apply(to: inTangent))
            path.outTangents.append(linear.apply(to: outTangent))
        }
        return path
    }

    private mutating func add(_ point: Point, inTangent: Point = .zero) {
        vertices.append(point)
        inTangents.append(inTangent)
        outTangents.append(.zero)
    }
}
