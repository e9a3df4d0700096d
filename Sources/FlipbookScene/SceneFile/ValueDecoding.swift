import FlipbookTiming

extension JSONNode {
    /// Font weight names, as UIFont.Weight spells them, and their CSS numbers.
    static let fontWeights: [String: Double] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// A value for a key path: its kind's spelling, plus the names a property allows
    /// (gravities, line caps, font weights).
    func value(for keyPath: LayerKeyPath) throws(SceneFileError) -> AnimationValue {
        if let chosen = try conditionalBranch() { return try chosen.value(for: keyPath) }
        if keyPath.component == nil, keyPath.property == .fontWeight, case .string(let name) = value,
           let weight = Self.fontWeights[name] {
            return .number(weight)
        }
        let result = try value(of: keyPath.kind)
        if keyPath.property == .string, case .string(let text) = result {
            let limit = SceneLimits.current.maximumTextLength
            guard text.count <= limit else {
                throw error("text of \(text.count) characters is longer than the limit of \(limit) "
                    + SceneLimits.raise("FLIPBOOK_MAX_TEXT"))
            }
        }
        let limits = SceneLimits.current
        if [.colors, .locations].contains(keyPath.property) {
            let count: Int
            switch result {
            case .colors(let colors): count = colors.count
            case .numbers(let numbers): count = numbers.count
            default: count = 0
            }
            guard count <= limits.maximumGradientStops else {
                throw error("\(count) gradient stops are more than the limit of \(limits.maximumGradientStops) "
                    + SceneLimits.raise("FLIPBOOK_MAX_GRADIENT_STOPS"))
            }
        }
        if keyPath.property == .fontSize, case .number(let size) = result,
           !(size > 0 && size <= limits.maximumFontSize) {
            throw error("expected a font size above 0 and at most \(DecimalText.trimmed(limits.maximumFontSize)) points, found "
                + DecimalText.trimmed(size) + " " + SceneLimits.raise("FLIPBOOK_MAX_FONT_SIZE"))
        }
        if keyPath.property == .maskedCorners, case .number(let mask) = result, !(0...15).contains(mask) || mask != mask.rounded() {
            throw error("expected the corners as a whole number from 0 to 15 (1 top left, 2 top right, 4 bottom left, "
                + "8 bottom right, added), found " + DecimalText.trimmed(mask))
        }
        if keyPath.property == .lineDashPattern, case .numbers(let lengths) = result,
           lengths.contains(where: { $0 < 0 }) || (!lengths.isEmpty && lengths.allSatisfy { $0 == 0 }) {
            throw error("expected dash lengths ≥ 0, not all zero (an empty list draws a solid line), found "
                + "[" + lengths.map(DecimalText.trimmed).joined(separator: ", ") + "]")
        }
        if keyPath.component == nil, let allowed = keyPath.property.allowedStrings, case .string(let text) = result,
           !allowed.contains(text) {
            throw error("unknown \(keyPath.property.rawValue) \"\(text)\"" + Suggestions.didYouMean(text, among: allowed)
                + "; expected one of " + allowed.joined(separator: ", "))
        }
        return result
    }

    /// For `{"if": "expression", "then": …, "else": …}`: the branch the expression picks
    /// (non-zero is true); nil when this is not such an object.
    func conditionalBranch() throws(SceneFileError) -> JSONNode? {
        guard case .object(let members) = value, members.contains(where: { $0.key == "if" }) else { return nil }
        let object = try self.object(allowing: ["if", "then", "else"], what: "{\"if\": …, \"then\": …, \"else\": …}")
        let condition = try object.required("if", "a condition such as \"$count == 0\"").number("a condition")
        return condition != 0
            ? try object.required("then", "the value when the condition holds")
            : try object.required("else", "the value when it does not")
    }

    /// A value of a property kind, in the spellings docs/scene-files.md documents.
    func value(of kind: ValueKind) throws(SceneFileError) -> AnimationValue {
        switch kind {
        case .number: return .number(try number())
        case .bool: return .bool(try bool())
        case .point:
            if case .object = value {
                let object = try self.object(allowing: ["x", "y"], what: kind.expectation)
                return .point(Point(x: try object.required("x", "a number").number(),
                                    y: try object.required("y", "a number").number()))
            }
            let xy = try numbers(count: 2, kind.expectation)
            return .point(Point(x: xy[0], y: xy[1]))
        case .size:
            let wh = try numbers(count: 2, kind.expectation)
            return .size(Size(width: wh[0], height: wh[1]))
        case .rect:
            let rect = try numbers(count: 4, kind.expectation)
            return .rect(Rect(x: rect[0], y: rect[1], width: rect[2], height: rect[3]))
        case .color: return .color(try color())
        case .transform: return .transform(try transform())
        case .string: return .string(try text())
        case .path: return .path(try bezierPath())
        case .colors:
            var colors: [Color] = []
            for item in try array(what: kind.expectation) { colors.append(try item.color()) }
            return .colors(colors)
        case .numbers:
            var numbers: [Double] = []
            for item in try array(what: kind.expectation) { numbers.append(try item.number()) }
            return .numbers(numbers)
        }
    }

