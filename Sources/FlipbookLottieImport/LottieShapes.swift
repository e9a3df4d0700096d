import FlipbookScene
import FlipbookTiming
import Foundation

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

    /// Paints and modifiers (trims, rounded corners) that apply to a group's paths from below the group.
    struct Inherited {
        var paints: [LottieJSON] = []
        var trims: [LottieJSON] = []
        var roundedCorners: LottieJSON?
    }

    /// A path item with the modifiers that apply to it: the trims below it in its group and
    /// those from below the group, and the nearest rounded corners (`rd`) below it.
    struct ModifiedPath {
        let json: LottieJSON
        let trims: [LottieJSON]
        let roundedCorners: LottieJSON?
    }

    /// The layers of a list of items, top first.
    func layers(of items: [LottieJSON], inherited: Inherited, depth: Int) -> [Layer] {
        guard depth < LottieImportContext.maximumDepth else {
            context.warn("\(owner): shape groups nested over \(LottieImportContext.maximumDepth) deep are not drawn")
            return []
        }
        if items.count > Self.maximumItems {
            context.warn("\(owner): a shape group of \(items.count) items: only the first \(Self.maximumItems) are drawn")
        }
        let visible = items.prefix(Self.maximumItems).filter { !($0["hd"]?.isTrue ?? false) }
        var result: [Layer] = []
        var paths: [(index: Int, json: LottieJSON)] = []
        // The paths listed so far with their modifiers (players trim and round the paths
        // themselves, for every paint of the group).
        func painted() -> [ModifiedPath] {
            paths.map { path in
                let below = visible[(path.index + 1)...]
                return ModifiedPath(json: path.json, trims: below.filter { $0["ty"]?.string == "tm" } + inherited.trims,
                                    roundedCorners: below.first { $0["ty"]?.string == "rd" } ?? inherited.roundedCorners)
            }
        }
        for (index, item) in visible.enumerated() {
            guard context.hasRoom else {
                context.warn("the document makes over \(LottieImportContext.maximumLayers) layers; the rest are not drawn")
                break
            }
            let below = visible[(index + 1)...]
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
                let roundedBelow = below.first { $0["ty"]?.string == "rd" } ?? inherited.roundedCorners
                let children = layers(of: item["it"]?.array ?? [],
                                      inherited: Inherited(paints: paintsBelow, trims: trimsBelow, roundedCorners: roundedBelow),
                                      depth: depth + 1)
                for child in children.reversed() { group.addSublayer(child) }
                result += repeated([group], from: index, in: visible)
            case "fl", "st", "gf", "gs":
                // A repeater copies what is above it: this paint, or the paths it paints.
                result += repeated(paintLayers(item, paths: painted()), from: min(paths.first?.index ?? index, index), in: visible)
            case "tm", "tr", "rp", "rd":
                break
            case "mm":
                // lottie-ios, the device's player, skips a merge item (its Core Animation
                // engine's ShapeLayer.swift lists `.merge` as neither drawing a path nor
                // painting one), so the paths above it are painted together, as here.
                context.warn("\(owner): merge paths are drawn as the paths together (no boolean operation), as lottie-ios and rlottie draw them")
            case let type:
                if let modifier = Self.pathModifiers[type] {
                    context.warn("\(owner): \(modifier) (\"\(type)\") is not drawn: the paths above it are drawn unchanged, as lottie-ios draws them")
                } else {
                    context.warn("\(owner): shape item type \"\(type)\" is not drawn")
                }
            }
        }
        // Paints from below this group paint its paths too, below everything it draws itself.
        for paint in inherited.paints where !paths.isEmpty {
            result += repeated(paintLayers(paint, paths: painted()), from: paths[0].index, in: visible)
        }
        return result
    }

    /// `layers` (made from the item at `index` and below it) inside a replicator for each
    /// repeater listed below that item, the nearest innermost.
    private func repeated(_ layers: [Layer], from index: Int, in items: [LottieJSON]) -> [Layer] {
        guard index + 1 < items.count else { return layers }
        var current = layers
        for repeater in items[(index + 1)...] where repeater["ty"]?.string == "rp" && !current.isEmpty {
            current = [LottieRepeater(repeater, owner: owner, context: context).replicator(holding: current, animations: animations)]
        }
        return current
    }

    static let paintTypes: Set<String> = ["fl", "st", "gf", "gs"]
    /// After Effects' path modifiers Flipbook does not draw, by type. lottie-ios, the device's
    /// player, decodes none of them (its ShapeType has no such case), so it draws the paths
    /// they would change as they are.
    static let pathModifiers = ["op": "offset path", "pb": "pucker and bloat", "tw": "twist", "zz": "zig zag"]
    /// Most items of one group drawn (a paint or trim looks at every path above it: a hostile
    /// group of a million items would take hours).
    static let maximumItems = 2000

    /// The layers one paint makes of its paths (more than one where trims cut paths one by one).
    private func paintLayers(_ paint: LottieJSON, paths: [ModifiedPath]) -> [Layer] {
        guard !paths.isEmpty else { return [] }
        let type = paint["ty"]?.string ?? ""
        let name = "\(owner)/\(paint["nm"]?.string ?? (type == "st" || type == "gs" ? "stroke" : "fill"))"
        let isStroke = type == "st" || type == "gs"
        // Paths under the same trims are drawn together; each set of trims is its own layer.
        var sets: [(trims: LottieTrims, geometry: [ModifiedPath])] = []
        for path in paths {
            let trims = LottieTrims(path.trims)
            if let index = sets.firstIndex(where: { $0.trims.sources == path.trims.map(\.path) }) {
                sets[index].geometry.append(path)
            } else {
                sets.append((trims, [path]))
            }
        }
        var layers: [Layer] = []
        for (trims, geometry) in sets {
            guard !trims.isEmpty, !trims.isWhole else {
                layers.append(paintLayer(name, paint: paint, geometry: geometry).outer)
                continue
            }
            // "Individually" (m = 2) trims the paths as one; "simultaneously" each path alone.
            for pieces in trims.individually ? [geometry] : geometry.map({ [$0] }) {
                // The trimmed stretch may wrap past the path's end: a second layer draws that part.
                for part in 0..<2 {
                    let partName = part == 0 ? name : name + " (wrapped)"
                    if isStroke {
                        let stroked = paintLayer(partName, paint: paint, geometry: pieces)
                        trims.apply(to: stroked.shape, part: part, animations: animations)
                        layers.append(stroked.outer)
                    } else {
                        // A fill fills what the trims keep (strokeStart/End shorten only strokes).
                        layers.append(paintLayer(partName, paint: paint, geometry: pieces, trimmedBy: (trims, part)).outer)
                    }
                }
            }
        }
        return layers
    }

    /// The layer painting `geometry` (paths of one group) with a fill or stroke: a shape layer;
    /// for a gradient, a gradient layer masked by that shape layer (painted black). A fill
    /// `trimmedBy` trims fills what they keep of the paths (one part of it: the main stretch or
    /// what wraps past the end).
    private func paintLayer(_ name: String, paint: LottieJSON, geometry: [ModifiedPath],
                            trimmedBy trimmed: (trims: LottieTrims, part: Int)? = nil) -> (outer: Layer, shape: Layer) {
        let layer = context.makeLayer(named: name, kind: .shape)
        layer[.bounds] = .rect(.zero)
        let shapes = geometry.map { LottieShapeGeometry($0.json, roundedCorners: $0.roundedCorners, owner: owner, context: context) }
        let span = (shapes.map(\.animatedSpan) + [trimmed?.trims.animatedSpan]).compactMap { $0 }
            .reduce(nil as ClosedRange<Double>?) { union, span in
                union.map { min($0.lowerBound, span.lowerBound)...max($0.upperBound, span.upperBound) } ?? span
            }
        func combined(at frame: Double) -> BezierPath {
            var combined = BezierPath()
            for shape in shapes { combined.addPath(shape.path(at: frame)) }
            guard let trimmed else { return combined }
            let stretch = trimmed.trims.stretch(at: frame)
            let (start, end) = trimmed.part == 0 ? stretch.main : stretch.wrapped
            return end > start ? combined.trimmed(from: start, to: end) : BezierPath()
        }
        if let span {
            animations.sampled(from: span.lowerBound, to: span.upperBound, on: layer, at: LayerKeyPath(.path)) { .path(combined(at: $0)) }
        } else {
            layer[.path] = .path(combined(at: 0))
        }
        let type = paint["ty"]?.string ?? ""
        let isStroke = type == "st" || type == "gs"
        let colorKey = LayerKeyPath(isStroke ? .strokeColor : .fillColor)
        layer[LayerKeyPath(isStroke ? .fillColor : .strokeColor).property] = .color(.clear)
        var outer = layer
        if let color = LottieAnimatable(paint["c"]) {
            animations.apply(color, to: layer, at: colorKey) { .color(Self.color($0)) }
        } else {
            layer.setValue(.color(.black), for: colorKey)
            // The gradient covers where the shape ever is (its widest stroke included).
            var extent: Rect?
            for frame in stride(from: span?.lowerBound ?? 0, through: span?.upperBound ?? 0, by: 1) {
                guard let box = combined(at: frame).controlPointBounds else { continue }
                extent = extent.map { $0.union(box) } ?? box
            }
            let widths = LottieAnimatable(paint["w"])?.keyframes.map { $0.value.first ?? 0 } ?? []
            let reach = isStroke ? (widths.max() ?? 0) : 0
            extent = extent?.insetBy(dx: -reach - 1, dy: -reach - 1)
            let gradient = context.makeLayer(named: name + " (gradient)", kind: .gradient)
            LottieGradient(paint, owner: owner, context: context).apply(to: gradient, extent: extent ?? .zero, animations: animations)
            gradient.setMask(layer)
            outer = gradient
        }
        if let opacity = LottieAnimatable(paint["o"]) {
            animations.apply(opacity, to: outer, at: LayerKeyPath(.opacity)) { .number(min(max(($0.first ?? 100) / 100, 0), 1)) }
        }
        if isStroke {
            if let width = LottieAnimatable(paint["w"]) {
                animations.apply(width, to: layer, at: LayerKeyPath(.lineWidth)) { .number(max($0.first ?? 1, 0)) }
            }
            layer[.lineCap] = .string(["butt", "round", "square"][min(max((paint["lc"]?.integer ?? 2) - 1, 0), 2)])
            layer[.lineJoin] = .string(["miter", "round", "bevel"][min(max((paint["lj"]?.integer ?? 2) - 1, 0), 2)])
            if let miter = paint["ml"]?.number { layer[.miterLimit] = .number(max(miter, 1)) }
            LottieDashes(paint["d"]).apply(to: layer, animations: animations)
        } else {
            layer[.fillRule] = .string(paint["r"]?.number == 2 ? "even-odd" : "non-zero")
        }
        return (outer, layer)
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

    /// `roundedCorners`: the rounded corners (`rd`) that apply to it, if any.
    init(_ json: LottieJSON, roundedCorners: LottieJSON? = nil, owner: String, context: LottieImportContext) {
        self.json = json
        type = json["ty"]?.string ?? ""
        var properties: [String: LottieAnimatable] = [:]
        if type == "sh" {
            properties["ks"] = LottieAnimatable(json["ks"]) { LottieGeometry.numbers(ofShape: $0) }
        } else {
            for key in ["p", "s", "r", "pt", "or", "ir", "os", "is"] { properties[key] = LottieAnimatable(json[key]) }
        }
        // The corners' radius, under a key no path item uses.
        properties["rd.r"] = LottieAnimatable(roundedCorners?["r"])
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

    /// Its path at a frame, with its rounded corners.
    func path(at frame: Double) -> BezierPath {
        let cornerRadius = value("rd.r", at: frame, [0]).first ?? 0
        guard type != "rc" else { return unroundedPath(at: frame, roundness: cornerRadius) }
        return LottieRoundedCorners.rounding(unroundedPath(at: frame), radius: cornerRadius)
    }

    private func value(_ key: String, at frame: Double, _ fallback: [Double]) -> [Double] { properties[key]?.value(at: frame) ?? fallback }

    /// The path the item makes; a rectangle's corners are rounded by `roundness` when it is
    /// over 0 (rounded corners' radius replaces the rectangle's own, as in rlottie).
    private func unroundedPath(at frame: Double, roundness: Double = 0) -> BezierPath {
        func value(_ key: String, _ fallback: [Double]) -> [Double] { self.value(key, at: frame, fallback) }
        func point(_ key: String) -> Point { LottieTransform.point(value(key, [0, 0])) }
        let reversed = json["d"]?.number == 3
        switch type {
        case "sh": return LottieGeometry.path(fromShapeNumbers: value("ks", []))
        case "rc":
            let size = value("s", [0, 0])
            return LottieGeometry.rectangle(center: point("p"), size: Size(width: size.first ?? 0, height: size.dropFirst().first ?? 0),
                                            roundness: roundness > 0 ? roundness : value("r", [0]).first ?? 0, reversed: reversed)
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

    /// The frames over which what they keep changes, if it does.
    var animatedSpan: ClosedRange<Double>? {
        let frames = trims.flatMap { [$0.start, $0.end, $0.offset] }.compactMap { $0 }.filter(\.isAnimated)
            .flatMap { $0.keyframes.map(\.frame) }
        guard let first = frames.min(), let last = frames.max() else { return nil }
        return first...last
    }

    /// Shortens a stroke's shape layer to one part of what they keep (`strokeStart`, `strokeEnd`).
    func apply(to layer: Layer, part: Int, animations: LottieAnimationBuilder) {
        func value(_ frame: Double, _ end: Bool) -> AnimationValue {
            let stretch = self.stretch(at: frame)
            let chosen = part == 0 ? stretch.main : stretch.wrapped
            return .number(end ? chosen.1 : chosen.0)
        }
        let (first, last) = (animatedSpan?.lowerBound ?? 0, animatedSpan?.upperBound ?? 0)
        animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.strokeStart)) { value($0, false) }
        animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.strokeEnd)) { value($0, true) }
    }
}

