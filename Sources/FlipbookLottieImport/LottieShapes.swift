import FlipbookScene
import FlipbookTiming

/// A shape layer's items (`shapes`, a group's `it`) as Core Animation layers.
///
/// Lottie's items are listed top first; a fill or stroke paints every path listed above it in
/// its group, those of the groups above it included, and a trim shortens the paths above it
/// (in nested groups too) for every paint, wherever the paint is listed: players trim the
/// paths themselves. So a group becomes a layer with the group's
/// transform, and each paint a `CAShapeLayer` whose path is the paths it paints (Lottie
/// combines them into one path, as one layer fills them); a paint that also paints nested
/// groups is repeated inside each of them, below what they paint themselves.
struct LottieShapeBuilder {
    let context: LottieImportContext
    let animations: LottieAnimationBuilder
    /// The Lottie layer's name, for layer ids and warnings.
    let owner: String

    /// Paints and trims that apply to a group's paths from below the group.
    struct Inherited {
        var paints: [LottieJSON] = []
        var trims: [LottieJSON] = []
    }

    /// The layers of a list of items, top first.
    func layers(of items: [LottieJSON], inherited: Inherited, depth: Int) -> [Layer] {
        guard depth < LottieImportContext.maximumDepth else {
            context.warn("\(owner): shape groups nested over \(LottieImportContext.maximumDepth) deep are not drawn")
            return []
        }
        let visible = items.filter { !($0["hd"]?.isTrue ?? false) }
        var result: [Layer] = []
        var paths: [(index: Int, json: LottieJSON)] = []
        for (index, item) in visible.enumerated() {
            let below = Array(visible[(index + 1)...])
            switch item["ty"]?.string ?? "" {
            case "sh", "rc", "el", "sr":
                paths.append((index, item))
            case "gr":
                let paintsBelow = below.filter { Self.paintTypes.contains($0["ty"]?.string ?? "") } + inherited.paints
                let trimsBelow = below.filter { $0["ty"]?.string == "tm" } + inherited.trims
                let group = context.makeLayer(named: "\(owner)/\(item["nm"]?.string ?? "group")")
                if let transform = item["it"]?.array?.last(where: { $0["ty"]?.string == "tr" }) {
                    let parts = LottieTransform(transform)
                    context.noteExpressions(parts.expressions, in: "\(owner) group")
                    parts.apply(to: group, with: animations)
                } else {
                    group[.bounds] = .rect(.zero)
                }
                let children = layers(of: item["it"]?.array ?? [], inherited: Inherited(paints: paintsBelow, trims: trimsBelow),
                                      depth: depth + 1)
                for child in children.reversed() { group.addSublayer(child) }
                result.append(group)
            case "fl", "st", "gf", "gs":
                // A trim shortens the paths above it in its group for every paint of the group
                // (players trim the paths themselves, wherever the paint is listed).
                let painted = paths.map { path in
                    (path.json, visible[(path.index + 1)...].filter { $0["ty"]?.string == "tm" } + inherited.trims)
                }
                result += paintLayers(item, paths: painted)
            case "tm", "tr":
                break
            case "mm":
                context.warn("\(owner): merge paths are drawn as the paths together (no boolean operation), as rlottie draws them")
            case "rp":
                context.warn("\(owner): repeaters are not drawn yet")
            case "rd":
                context.warn("\(owner): rounded corners are not drawn yet")
            case let type:
                context.warn("\(owner): shape item type \"\(type)\" is not drawn")
            }
        }
        // Paints from below this group paint its paths too, below everything it draws itself.
        for paint in inherited.paints where !paths.isEmpty {
            let painted = paths.map { path in
                (path.json, visible[(path.index + 1)...].filter { $0["ty"]?.string == "tm" } + inherited.trims)
            }
            result += paintLayers(paint, paths: painted)
        }
        return result
    }

    static let paintTypes: Set<String> = ["fl", "st", "gf", "gs"]

