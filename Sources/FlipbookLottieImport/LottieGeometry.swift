import FlipbookScene
import FlipbookTiming
import Foundation

/// The paths Lottie's shape items make, built as current players build them (rlottie's
/// `VPath::addOval`, `addRect`, `addRoundRect`, `addPolystar`, `addPolygon`), so that trims,
/// dashes and morphs start where theirs do: ellipses at 12 o'clock, rectangles at the top
/// right corner, both clockwise unless the item's direction (`d` = 3) reverses them.
enum LottieGeometry {
    /// The circle's control-point distance for a quarter arc, as a fraction of the radius.
    static let kappa = 0.5522847498

    /// A path value as numbers: closed flag, then per vertex its point, in tangent and out
    /// tangent (relative to the point), the form path keyframes interpolate in.
    static func numbers(ofShape json: LottieJSON) -> [Double]? {
        guard let vertices = json["v"]?.array else { return nil }
        let closed = json["c"]?.isTrue ?? false
        let ins = json["i"]?.array ?? []
        let outs = json["o"]?.array ?? []
        var numbers: [Double] = [closed ? 1 : 0]
        for (index, vertex) in vertices.enumerated() {
            guard let point = vertex.numbers, point.count >= 2 else { return nil }
            let inTangent = index < ins.count ? ins[index].numbers ?? [0, 0] : [0, 0]
            let outTangent = index < outs.count ? outs[index].numbers ?? [0, 0] : [0, 0]
            numbers += [point[0], point[1], inTangent.first ?? 0, inTangent.dropFirst().first ?? 0,
                        outTangent.first ?? 0, outTangent.dropFirst().first ?? 0]
        }
        return numbers
    }

    /// The path of a shape value (`numbers(ofShape:)`).
    static func path(fromShapeNumbers numbers: [Double]) -> BezierPath {
        var path = BezierPath()
        let count = (numbers.count - 1) / 6
        guard count > 0 else { return path }
        func vertex(_ index: Int) -> (point: Point, inTangent: Point, outTangent: Point) {
            let base = 1 + index * 6
            return (Point(x: numbers[base], y: numbers[base + 1]), Point(x: numbers[base + 2], y: numbers[base + 3]),
                    Point(x: numbers[base + 4], y: numbers[base + 5]))
        }
        func connect(_ from: Int, _ to: Int) {
            let (start, end) = (vertex(from), vertex(to))
            if start.outTangent == .zero && end.inTangent == .zero {
                path.addLine(to: end.point)
            } else {
                path.addCurve(to: end.point,
                              control1: Point(x: start.point.x + start.outTangent.x, y: start.point.y + start.outTangent.y),
                              control2: Point(x: end.point.x + end.inTangent.x, y: end.point.y + end.inTangent.y))
            }
        }
        path.move(to: vertex(0).point)
        for index in 1..<count { connect(index - 1, index) }
        if numbers[0] != 0 {
            connect(count - 1, 0)
            path.close()
        }
        return path
    }

    /// An ellipse around `center` (rlottie's `addOval`: from 12 o'clock, clockwise by default).
    static func ellipse(center: Point, size: Size, reversed: Bool) -> BezierPath {
        let (x, y, w, h) = (center.x - size.width / 2, center.y - size.height / 2, size.width, size.height)
        let (w2, h2) = (w / 2, h / 2)
        let (w2k, h2k) = (w2 * kappa, h2 * kappa)
        var path = BezierPath()
        path.move(to: Point(x: x + w2, y: y))
        if !reversed {
            path.addCurve(to: Point(x: x + w, y: y + h2), control1: Point(x: x + w2 + w2k, y: y), control2: Point(x: x + w, y: y + h2 - h2k))
            path.addCurve(to: Point(x: x + w2, y: y + h), control1: Point(x: x + w, y: y + h2 + h2k), control2: Point(x: x + w2 + w2k, y: y + h))
            path.addCurve(to: Point(x: x, y: y + h2), control1: Point(x: x + w2 - w2k, y: y + h), control2: Point(x: x, y: y + h2 + h2k))
            path.addCurve(to: Point(x: x + w2, y: y), control1: Point(x: x, y: y + h2 - h2k), control2: Point(x: x + w2 - w2k, y: y))
        } else {
            path.addCurve(to: Point(x: x, y: y + h2), control1: Point(x: x + w2 - w2k, y: y), control2: Point(x: x, y: y + h2 - h2k))
            path.addCurve(to: Point(x: x + w2, y: y + h), control1: Point(x: x, y: y + h2 + h2k), control2: Point(x: x + w2 - w2k, y: y + h))
            path.addCurve(to: Point(x: x + w, y: y + h2), control1: Point(x: x + w2 + w2k, y: y + h), control2: Point(x: x + w, y: y + h2 + h2k))
            path.addCurve(to: Point(x: x + w2, y: y), control1: Point(x: x + w, y: y + h2 - h2k), control2: Point(x: x + w2 + w2k, y: y))
        }
        path.close()
        return path
    }