/// A repeater (`rp`) as a `CAReplicatorLayer`: `c` copies (a fraction dropped, as rlottie,
/// ThorVG, lottie-android and lottie-ios's `Int(copies)` take it; lottie-web alone rounds up:
/// abstract_circle's 17.1 copies at frame 25 are 17 rings in rlottie and ThorVG, 18 in lottie-web), copy k moved by the
/// repeater's transform k times (scale and rotation about its anchor, then its position, as
/// lottie-web and rlottie repeat it), the first `o` (offset) steps along, opacity going from
/// `so` on the first copy to `eo` on the last. Each copy is drawn over the one before, whatever
/// the composite (`m`) says, as lottie-ios's Core Animation engine (`ShapeLayer.setUpRepeater`
/// adds the copies in order) and rlottie stack them; ThorVG, lottie-web and Skottie agree for
/// `m` 2 but put the first copy on top for `m` 1.
struct LottieRepeater {
    /// Most copies drawn (a hostile document may ask for millions).
    static let maximumCopies = 1000
    let json: LottieJSON
    let copies: LottieAnimatable?, offset: LottieAnimatable?
    let anchor: LottieAnimatable?, position: LottieAnimatable?, scale: LottieAnimatable?, rotation: LottieAnimatable?
    let startOpacity: LottieAnimatable?, endOpacity: LottieAnimatable?
    let owner: String
    let context: LottieImportContext