    /// The layers one paint makes of its paths (more than one where trims cut paths one by one).
    private func paintLayers(_ paint: LottieJSON, paths: [(json: LottieJSON, trims: [LottieJSON])]) -> [Layer] {
        guard !paths.isEmpty else { return [] }
        let type = paint["ty"]?.string ?? ""
        let name = "\(owner)/\(paint["nm"]?.string ?? (type == "st" || type == "gs" ? "stroke" : "fill"))"
        if type == "gf" || type == "gs" {
            context.warn("\(owner): gradient \(type == "gf" ? "fills" : "strokes") are drawn with their first colour for now")
        }
        let isStroke = type == "st" || type == "gs"
        // Paths under the same trims are drawn together; each set of trims is its own layer.
        var sets: [(trims: LottieTrims, geometry: [LottieJSON])] = []
        for path in paths {
            let trims = LottieTrims(path.trims)
            if let index = sets.firstIndex(where: { $0.trims.sources == path.trims.map(\.path) }) {
                sets[index].geometry.append(path.json)
            } else {
                sets.append((trims, [path.json]))
            }
        }
        var layers: [Layer] = []
        for (trims, geometry) in sets {
            guard !trims.isEmpty, !trims.isWhole else {
                layers.append(shapeLayer(name, paint: paint, geometry: geometry))
                continue
            }
            guard isStroke else {
                context.warn("\(owner): a trimmed path is filled whole (trims shorten strokes only, for now)")
                layers.append(shapeLayer(name, paint: paint, geometry: geometry))
                continue
            }
            // "Individually" (m = 2) trims the paths as one; "simultaneously" each path alone.
            for pieces in trims.individually ? [geometry] : geometry.map({ [$0] }) {
                // The trimmed stretch may wrap past the path's end: a second layer draws that part.
                for part in 0..<2 {
                    let layer = shapeLayer(part == 0 ? name : name + " (wrapped)", paint: paint, geometry: pieces)
                    trims.apply(to: layer, part: part, animations: animations)
                    layers.append(layer)
                }
            }
        }
        return layers
    }

    /// A shape layer painting `geometry` (paths of one group) with a fill or stroke.
    private func shapeLayer(_ name: String, paint: LottieJSON, geometry: [LottieJSON]) -> Layer {
        let layer = context.makeLayer(named: name, kind: .shape)
        layer[.bounds] = .rect(.zero)
        let shapes = geometry.map { LottieShapeGeometry($0, owner: owner, context: context) }
        let span = shapes.compactMap(\.animatedSpan).reduce(nil as ClosedRange<Double>?) { union, span in
            union.map { min($0.lowerBound, span.lowerBound)...max($0.upperBound, span.upperBound) } ?? span
        }
        func path(at frame: Double) -> AnimationValue {
            var combined = BezierPath()
            for shape in shapes { combined.addPath(shape.path(at: frame)) }
            return .path(combined)
        }
        if let span {
            animations.sampled(from: span.lowerBound, to: span.upperBound, on: layer, at: LayerKeyPath(.path), path)
        } else {
            layer[.path] = path(at: 0)
        }
        let type = paint["ty"]?.string ?? ""
        let isStroke = type == "st" || type == "gs"
        let colorKey = LayerKeyPath(isStroke ? .strokeColor : .fillColor)
        layer[LayerKeyPath(isStroke ? .fillColor : .strokeColor).property] = .color(.clear)
        if let color = LottieAnimatable(paint["c"]) {
            animations.apply(color, to: layer, at: colorKey) { .color(Self.color($0)) }
        } else if let stops = paint["g"], let first = LottieGradient.firstColor(stops) {
            layer.setValue(.color(first), for: colorKey)
        }
        if let opacity = LottieAnimatable(paint["o"]) {
            animations.apply(opacity, to: layer, at: LayerKeyPath(.opacity)) { .number(min(max(($0.first ?? 100) / 100, 0), 1)) }
        }
        if isStroke {
            if let width = LottieAnimatable(paint["w"]) {
                animations.apply(width, to: layer, at: LayerKeyPath(.lineWidth)) { .number(max($0.first ?? 1, 0)) }
            }
            layer[.lineCap] = .string(["butt", "round", "square"][min(max(Int(paint["lc"]?.number ?? 2) - 1, 0), 2)])
            layer[.lineJoin] = .string(["miter", "round", "bevel"][min(max(Int(paint["lj"]?.number ?? 2) - 1, 0), 2)])
            if let miter = paint["ml"]?.number { layer[.miterLimit] = .number(max(miter, 1)) }
            LottieDashes(paint["d"]).apply(to: layer, animations: animations)
        } else {
            layer[.fillRule] = .string(paint["r"]?.number == 2 ? "even-odd" : "non-zero")
        }
        return layer
    }