    /// A rectangle around `center`, its corners rounded by `roundness` (at most half a side),
    /// from the top right corner, clockwise by default (rlottie's `addRect`/`addRoundRect`).
    static func rectangle(center: Point, size: Size, roundness: Double, reversed: Bool) -> BezierPath {
        let (x, y, w, h) = (center.x - size.width / 2, center.y - size.height / 2, size.width, size.height)
        var path = BezierPath()
        let radius = min(max(roundness, 0), w / 2, h / 2)
        guard radius > 0 else {
            path.move(to: Point(x: x + w, y: y))
            for corner in reversed ? [Point(x: x, y: y), Point(x: x, y: y + h), Point(x: x + w, y: y + h)]
                                   : [Point(x: x + w, y: y + h), Point(x: x, y: y + h), Point(x: x, y: y)] {
                path.addLine(to: corner)
            }
            path.close()
            return path
        }
        let k = radius * kappa
        // Corners as (point where the side before ends, the corner, point where the next side starts).
        let right = x + w, bottom = y + h
        if !reversed {
            path.move(to: Point(x: right, y: y + radius))
            path.addLine(to: Point(x: right, y: bottom - radius))
            path.addCurve(to: Point(x: right - radius, y: bottom), control1: Point(x: right, y: bottom - radius + k), control2: Point(x: right - radius + k, y: bottom))
            path.addLine(to: Point(x: x + radius, y: bottom))
            path.addCurve(to: Point(x: x, y: bottom - radius), control1: Point(x: x + radius - k, y: bottom), control2: Point(x: x, y: bottom - radius + k))
            path.addLine(to: Point(x: x, y: y + radius))
            path.addCurve(to: Point(x: x + radius, y: y), control1: Point(x: x, y: y + radius - k), control2: Point(x: x + radius - k, y: y))
            path.addLine(to: Point(x: right - radius, y: y))
            path.addCurve(to: Point(x: right, y: y + radius), control1: Point(x: right - radius + k, y: y), control2: Point(x: right, y: y + radius - k))
        } else {
            path.move(to: Point(x: right, y: y + radius))
            path.addCurve(to: Point(x: right - radius, y: y), control1: Point(x: right, y: y + radius - k), control2: Point(x: right - radius + k, y: y))
            path.addLine(to: Point(x: x + radius, y: y))
            path.addCurve(to: Point(x: x, y: y + radius), control1: Point(x: x + radius - k, y: y), control2: Point(x: x, y: y + radius - k))
            path.addLine(to: Point(x: x, y: bottom - radius))
            path.addCurve(to: Point(x: x + radius, y: bottom), control1: Point(x: x, y: bottom - radius + k), control2: Point(x: x + radius - k, y: bottom))
            path.addLine(to: Point(x: right - radius, y: bottom))
            path.addCurve(to: Point(x: right, y: bottom - radius), control1: Point(x: right - radius + k, y: bottom), control2: Point(x: right, y: bottom - radius + k))
        }
        path.close()
        return path
    }

