import Foundation
import FlipbookTiming

/// Why SVG path data cannot be read, with the character position (1-based).
public struct SVGPathError: Error, Equatable, CustomStringConvertible {
    /// Position of the offending character in the data.
    public let position: Int
    /// What was expected.
    public let message: String
    public var description: String { "path data, character \(position): \(message)" }
}

/// Reads SVG path data (`M10 10 L20 20 C… Q… A… Z`, absolute and relative) into a `BezierPath`.
public struct SVGPathParser {
    private let characters: [Character]
    private var index = 0
    private var path = BezierPath()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The last control point, for the smooth commands S and T.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    /// Parses path data.
    public static func parse(_ data: String) throws(SVGPathError) -> BezierPath {
        var parser = SVGPathParser(characters: Array(data))
        try parser.run()
        return parser.path
    }

    private init(characters: [Character]) { self.characters = characters }

    private func error(_ message: String) -> SVGPathError { SVGPathError(position: index + 1, message: message) }

    private mutating func skipSeparators() {
        while index < characters.count, characters[index].isWhitespace || characters[index] == "," { index += 1 }
    }

    private mutating func run() throws(SVGPathError) {
        skipSeparators()
        var command: Character?
        while index < characters.count {
            let character = characters[index]
            if character.isLetter && character != "e" && character != "E" {
                command = character
                index += 1
            } else if command == nil {
                throw error("expected a command letter (M, L, H, V, C, S, Q, T, A or Z)")
            }
            guard let letter = command else { break }
            try perform(letter)
            // After a move, further coordinate pairs are implicit line-tos.
            if letter == "M" { command = "L" } else if letter == "m" { command = "l" }
            if letter == "Z" || letter == "z" { command = nil }
            skipSeparators()
        }
        if path.elements.isEmpty { throw error("expected path data starting with M") }
    }