    /// A string in which `{expression}` is replaced by its value (`"刷新到{$count}条数据"`);
    /// `{{` and `}}` stand for literal braces. Whole numbers print without decimals.
    func text() throws(SceneFileError) -> String {
        let template = try string()
        var result = ""
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            let next = template.index(after: index)
            if (character == "{" || character == "}"), next < template.endIndex, template[next] == character {
                result.append(character)
                index = template.index(after: next)
                continue
            }
            guard character == "{" else {
                if character == "}" { throw error("unmatched '}' in \"\(template)\"; write }} for a literal brace") }
                result.append(character)
                index = next
                continue
            }
            guard let close = template[next...].firstIndex(of: "}") else {
                throw error("unmatched '{' in \"\(template)\"; write {{ for a literal brace")
            }
            let expression = String(template[next..<close])
            do {
                let number = try NumberExpression.evaluate(expression, parameters: parameters)
                result += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            } catch {
                throw self.error("\(error.message) in {\(ExpressionError.quoted(expression))}")
            }
            index = template.index(after: close)
        }
        return result
    }

    /// SVG path data, or `{"rect": [x, y, w, h]}`, `{"roundedRect": [x, y, w, h], "radius": r}`,
    /// `{"ellipse": [x, y, w, h]}`.
    func bezierPath() throws(SceneFileError) -> BezierPath {
        switch value {
        case .string(let data):
            do {
                return try SVGPathParser.parse(data)
            } catch {
                throw self.error(error.description)
            }
        case .object:
            let object = try self.object(allowing: ["rect", "roundedRect", "radius", "ellipse"],
                                         what: ValueKind.path.expectation)
            let shapes = ["rect", "roundedRect", "ellipse"].filter { object[$0] != nil }
            guard shapes.count == 1, let shape = shapes.first, let node = object[shape] else {
                throw error("expected exactly one of rect, roundedRect or ellipse")
            }
            let numbers = try node.numbers(count: 4, "a rect [x, y, width, height]")
            let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            if let radius = object["radius"], shape != "roundedRect" {
                throw radius.error("radius goes with roundedRect only")
            }
            switch shape {
            case "rect": return .rect(rect)
            case "ellipse": return .ellipse(in: rect)
            default:
                let radius = try object.required("radius", "a corner radius ≥ 0").number(atLeast: 0, "a corner radius ≥ 0")
                return .roundedRect(rect, radius: radius)
            }
        default:
            throw mismatch(ValueKind.path.expectation)
        }
    }

    /// Named colours accepted in scene files (UIKit's basic ones).
    static let colorNames: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white,
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1), "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "orange": Color(red: 1, green: 0.5, blue: 0), "yellow": Color(red: 1, green: 1, blue: 0),
    ]

    /// `"#RRGGBB"`, `"#RRGGBBAA"`, `"#RGB"`, a name, or `[r, g, b]` / `[r, g, b, a]` in [0, 1].
    func color() throws(SceneFileError) -> Color {
        let expectation = ValueKind.color.expectation
        switch value {
        case .string(let text):
            if let named = Self.colorNames[text] { return named }
            guard text.hasPrefix("#") else {
                throw error("unknown colour \"\(text)\"" + Suggestions.didYouMean(text, among: Self.colorNames.keys.sorted())
                    + "; expected \(expectation)")
            }
            var hex = String(text.dropFirst())
            if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6 || hex.count == 8, let bits = UInt32(hex, radix: 16) else { throw mismatch(expectation) }
            let rgba = hex.count == 6 ? bits << 8 | 0xFF : bits
            func channel(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
            return Color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
        case .array(let items) where items.count == 3 || items.count == 4:
            var parts: [Double] = []
            for (index, item) in items.enumerated() {
                let part = try element(index, item).number("a component in [0, 1]")
                guard (0...1).contains(part) else {
                    throw element(index, item).error("expected a component in [0, 1], found \(part)")
                }
                parts.append(part)
            }
            return Color(red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count == 4 ? parts[3] : 1)
        default:
            throw mismatch(expectation)
        }
    }

    /// `"identity"` or a list of operations applied in order (the first one acts first on the
    /// layer's points): rotate, scale, translate, rotate3d, perspective, matrix, matrix3d.
    func transform() throws(SceneFileError) -> Transform3D {
        if case .string("identity") = value { return .identity }
        let operations = try array(what: ValueKind.transform.expectation)
        var result = Transform3D.identity
        for operation in operations {
            let object = try operation.object(
                allowing: ["rotate", "scale", "translate", "rotate3d", "perspective", "matrix", "matrix3d"],
                what: "a transform operation such as {\"rotate\": 1.57}")
            guard object.members.count == 1, let name = object.keys.first, let argument = object[name] else {
                throw operation.error("expected exactly one operation per object, found \(object.members.count)")
            }
            result = result.concatenating(try Self.transformOperation(name, argument))
        }
        return result
    }

    private static func transformOperation(_ name: String, _ argument: JSONNode) throws(SceneFileError) -> Transform3D {
        switch name {
        case "rotate":
            return Transform3D(Transform2D(rotationAngle: try argument.number("an angle in radians")))
        case "scale":
            if case .array = argument.value {
                let scale = try argument.numbers(count: 2, "a scale or [sx, sy]")
                return Transform3D(scaleX: scale[0], y: scale[1], z: 1)
            }
            let scale = try argument.number("a scale or [sx, sy]")
            return Transform3D(scaleX: scale, y: scale, z: 1)
        case "translate":
            let offset = try argument.numbers(count: 2, "[x, y]")
            return Transform3D(translationX: offset[0], y: offset[1], z: 0)
        case "rotate3d":
            let axisAngle = try argument.numbers(count: 4, "[x, y, z, angle]")
            return Transform3D(rotationAngle: axisAngle[3], x: axisAngle[0], y: axisAngle[1], z: axisAngle[2])
        case "perspective":
            let distance = try argument.number("a distance > 0")
            guard distance > 0 else { throw argument.error("expected a distance > 0, found \(distance)") }
            var perspective = Transform3D.identity
            perspective.m34 = -1 / distance
            return perspective
        case "matrix":
            let m = try argument.numbers(count: 6, "[a, b, c, d, tx, ty]")
            return Transform3D(Transform2D(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
        default:  // matrix3d
            let m = try argument.numbers(count: 16, "16 numbers, row by row")
            return Transform3D(rows: stride(from: 0, to: 16, by: 4).map { Array(m[$0..<$0 + 4]) }) ?? .identity
        }
    }

    /// A timing function: a name, `[x1, y1, x2, y2]`, or `{"steps": n, "position": "end"}`.
    func timingFunction() throws(SceneFileError) -> TimingFunction {
        let expectation = "a curve name (linear, easeIn, easeOut, easeInEaseOut, default), [x1, y1, x2, y2] "
            + "or {\"steps\": n, \"position\": \"end\"}"
        switch value {
        case .string(let name):
            if let function = TimingFunction(named: name) { return function }
            throw error("unknown timing function \"\(name)\""
                + Suggestions.didYouMean(name, among: TimingFunction.named.map(\.name)) + "; expected \(expectation)")
        case .array:
            let points = try numbers(count: 4, expectation)
            guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
                throw error("x1 and x2 must lie in [0, 1], found \(points[0]) and \(points[2])")
            }
            return .cubicBezier(CubicBezier(points[0], points[1], points[2], points[3]))
        case .object:
            let object = try self.object(allowing: ["steps", "position"], what: expectation)
            let countNode = try object.required("steps", "a whole number ≥ 1")
            let count = try countNode.number("a whole number ≥ 1")
            guard count >= 1, count == count.rounded(), count <= 10_000 else {
                throw countNode.error("expected a whole number from 1 to 10000, found \(count)")
            }
            var position = StepPosition.jumpEnd
            if let positionNode = object["position"] {
                let name = try positionNode.string()
                guard let parsed = StepPosition(rawValue: name) else {
                    throw positionNode.error("expected start, end, none or both, found \"\(name)\"")
                }
                position = parsed
            }
            return .steps(count: Int(count), position: position)
        default:
            throw mismatch(expectation)
        }
    }
}