    /// A star (`sy` 1) or polygon (`sy` 2) as rlottie builds it (`VPath::addPolystar`,
    /// `addPolygon`, after lottie-android's `PolystarContent`): from 12 o'clock turned by
    /// `rotation` degrees, a fractional point count growing the last point, corners rounded
    /// by Bézier handles along the circle, `roundness` percent long, scaled by its "magic
    /// numbers" (0.47829 / 0.28 per point for stars, 0.25 for polygons).
    static func polystar(center: Point, points: Double, outerRadius: Double, innerRadius: Double,
                         outerRoundness: Double, innerRoundness: Double, rotation: Double,
                         isStar: Bool, reversed: Bool) -> BezierPath {
        var path = BezierPath()
        guard points > 0, points <= 10_000 else { return path }
        let direction: Double = reversed ? -1 : 1
        var angle = (rotation - 90) * .pi / 180
        var (x, y) = (0.0, 0.0)
        func offset(_ px: Double, _ py: Double) -> Point { Point(x: px + center.x, y: py + center.y) }
        /// The side from (previousX, previousY) to (x, y): a curve whose handles run along the
        /// circle (`start` long at its start, `end` at its end), or a line when it is not rounded.
        func side(from previousX: Double, _ previousY: Double, rounded: Bool, start: Double, end: Double) {
            guard rounded else { return path.addLine(to: offset(x, y)) }
            let theta1 = atan2(previousY, previousX) - .pi / 2 * direction
            let theta2 = atan2(y, x) - .pi / 2 * direction
            path.addCurve(to: offset(x, y), control1: offset(previousX - start * cos(theta1), previousY - start * sin(theta1)),
                          control2: offset(x + end * cos(theta2), y + end * sin(theta2)))
        }
        guard isStar else {
            let count = Int(points.rounded(.down))
            guard count > 0 else { return path }
            let step = 2 * .pi / Double(count)
            let roundness = outerRoundness / 100
            (x, y) = (outerRadius * cos(angle), outerRadius * sin(angle))
            path.move(to: offset(x, y))
            angle += step * direction
            for _ in 0..<Int(points.rounded(.up)) {
                let (previousX, previousY) = (x, y)
                (x, y) = (outerRadius * cos(angle), outerRadius * sin(angle))
                let handle = outerRadius * roundness * 0.25
                side(from: previousX, previousY, rounded: roundness != 0, start: handle, end: handle)
                angle += step * direction
            }
            path.close()
            return path
        }
        let magic = 0.47829 / 0.28
        let anglePerPoint = 2 * .pi / points
        let halfAngle = anglePerPoint / 2
        let partial = points - points.rounded(.down)
        let count = Int(points.rounded(.up)) * 2
        let (inner, outer) = (innerRoundness / 100, outerRoundness / 100)
        var partialRadius = 0.0
        if partial != 0 { angle += halfAngle * (1 - partial) * direction }
        if partial != 0 {
            partialRadius = innerRadius + partial * (outerRadius - innerRadius)
            (x, y) = (partialRadius * cos(angle), partialRadius * sin(angle))
            angle += anglePerPoint * partial / 2 * direction
        } else {
            (x, y) = (outerRadius * cos(angle), outerRadius * sin(angle))
            angle += halfAngle * direction
        }
        path.move(to: offset(x, y))
        var long = false
        for index in 0..<count {
            var radius = long ? outerRadius : innerRadius
            var turn = halfAngle
            if partialRadius != 0 && index == count - 2 { turn = anglePerPoint * partial / 2 }
            if partialRadius != 0 && index == count - 1 { radius = partialRadius }
            let (previousX, previousY) = (x, y)
            (x, y) = (radius * cos(angle), radius * sin(angle))
            var handle1 = (long ? innerRadius : outerRadius) * (long ? inner : outer) * magic / points
            var handle2 = (long ? outerRadius : innerRadius) * (long ? outer : inner) * magic / points
            if partial != 0 && (index == 0 || index == count - 1) {
                handle1 *= partial
                handle2 *= partial
            }
            side(from: previousX, previousY, rounded: inner != 0 || outer != 0, start: handle1, end: handle2)
            angle += turn * direction
            long.toggle()
        }
        path.close()
        return path
    }
}

extension Transform2D {
    /// Lottie's transform as a matrix (a repeater's step): minus the anchor, scale (percent),
    /// rotation (degrees), then the position.
    static func lottie(anchor: Point, position: Point, scale: Point, rotation: Double, skew: Double = 0, skewAxis: Double = 0) -> Transform2D {
        Transform2D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(Transform2D(scaleX: scale.x / 100, y: scale.y / 100))
            .concatenating(lottieSkew(skew, axis: skewAxis))
            .concatenating(Transform2D(rotationAngle: rotation * .pi / 180))
            .concatenating(Transform2D(translationX: position.x, y: position.y))
    }

    /// Lottie's skew (`sk`, degrees) along an axis (`sa`, degrees from x): turned onto the axis,
    /// sheared by tan(−sk), turned back (lottie-web's `skewFromAxis(−sk, sa)`; ThorVG draws the
    /// same). Applied after the scale, before the rotation. Held within ±85°, After Effects' range.
    static func lottieSkew(_ skew: Double, axis: Double) -> Transform2D {
        guard skew != 0, skew.isFinite, axis.isFinite else { return .identity }
        let axis = axis * .pi / 180
        let shear = Transform2D(a: 1, b: 0, c: tan(-min(max(skew, -85), 85) * .pi / 180), d: 1, tx: 0, ty: 0)
        return Transform2D(rotationAngle: axis).concatenating(shear).concatenating(Transform2D(rotationAngle: -axis))
    }
}

extension BezierPath {
    /// The smallest rectangle holding every point and control point (so the whole path).
    var controlPointBounds: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let c1, let c2, let end): points += [c1, c2, end]
            case .close: break
            }
        }
        guard let first = points.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY, maxX, maxY) = (min(minX, point.x), min(minY, point.y), max(maxX, point.x), max(maxY, point.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let (minX, minY) = (min(origin.x, other.origin.x), min(origin.y, other.origin.y))
        let (maxX, maxY) = (max(origin.x + size.width, other.origin.x + other.size.width),
                            max(origin.y + size.height, other.origin.y + other.size.height))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Grown (negative insets) or shrunk by the same amount on both sides.
    func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }
}