    private mutating func number() throws(SVGPathError) -> Double {
        skipSeparators()
        let start = index
        if index < characters.count, "+-".contains(characters[index]) { index += 1 }
        var seenDot = false
        while index < characters.count {
            let character = characters[index]
            if character.isNumber { index += 1 } else if character == ".", !seenDot { seenDot = true; index += 1 } else { break }
        }
        if index < characters.count, "eE".contains(characters[index]) {
            index += 1
            if index < characters.count, "+-".contains(characters[index]) { index += 1 }
            while index < characters.count, characters[index].isNumber { index += 1 }
        }
        guard index > start, let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            throw error("expected a number")
        }
        try checkMagnitude(value, at: start, written: String(characters[start..<index]))
        return value
    }

    /// Refuses numbers past the coordinate limit before any arithmetic can overflow with them.
    private func checkMagnitude(_ value: Double, at position: Int, written: String) throws(SVGPathError) {
        let limit = SceneLimits.current.maximumCoordinate
        guard abs(value) <= limit else {
            throw SVGPathError(position: position + 1, message: "\(written) is beyond the limit of ±"
                + "\(DecimalText.trimmed(limit)) for path numbers " + SceneLimits.raise("FLIPBOOK_MAX_COORDINATE"))
        }
    }

    private mutating func flag() throws(SVGPathError) -> Bool {
        skipSeparators()
        guard index < characters.count, characters[index] == "0" || characters[index] == "1" else {
            throw error("expected an arc flag, 0 or 1")
        }
        index += 1
        return characters[index - 1] == "1"
    }

    private mutating func point(relative: Bool) throws(SVGPathError) -> Point {
        let start = index
        let x = try number()
        let y = try number()
        guard relative else { return Point(x: x, y: y) }
        // Relative steps add up: the sum is held to the same limit.
        try checkMagnitude(current.x + x, at: start, written: "the relative point's x, \(DecimalText.trimmed(current.x + x)),")
        try checkMagnitude(current.y + y, at: start, written: "the relative point's y, \(DecimalText.trimmed(current.y + y)),")
        return Point(x: current.x + x, y: current.y + y)
    }

    private mutating func perform(_ letter: Character) throws(SVGPathError) {
        let relative = letter.isLowercase
        var cubicControl: Point?
        var quadControl: Point?
        switch letter.uppercased() {
        case "M":
            current = try point(relative: relative)
            subpathStart = current
            path.move(to: current)
        case "L":
            current = try point(relative: relative)
            path.addLine(to: current)
        case "H":
            let x = try number()
            current = Point(x: relative ? current.x + x : x, y: current.y)
            path.addLine(to: current)
        case "V":
            let y = try number()
            current = Point(x: current.x, y: relative ? current.y + y : y)
            path.addLine(to: current)
        case "C", "S":
            let first: Point
            if letter.uppercased() == "C" {
                first = try point(relative: relative)
            } else {  // reflection of the previous control point
                first = lastCubicControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            }
            let second = try point(relative: relative)
            let end = try point(relative: relative)
            path.addCurve(to: end, control1: first, control2: second)
            cubicControl = second
            current = end
        case "Q", "T":
            let control: Point
            if letter.uppercased() == "Q" {
                control = try point(relative: relative)
            } else {
                control = lastQuadControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            }
            let end = try point(relative: relative)
            // A quadratic is the cubic with controls two thirds of the way to its control point.
            path.addCurve(to: end, control1: current.interpolated(to: control, fraction: 2.0 / 3),
                          control2: end.interpolated(to: control, fraction: 2.0 / 3))
            quadControl = control
            current = end
        case "A":
            let rx = abs(try number())
            let ry = abs(try number())
            let rotation = try number() * .pi / 180
            let large = try flag()
            let sweep = try flag()
            let end = try point(relative: relative)
            appendArc(to: end, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep)
            current = end
        case "Z":
            path.close()
            current = subpathStart
        default:
            index -= 1
            throw error("unknown command '\(letter)'; expected M, L, H, V, C, S, Q, T, A or Z")
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// SVG's endpoint arc as cubic pieces of at most 90° (SVG 1.1 appendix F.6).
    private mutating func appendArc(to end: Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool) {
        guard rx > 0, ry > 0, end != current else {
            path.addLine(to: end)
            return
        }
        let (cosine, sine) = (cos(rotation), sin(rotation))
        let dx = (current.x - end.x) / 2, dy = (current.y - end.y) / 2
        let x1 = cosine * dx + sine * dy, y1 = -sine * dx + cosine * dy
        var (rx, ry) = (rx, ry)
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = max(rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1, 0)
        var factor = (numerator / (rx * rx * y1 * y1 + ry * ry * x1 * x1)).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let center = Point(x: cosine * cx1 - sine * cy1 + (current.x + end.x) / 2,
                           y: sine * cx1 + cosine * cy1 + (current.y + end.y) / 2)
        func angle(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
        let start = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - start
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        // Past the coordinate limit nothing here overflows; a degenerate ellipse still could.
        guard delta.isFinite, center.x.isFinite, center.y.isFinite else {
            path.addLine(to: end)
            return
        }
        let pieces = min(max(Int((abs(delta) / (.pi / 2)).rounded(.up)), 1), 4)
        let step = delta / Double(pieces)
        let handle = 4.0 / 3 * tan(step / 4)
        func onEllipse(_ theta: Double) -> Point {
            Point(x: center.x + rx * cos(theta) * cosine - ry * sin(theta) * sine,
                  y: center.y + rx * cos(theta) * sine + ry * sin(theta) * cosine)
        }
        func derivative(_ theta: Double) -> Point {
            Point(x: -rx * sin(theta) * cosine - ry * cos(theta) * sine,
                  y: -rx * sin(theta) * sine + ry * cos(theta) * cosine)
        }
        for piece in 0..<pieces {
            let a = start + Double(piece) * step
            let b = a + step
            let p0 = onEllipse(a), p3 = piece == pieces - 1 ? end : onEllipse(b)
            let d0 = derivative(a), d3 = derivative(b)
            path.addCurve(to: p3, control1: Point(x: p0.x + handle * d0.x, y: p0.y + handle * d0.y),
                          control2: Point(x: p3.x - handle * d3.x, y: p3.y - handle * d3.y))
        }
    }
}