    /// A Lottie colour ([r, g, b] or [r, g, b, a] from 0 to 1; from 0 to 255 in some old files).
    static func color(_ value: [Double]) -> Color {
        let scale = value.prefix(3).contains { $0 > 1 } ? 255.0 : 1.0
        func channel(_ index: Int) -> Double { index < value.count ? min(max(value[index] / scale, 0), 1) : 1 }
        return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: value.count > 3 ? channel(3) : 1)
    }
}

/// One path item (`sh`, `rc`, `el`, `sr`) and its path at any frame.
struct LottieShapeGeometry {
    let type: String
    let json: LottieJSON
    private let properties: [String: LottieAnimatable]

    init(_ json: LottieJSON, owner: String, context: LottieImportContext) {
        self.json = json
        type = json["ty"]?.string ?? ""
        var properties: [String: LottieAnimatable] = [:]
        if type == "sh" {
            properties["ks"] = LottieAnimatable(json["ks"]) { LottieGeometry.numbers(ofShape: $0) }
        } else {
            for key in ["p", "s", "r", "pt", "or", "ir", "os", "is"] { properties[key] = LottieAnimatable(json[key]) }
        }
        self.properties = properties
        let expressions = properties.filter { $0.value.expression != nil }.map(\.key).sorted()
        context.noteExpressions(expressions, in: "\(owner) \(json["nm"]?.string ?? type)")
    }

    /// The frames over which the path changes, if it does.
    var animatedSpan: ClosedRange<Double>? {
        let frames = properties.values.filter(\.isAnimated).flatMap { $0.keyframes.map(\.frame) }
        guard let first = frames.min(), let last = frames.max() else { return nil }
        return first...last
    }

    func path(at frame: Double) -> BezierPath {
        func value(_ key: String, _ fallback: [Double]) -> [Double] { properties[key]?.value(at: frame) ?? fallback }
        func point(_ key: String) -> Point { LottieTransform.point(value(key, [0, 0])) }
        let reversed = json["d"]?.number == 3
        switch type {
        case "sh": return LottieGeometry.path(fromShapeNumbers: value("ks", []))
        case "rc":
            let size = value("s", [0, 0])
            return LottieGeometry.rectangle(center: point("p"), size: Size(width: size.first ?? 0, height: size.dropFirst().first ?? 0),
                                            roundness: value("r", [0]).first ?? 0, reversed: reversed)
        case "el":
            let size = value("s", [0, 0])
            return LottieGeometry.ellipse(center: point("p"), size: Size(width: size.first ?? 0, height: size.dropFirst().first ?? 0),
                                          reversed: reversed)
        default:
            return LottieGeometry.polystar(center: point("p"), points: value("pt", [5]).first ?? 5,
                                           outerRadius: value("or", [0]).first ?? 0, innerRadius: value("ir", [0]).first ?? 0,
                                           outerRoundness: value("os", [0]).first ?? 0, innerRoundness: value("is", [0]).first ?? 0,
                                           rotation: value("r", [0]).first ?? 0, isStar: json["sy"]?.number != 2, reversed: reversed)
        }
    }
}

/// The trims (`tm`) on a path, innermost first: start and end in percent, an offset in degrees
/// (360 = once round), as `strokeStart`/`strokeEnd` at every frame. A second trim keeps its
/// share of what the first kept. Where the offset carries the kept stretch past the path's
/// end, part 1 (a second layer) draws what wraps round to the start.
struct LottieTrims {
    struct Trim {
        let start: LottieAnimatable?, end: LottieAnimatable?, offset: LottieAnimatable?
    }

    let trims: [Trim]
    /// Where each trim sits in the document (trims are told apart by it).
    let sources: [String]
    let individually: Bool

    init(_ json: [LottieJSON]) {
        trims = json.map { Trim(start: LottieAnimatable($0["s"]), end: LottieAnimatable($0["e"]), offset: LottieAnimatable($0["o"])) }
        sources = json.map(\.path)
        individually = json.first?["m"]?.number == 2
    }

