import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// Builds one Lottie document (`LottieExporter`): samples the timeline, plans the layers,
/// then writes each layer's pieces.
final class LottieDocumentWriter {
    let timeline: Timeline
    let schedule: SampleSchedule
    let property: LottieProperty
    let renderer: Renderer
    let pictureScale: Double
    /// The canvas colour, under everything.
    let background: Color
    /// The layers at every sample.
    let tree: SampledTree
    /// Per sample point: every layer present, by id.
    var placed: [[String: PlacedLayer]] { tree.placed }

    /// Lottie layers, bottom first (the document lists them top first).
    var drawnLayers: [JSONValue] = []
    /// Null layers (they draw nothing, so they go last).
    var nullLayers: [JSONValue] = []
    var assets: [JSONValue] = []
    var warnings: [String] = []
    private var nextIndex = 1
    /// The null layer of each Core Animation layer, by id.
    var nullIndex: [String: Int] = [:]

    init(timeline: Timeline, fps: Double, fonts: FontConfiguration, pictureScale: Double, background: Color) {
        self.timeline = timeline
        schedule = SampleSchedule(timeline: timeline, fps: fps)
        tree = SampledTree(timeline: timeline, schedule: schedule)
        property = LottieProperty(fitter: KeyframeFitter(schedule: schedule, curves: timeline.timingCurves))
        renderer = Renderer(fonts: fonts, scale: pictureScale, background: .clear,
                            resourceDirectory: timeline.resourceDirectory, reusesPreviousFrame: false)
        self.pictureScale = pictureScale
        self.background = background
    }

    func write(markers: [Double]) throws(RenderError) -> LottieExport {
        if background.alpha > 0 { drawnLayers.append(solid(background)) }
        for id in tree.children[nil] ?? [] { try writeLayer(id) }
        for message in renderer.warnings where !warnings.contains(message) { warnings.append(message) }
        let fps = schedule.fps
        let document: JSONValue = .object([
            "v": .string("5.7.4"),
            "nm": .string(timeline.name),
            "fr": .number(fps),
            "ip": .number(0),
            "op": .number(Double(schedule.lastFrame + 1)),
            "w": .number(timeline.canvas.width),
            "h": .number(timeline.canvas.height),
            "ddd": .number(0),
            "assets": .array(assets),
            "layers": .array(drawnLayers.reversed() + nullLayers),
            "markers": .array(FrameSchedule.distinct(markers).map { time in
                .object(["tm": .number(time * fps), "cm": .string(DecimalText.trimmed(time)), "dr": .number(0)])
            }),
        ])
        // Six decimals: markers on the microsecond grid stay exact in frames (t × fr).
        return LottieExport(document: document.serialized(decimals: 6), warnings: warnings)
    }

    /// A layer's samples: `read` at every point where it is present; where it is absent (or
    /// `read` gives nil) the nearest value before, else the first one after.
    func samples(_ id: String, _ read: (PlacedLayer) -> [Double]?) -> [[Double]] {
        fillGaps(placed.map { $0[id].flatMap(read) })
    }

    /// Nil entries replaced by the nearest value before, else the first after.
    func fillGaps(_ values: [[Double]?]) -> [[Double]] {
        var last: [Double]?
        var result = values
        for index in result.indices { if let value = result[index] { last = value } else { result[index] = last } }
        let first = values.first { $0 != nil } ?? nil
        return result.map { $0 ?? first ?? [] }
    }

    /// Lottie opacity (0–100) of one of the layer's pieces: the layer's opacity down the tree
    /// while `showing` holds, else 0.
    func opacity(_ id: String, showing: (PlacedLayer) -> Bool = { _ in true }) -> JSONValue {
        opacity(id, showingAt: { showing($1) })
    }

    /// The same, with `showing` also given the sample's index.
    func opacity(_ id: String, showingAt showing: (Int, PlacedLayer) -> Bool) -> JSONValue {
        property.property(placed.indices.map { index in
            guard let layer = placed[index][id], showing(index, layer) else { return [0] }
            return [layer.opacity * 100]
        }, as: .scalar)
    }