    init(_ json: LottieJSON, owner: String, context: LottieImportContext) {
        self.json = json
        self.owner = owner
        self.context = context
        copies = LottieAnimatable(json["c"])
        offset = LottieAnimatable(json["o"])
        let transform = json["tr"]
        anchor = LottieAnimatable(transform?["a"])
        position = LottieAnimatable(transform?["p"])
        scale = LottieAnimatable(transform?["s"])
        rotation = LottieAnimatable(transform?["r"])
        startOpacity = LottieAnimatable(transform?["so"])
        endOpacity = LottieAnimatable(transform?["eo"])
    }

    /// The step from one copy to the next, `fraction` of it (for a fractional offset).
    private func step(at frame: Double, fraction: Double = 1) -> Transform2D {
        let anchorValue = LottieTransform.point(anchor?.value(at: frame) ?? [0, 0])
        let move = LottieTransform.point(position?.value(at: frame) ?? [0, 0])
        let scaleValue = scale?.value(at: frame) ?? [100, 100]
        func scaled(_ percent: Double) -> Double { 100 * pow(max(percent, 0) / 100, fraction) }
        return Transform2D.lottie(anchor: anchorValue, position: Point(x: anchorValue.x + move.x * fraction, y: anchorValue.y + move.y * fraction),
                                  scale: Point(x: scaled(scaleValue.first ?? 100), y: scaled(scaleValue.dropFirst().first ?? scaleValue.first ?? 100)),
                                  rotation: (rotation?.value(at: frame).first ?? 0) * fraction)
    }