    var isEmpty: Bool { trims.isEmpty }

    /// Whether they leave the path whole at every keyframe.
    var isWhole: Bool {
        trims.allSatisfy { trim in
            (trim.start?.keyframes.allSatisfy { ($0.value.first ?? 0) == 0 } ?? true)
                && (trim.end?.keyframes.allSatisfy { ($0.value.first ?? 100) == 100 } ?? true)
        }
    }

    /// The stretch kept at a frame, as fractions of the path: the main part and the wrapped part.
    func stretch(at frame: Double) -> (main: (Double, Double), wrapped: (Double, Double)) {
        var kept = (low: 0.0, high: 1.0)
        var wrapped = (low: 0.0, high: 0.0)
        for trim in trims {
            let s = min(max((trim.start?.value(at: frame).first ?? 0) / 100, 0), 1)
            let e = min(max((trim.end?.value(at: frame).first ?? 100) / 100, 0), 1)
            var (low, high) = (min(s, e), max(s, e))
            if high - low < 1 {
                var shift = (trim.offset?.value(at: frame).first ?? 0) / 360
                shift -= shift.rounded(.down)
                (low, high) = (low + shift, high + shift)
                if low >= 1 { (low, high) = (low - 1, high - 1) }
            }
            // This trim's share of what the trims before it kept.
            let length = kept.high - kept.low
            if high <= 1 {
                kept = (kept.low + low * length, kept.low + high * length)
                wrapped = (0, 0)
            } else {
                wrapped = (kept.low, kept.low + (high - 1) * length)
                kept = (kept.low + low * length, kept.high)
            }
        }
        return ((kept.low, kept.high), (wrapped.low, wrapped.high))
    }

    func apply(to layer: Layer, part: Int, animations: LottieAnimationBuilder) {
        let frames = trims.flatMap { [$0.start, $0.end, $0.offset] }.compactMap { $0 }.filter(\.isAnimated)
            .flatMap { $0.keyframes.map(\.frame) }
        func value(_ frame: Double, _ end: Bool) -> AnimationValue {
            let stretch = self.stretch(at: frame)
            let chosen = part == 0 ? stretch.main : stretch.wrapped
            return .number(end ? chosen.1 : chosen.0)
        }
        let (first, last) = (frames.min() ?? 0, frames.max() ?? 0)
        animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.strokeStart)) { value($0, false) }
        animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.strokeEnd)) { value($0, true) }
    }
}

/// A stroke's dashes (`d`: dash, gap, … and an offset) as `lineDashPattern` and `lineDashPhase`.
struct LottieDashes {
    let parts: [(kind: String, value: LottieAnimatable)]

    init(_ json: LottieJSON?) {
        parts = (json?.array ?? []).compactMap { item in
            guard let kind = item["n"]?.string, let value = LottieAnimatable(item["v"]) else { return nil }
            return (kind, value)
        }
    }

    func apply(to layer: Layer, animations: LottieAnimationBuilder) {
        let lengths = parts.filter { $0.kind != "o" }
        guard !lengths.isEmpty else { return }
        let offset = parts.first { $0.kind == "o" }?.value
        let frames = parts.map(\.value).filter(\.isAnimated).flatMap { $0.keyframes.map(\.frame) }
        let (first, last) = (frames.min() ?? 0, frames.max() ?? 0)
        animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.lineDashPattern)) { frame in
            var pattern = lengths.map { max($0.value.value(at: frame).first ?? 0, 0) }
            if pattern.count % 2 == 1 { pattern += pattern }
            return .numbers(pattern)
        }
        if let offset {
            animations.apply(offset, to: layer, at: LayerKeyPath(.lineDashPhase)) { .number($0.first ?? 0) }
        }
    }
}

/// Gradient stops (`g`: `p` colour stops, then opacity stops, in `k`).
enum LottieGradient {
    /// The first stop's colour, for a gradient drawn as a flat colour.
    static func firstColor(_ json: LottieJSON) -> Color? {
        guard let numbers = LottieAnimatable(json["k"])?.first, numbers.count >= 4 else { return nil }
        return LottieShapeBuilder.color(Array(numbers[1...3]))
    }
}