    /// Whether `test` holds at any sample where the layer is present.
    func ever(_ id: String, _ test: (PlacedLayer) -> Bool) -> Bool {
        placed.contains { $0[id].map(test) ?? false }
    }

    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    // MARK: Layers

    /// Writes a layer and its sublayers, bottom first: as pictures when Lottie cannot draw it,
    /// else its null, background (a picture of it when it has a pattern, gradient or shadow),
    /// contents, own drawing, sublayers and border.
    private func writeLayer(_ id: String) throws(RenderError) {
        if let reason = tree.pictureReason(of: id) {
            warn(Self.pictureWarning(layer: id, reason: reason))
            return try writePictures(of: id)
        }
        if ever(id, { $0.layer[.contentsCenter] != LayerProperty.contentsCenter.defaultValue && !$0.layer.string(.contents).isEmpty }) {
            warn("layer '\(id)': its contentsCenter is left out (a Lottie image layer scales whole); the image is stretched over the bounds")
        }
        if ever(id, { $0.layer.number(.backdropBlur) > 0 }) {
            warn("layer '\(id)': its backdrop blur is left out (Lottie has no filter of what is behind a layer); its tint is kept")
        }
        if ever(id, { $0.layer.number(.contentBlur) > 0 }) {
            warn("layer '\(id)': its blur is left out; it is drawn sharp")
        }
        var backdrop: BackdropPictures?
        if let reason = placed.lazy.compactMap({ $0[id].flatMap { Self.backdropReason($0.layer) } }).first {
            backdrop = try backdropPictures(of: id)
            guard backdrop != nil else {
                warn("layer '\(id)' is drawn as pictures (\(reason) changes in too many ways for a few pictures)")
                return try writePictures(of: id)
            }
        }
        writeNull(id)
        if let backdrop { writeBackdrop(id, backdrop) } else { writeBackground(id) }
        try writeContents(id)
        switch timeline.kind(ofLayer: id) {
        case .shape: writeShape(id)
        case .text: writeText(id)
        default: break
        }
        for child in tree.children[id] ?? [] { try writeLayer(child) }
        writeBorder(id)
    }

    /// The warning for a layer drawn as pictures.
    static func pictureWarning(layer id: String, reason: String) -> String {
        "layer '\(id)' is drawn as pictures (\(reason) has no Lottie vector form)"
    }

    /// Why a layer and its sublayers must be drawn as pictures at this instant, or nil.
    static func pictureReason(_ layer: PresentationLayer) -> String? {
        if layer.transition != nil { return "a transition" }
        if layer.isProjected { return "perspective" }
        if layer.transform(.sublayerTransform) != .identity { return "a sublayerTransform" }
        if layer.kind == .replicator { return "a replicator" }
        if layer.mask != nil { return "a mask layer" }
        if layer.kind == .shape, !layer.numbers(.lineDashPattern).isEmpty { return "a dashed stroke" }
        if TransformParts(layer.planeTransform.affine) == nil { return "a skew" }
        if layer.number(.cornerRadius) > 0, layer.roundedCorners != 15 { return "maskedCorners rounding some corners only" }
        return nil
    }

    /// Why a layer's backdrop (what lies under its contents) must be a picture, or nil.
    static func backdropReason(_ layer: PresentationLayer) -> String? {
        if layer.kind == .gradient { return "a gradient" }
        if !layer.string(.backgroundPattern).isEmpty { return "a pattern" }
        if layer.number(.shadowOpacity) > 0, layer.color(.shadowColor).alpha > 0 { return "a shadow" }
        return nil
    }