    private func count(at frame: Double) -> Int {
        let wanted = (copies?.value(at: frame).first ?? 0).rounded(.down)
        if wanted > Double(Self.maximumCopies) { context.warn("\(owner): a repeater's copies are limited to \(Self.maximumCopies)") }
        return Int(min(max(wanted, 0), Double(Self.maximumCopies)))
    }

    /// Warns, once, when copies grow past `PresentationLayer.maximumCopyScale` at some frame
    /// (each a fixed multiple of the one before): those copies are not drawn.
    private func warnOfUndrawableCopies(from first: Double, to last: Double) {
        for frame in stride(from: first, through: last, by: 1) {
            let growth = step(at: frame).largestScale
            let copies = count(at: frame)
            guard growth > 1, copies > 1 else { continue }
            // The copy k steps along is growthᵏ× the first (a billionth absorbs log's rounding at exact powers).
            let firstHidden = Int((log(PresentationLayer.maximumCopyScale) / log(growth) + 1e-9).rounded(.down)) + 1
            guard firstHidden < copies else { continue }
            let frameText = frame == frame.rounded() ? "\(Int(frame))" : "\(frame)"
            context.warn("\(owner): a repeater scales each copy \(String(format: "%g", growth))× the one before, so from copy "
                + "\(firstHidden + 1) on (at frame \(frameText)) they are over a million times the first: those copies are not drawn")
            return
        }
    }