    /// The null layer carrying a layer's place: anchor, position, scale and rotation.
    private func writeNull(_ id: String) {
        var rotation: Double?
        let parts: [[Double]] = samples(id) { placed in
            let layer = placed.layer
            let bounds = layer.rect(.bounds), anchor = layer.point(.anchorPoint), position = layer.point(.position)
            let transform = layer.planeTransform.affine
            let split = TransformParts(transform) ?? TransformParts(.identity)!
            // One turn more or less is the same picture; keep the angle next to the last one
            // so a spin keeps spinning instead of jumping back.
            var degrees = split.rotation * 180 / .pi
            if let last = rotation { degrees += 360 * ((last - degrees) / 360).rounded() }
            rotation = degrees
            return [bounds.origin.x + anchor.x * bounds.size.width, bounds.origin.y + anchor.y * bounds.size.height,
                    position.x + transform.tx, position.y + transform.ty,
                    split.scaleX * 100, split.scaleY * 100, degrees]
        }
        func channel(_ range: Range<Int>) -> [[Double]] { parts.map { Array($0[range]) } }
        let index = takeIndex()
        nullIndex[id] = index
        var members = layerHeader(type: 3, name: id, index: index, parent: placed.lazy.compactMap { $0[id] }.first?.parent)
        members.append(JSONMember("ks", .object([
            "o": LottieProperty.constant([100], as: .scalar),
            "r": property.property(channel(6..<7), as: .scalar),
            "p": property.property(channel(2..<4), as: .vector),
            "a": property.property(channel(0..<2), as: .vector),
            "s": property.property(channel(4..<6), as: .vector),
        ])))
        nullLayers.append(.object(members))
    }

    func takeIndex() -> Int {
        defer { nextIndex += 1 }
        return nextIndex
    }

    /// The members every layer has; `parent` is a Core Animation layer id, whose null it follows.
    func layerHeader(type: Int, name: String, index: Int, parent: String?) -> [JSONMember] {
        var members = [
            JSONMember("ddd", .number(0)), JSONMember("ind", .number(Double(index))), JSONMember("ty", .number(Double(type))),
            JSONMember("nm", .string(name)), JSONMember("sr", .number(1)), JSONMember("ao", .number(0)),
            JSONMember("ip", .number(0)), JSONMember("op", .number(Double(schedule.lastFrame + 1))),
            JSONMember("st", .number(0)), JSONMember("bm", .number(0)),
        ]
        if let parent, let null = nullIndex[parent] { members.append(JSONMember("parent", .number(Double(null)))) }
        return members
    }

    /// A transform that places a piece at its null's origin, with an opacity.
    static func pieceTransform(opacity: JSONValue, position: JSONValue = LottieProperty.constant([0, 0], as: .vector),
                               scale: JSONValue = LottieProperty.constant([100, 100], as: .vector)) -> JSONValue {
        .object([
            "o": opacity, "r": LottieProperty.constant([0], as: .scalar), "p": position,
            "a": LottieProperty.constant([0, 0], as: .vector), "s": scale,
        ])
    }

    /// The canvas colour, under everything.
    private func solid(_ color: Color) -> JSONValue {
        func hex(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        var members = layerHeader(type: 1, name: "canvas background", index: takeIndex(), parent: nil)
        members += [
            JSONMember("ks", Self.pieceTransform(opacity: LottieProperty.constant([color.alpha * 100], as: .scalar))),
            JSONMember("sc", .string("#" + hex(color.red) + hex(color.green) + hex(color.blue))),
            JSONMember("sw", .number(timeline.canvas.width)), JSONMember("sh", .number(timeline.canvas.height)),
        ]
        return .object(members)
    }
}

/// A 2-D affine transform as Lottie's rotation and scale (its translation goes to position);
/// nil when it skews, which those cannot say.
struct TransformParts {
    let rotation: Double, scaleX: Double, scaleY: Double

    init?(_ t: Transform2D) {
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        guard scaleX > 1e-12 else {
            // Squashed flat along x: nothing is drawn, so any rotation will do.
            self.rotation = 0
            self.scaleX = 0
            self.scaleY = (t.c * t.c + t.d * t.d).squareRoot()
            return
        }
        let rotation = atan2(t.b, t.a)
        let scaleY = (t.a * t.d - t.b * t.c) / scaleX
        // What rotation · scale gives for the second column; anything else is a skew.
        guard abs(t.c + scaleY * sin(rotation)) < 1e-6, abs(t.d - scaleY * cos(rotation)) < 1e-6 else { return nil }
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
    }
}