    func replicator(holding layers: [Layer], animations: LottieAnimationBuilder) -> Layer {
        let replicator = context.makeLayer(named: "\(owner)/\(json["nm"]?.string ?? "repeater")", kind: .replicator)
        replicator[.bounds] = .rect(.zero)
        let holder = context.makeLayer(named: "\(owner)/\(json["nm"]?.string ?? "repeater") (offset)")
        holder[.bounds] = .rect(.zero)
        for layer in layers { holder.addSublayer(layer) }
        replicator.addSublayer(holder)
        let moving = [copies, offset, anchor, position, scale, rotation, startOpacity, endOpacity].compactMap { $0 }
            .filter(\.isAnimated).flatMap { $0.keyframes.map(\.frame) }
        let (first, last) = (moving.min() ?? 0, moving.max() ?? 0)
        warnOfUndrawableCopies(from: first, to: last)
        animations.sampled(from: first, to: last, on: replicator, at: LayerKeyPath(.instanceCount)) { .number(Double(count(at: $0))) }
        animations.sampled(from: first, to: last, on: replicator, at: LayerKeyPath(.instanceTransform)) {
            .transform(Transform3D(step(at: $0)))
        }
        func opacities(at frame: Double) -> (start: Double, step: Double) {
            let start = min(max((startOpacity?.value(at: frame).first ?? 100) / 100, 0), 1)
            let end = min(max((endOpacity?.value(at: frame).first ?? 100) / 100, 0), 1)
            let copies = count(at: frame)
            return (start, copies > 1 ? (end - start) / Double(copies - 1) : 0)
        }
        animations.sampled(from: first, to: last, on: replicator, at: LayerKeyPath(.instanceColor)) {
            .color(Color(red: 1, green: 1, blue: 1, alpha: opacities(at: $0).start))
        }
        animations.sampled(from: first, to: last, on: replicator, at: LayerKeyPath(.instanceAlphaOffset)) { .number(opacities(at: $0).step) }
        // The copies start `o` steps along: whole steps repeated, the rest a fraction of one.
        animations.sampled(from: first, to: last, on: holder, at: LayerKeyPath(.transform)) { frame in
            let steps = offset?.value(at: frame).first ?? 0
            let whole = Int(min(abs(steps), Double(Self.maximumCopies)).rounded(.down))
            var matrix = Transform2D.identity
            let single = step(at: frame)
            let oneStep = steps < 0 ? (single.inverted() ?? .identity) : single
            for _ in 0..<whole { matrix = matrix.concatenating(oneStep) }
            let rest = abs(steps) - Double(whole)
            if rest > 0 {
                let part = step(at: frame, fraction: rest)
                matrix = matrix.concatenating(steps < 0 ? (part.inverted() ?? .identity) : part)
            }
            return .transform(Transform3D(matrix))
        }
        return replicator
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

/// A gradient fill or stroke (`gf`, `gs`) as a `CAGradientLayer` over the painted shape's
/// extent: linear (`t` 1) from `s` to `e`, or radial (`t` 2) centred on `s` reaching `e`. Its
/// stops (`g`: `p` colour stops as position, r, g, b, then opacity stops as position, alpha)
/// are merged into one list of colours with alpha at every position either kind names, each
/// kind interpolated between its own stops, as players merge them.
struct LottieGradient {
    let colorStopCount: Int
    let stops: LottieAnimatable?
    let start: LottieAnimatable?, end: LottieAnimatable?
    let isRadial: Bool

    init(_ paint: LottieJSON, owner: String, context: LottieImportContext) {
        colorStopCount = max(paint["g"]?["p"]?.integer ?? 0, 0)
        stops = LottieAnimatable(paint["g"]?["k"])
        start = LottieAnimatable(paint["s"])
        end = LottieAnimatable(paint["e"])
        isRadial = paint["t"]?.number == 2
        if isRadial, let highlight = LottieAnimatable(paint["h"]), highlight.keyframes.contains(where: { ($0.value.first ?? 0) != 0 }) {
            context.warn("\(owner): a radial gradient's highlight (focal point) is drawn centred, as lottie-ios's Core Animation engine draws it")
        }
    }

    /// Colours with alpha and their locations at a frame.
    func colors(at frame: Double) -> (colors: [Color], locations: [Double]) {
        let numbers = stops?.value(at: frame) ?? []
        let count = min(colorStopCount, numbers.count / 4)
        let colorStops = (0..<count).map { index -> (Double, [Double]) in
            (numbers[index * 4], Array(numbers[(index * 4 + 1)...(index * 4 + 3)]))
        }
        let rest = Array(numbers.dropFirst(count * 4))
        let alphaStops = stride(from: 0, to: rest.count - 1, by: 2).map { (rest[$0], [rest[$0 + 1]]) }
        guard !colorStops.isEmpty else { return ([], []) }
        let locations = Array(Set(colorStops.map(\.0) + alphaStops.map(\.0))).sorted()
        func interpolate(_ stops: [(Double, [Double])], at location: Double) -> [Double] {
            guard let after = stops.firstIndex(where: { $0.0 >= location }) else { return stops[stops.count - 1].1 }
            guard after > 0, stops[after].0 > stops[after - 1].0 else { return stops[after].1 }
            let (a, b) = (stops[after - 1], stops[after])
            let fraction = (location - a.0) / (b.0 - a.0)
            return zip(a.1, b.1).map { $0 + ($1 - $0) * fraction }
        }
        let colors = locations.map { location -> Color in
            var color = LottieShapeBuilder.color(interpolate(colorStops, at: location))
            if !alphaStops.isEmpty { color.alpha = min(max(interpolate(alphaStops, at: location).first ?? 1, 0), 1) }
            return color
        }
        return (colors, locations)
    }

    /// Sets the gradient layer up over `extent` (in the painted shape's coordinates, which its
    /// sublayers and mask share), its stops and points sampled at every frame when they move.
    func apply(to layer: Layer, extent: Rect, animations: LottieAnimationBuilder) {
        let box = extent.size.width > 0 && extent.size.height > 0 ? extent : Rect(x: -1, y: -1, width: 2, height: 2)
        layer[.bounds] = .rect(box)
        layer[.anchorPoint] = .point(.zero)
        layer[.position] = .point(box.origin)
        layer[.gradientType] = .string(isRadial ? "radial" : "axial")
        func unit(_ value: [Double]) -> Point {
            Point(x: ((value.first ?? 0) - box.origin.x) / box.size.width,
                  y: ((value.dropFirst().first ?? 0) - box.origin.y) / box.size.height)
        }
        func points(at frame: Double) -> (Point, Point) {
            let (from, to) = (start?.value(at: frame) ?? [0, 0], end?.value(at: frame) ?? [0, 0])
            guard isRadial else { return (unit(from), unit(to)) }
            let (dx, dy) = ((to.first ?? 0) - (from.first ?? 0), (to.dropFirst().first ?? 0) - (from.dropFirst().first ?? 0))
            let radius = (dx * dx + dy * dy).squareRoot()
            let centre = unit(from)
            return (centre, Point(x: centre.x + radius / box.size.width, y: centre.y + radius / box.size.height))
        }
        let moving = [stops, start, end].compactMap { $0 }.filter(\.isAnimated).flatMap { $0.keyframes.map(\.frame) }
        let (first, last) = (moving.min() ?? 0, moving.max() ?? 0)
        animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.colors)) { .colors(colors(at: $0).colors) }
        animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.locations)) { .numbers(colors(at: $0).locations) }
        animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.startPoint)) { .point(points(at: $0).0) }
        animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.endPoint)) { .point(points(at: $0).1) }
    }
}
