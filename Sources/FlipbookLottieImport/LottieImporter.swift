import FlipbookScene
import FlipbookTiming

/// Why a Lottie document cannot be imported.
public struct LottieImportError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A Lottie document made into Flipbook layers, drawn by Flipbook's renderer like any scene:
/// precompositions and layers as layers, shapes as shape layers, keyframes as keyframe
/// animations (the model lottie-ios's Core Animation engine uses).
///
/// The composition's frame n shows at n ÷ `fr` seconds after its in point (`ip`). What is not
/// drawn as current players draw it is named in `warnings`, once each; expressions are never
/// evaluated (their keyframes are drawn).
public struct LottieImport {
    /// The composition layer: the document's size in points, clipped to it, its layers inside.
    public let root: Layer
    /// Composition size and timing.
    public let width: Double, height: Double, frameRate: Double, inPoint: Double, outPoint: Double
    /// What is drawn differently from current players (each once, naming the layer).
    public let warnings: [String]

    /// Imports animation JSON. Pictures the document names as files (`u` + `p` of an image
    /// asset) are read from `resourceDirectory`; embedded ones (data URIs) are written once to a
    /// file named by their content. Throws when it is not a Lottie document.
    public init(json bytes: [UInt8], resourceDirectory: String = ".") throws(LottieImportError) {
        let document: JSONValue
        do { document = try JSONParser.parse(bytes) } catch { throw LottieImportError("not JSON: \(error.description)") }
        let root = LottieJSON(document, path: "$")
        guard let width = root["w"]?.number, let height = root["h"]?.number, width > 0, height > 0,
              width * height <= Double(SceneLimits.current.maximumCanvasPixels) else {
            throw LottieImportError("$.w, $.h: expected the composition's size, numbers over 0")
        }
        guard let frameRate = root["fr"]?.number, frameRate > 0 else { throw LottieImportError("$.fr: expected the frame rate, a number over 0") }
        guard let inPoint = root["ip"]?.number, let outPoint = root["op"]?.number, outPoint > inPoint else {
            throw LottieImportError("$.ip, $.op: expected the in and out frames, op after ip")
        }
        let limit = SceneLimits.current.maximumDuration
        guard (outPoint - inPoint) / frameRate <= limit else {
            throw LottieImportError("$.ip, $.op: the animation lasts \((outPoint - inPoint) / frameRate) s, over the limit of "
                + "\(DecimalText.trimmed(limit)) s (raise it with FLIPBOOK_MAX_DURATION)")
        }
        guard let layers = root["layers"]?.array else { throw LottieImportError("$.layers: expected the array of layers") }
        (self.width, self.height, self.frameRate, self.inPoint, self.outPoint) = (width, height, frameRate, inPoint, outPoint)

        if let assets = root["assets"], assets.array == nil { throw LottieImportError("$.assets: expected the array of assets") }
        var precompositions: [String: LottieJSON] = [:]
        var images: [String: LottieJSON] = [:]
        for asset in root["assets"]?.array ?? [] {
            guard let id = asset["id"]?.string else { continue }
            if asset["layers"]?.array != nil { precompositions[id] = asset } else if asset["p"] != nil { images[id] = asset }
        }
        let context = LottieImportContext()
        let budget = LottieAnimationBuilder.SampleBudget()
        let builder = CompositionBuilder(context: context,
                                         animations: LottieAnimationBuilder(frameRate: frameRate, inPoint: inPoint, outPoint: outPoint, budget: budget),
                                         precompositions: precompositions,
                                         images: LottieImages(assets: images, resourceDirectory: resourceDirectory, context: context),
                                         glyphs: LottieGlyphs(root, context: context))
        let composition = context.makeLayer(named: "lottie")
        composition[.bounds] = .rect(Rect(x: 0, y: 0, width: width, height: height))
        composition[.position] = .point(Point(x: width / 2, y: height / 2))
        composition[.masksToBounds] = .bool(true)
        composition.isViewBacked = true
        builder.fill(composition, with: layers, span: inPoint...outPoint, depth: 0, visiting: [])
        if budget.ranOut {
            context.warn("the document's sampled properties need over \(LottieAnimationBuilder.SampleBudget.total) samples; the last are sampled coarsely")
        }
        self.root = composition
        warnings = context.warnings
    }
}

/// Builds the layers of a composition (the document's, or a precomposition's).
struct CompositionBuilder {
    let context: LottieImportContext
    /// Animations in this composition's time.
    let animations: LottieAnimationBuilder
    let precompositions: [String: LottieJSON]
    let images: LottieImages
    let glyphs: LottieGlyphs

    /// Adds the layers of a composition to `container` (its bounds coordinates are the
    /// composition's), bottom first: Lottie lists the top layer first.
    func fill(_ container: Layer, with layers: [LottieJSON], span: ClosedRange<Double>, depth: Int, visiting: Set<String>) {
        var byIndex: [Int: LottieJSON] = [:]
        for layer in layers { if let index = layer["ind"]?.integer { byIndex[index] = layer } }
        for (position, layer) in layers.enumerated().reversed() {
            // A track matte's source (`td`) is drawn only as the matte of the layer below it.
            if layer["td"]?.isTrue ?? false { continue }
            if layer["hd"]?.isTrue ?? false { continue }
            guard context.hasRoom else {
                context.warn("the document makes over \(LottieImportContext.maximumLayers) layers; the rest are not drawn")
                return
            }
            guard var placed = placedLayer(layer, byIndex: byIndex, span: span, depth: depth, visiting: visiting) else { continue }
            // The matte is the layer above, or (Lottie 5.12's `tp`) the layer of that index.
            let matteSource = layer["tp"]?.integer.flatMap { byIndex[$0] } ?? (position > 0 ? layers[position - 1] : nil)
            if let matteType = layer["tt"]?.integer, let mode = Self.maskModes[matteType], let matteSource {
                let holder = context.makeLayer(named: "\(placed.id) (matte)")
                holder[.bounds] = .rect(.zero)
                holder.addSublayer(placed)
                if let matte = placedLayer(matteSource, byIndex: byIndex, span: span, depth: depth, visiting: visiting) {
                    let mask = context.makeLayer(named: "\(matte.id) (as matte)")
                    mask[.bounds] = .rect(.zero)
                    mask.addSublayer(matte)
                    holder.setMask(mask)
                }
                holder[.maskMode] = .string(mode)
                placed = holder
            } else if let matteType = layer["tt"]?.integer, matteType != 0 {
                context.warn("\(name(of: layer)): track matte type \(matteType) is not drawn (1–4 are: alpha, inverted alpha, luma, inverted luma)")
            }
            container.addSublayer(placed)
        }
    }

    /// The names of a layer's effects (`ef`) and layer styles (`sy`) that would change what it
    /// draws but are not drawn: all but its first drop shadow (`LottieDropShadow`). After
    /// Effects' expression controls (a slider, an angle, a point, a checkbox, a colour, a layer,
    /// a dropdown) draw nothing: they are values for expressions, which are warned of on their own.
    static func undrawnEffects(of layer: LottieJSON) -> [String] {
        var shadowDrawn = false
        let effects = (layer["ef"]?.array ?? []).compactMap { effect -> String? in
            let matchName = effect["mn"]?.string ?? ""
            let isControl = matchName.hasPrefix("ADBE ") && matchName.hasSuffix(" Control")
            guard !isControl, effect["en"]?.number != 0 else { return nil }
            if !shadowDrawn, LottieDropShadow.isDropShadowEffect(effect) {
                shadowDrawn = true
                return nil
            }
            return "effect \"\(effect["nm"]?.string ?? matchName)\""
        }
        let styles = (layer["sy"]?.array ?? []).compactMap { style -> String? in
            if !shadowDrawn, style["ty"]?.integer == 1 {
                shadowDrawn = true
                return nil
            }
            return "layer style \"\(style["nm"]?.string ?? "type \(style["ty"]?.integer ?? -1)")\""
        }
        return effects + styles
    }

    /// Lottie's track matte types (`tt`) as the `maskMode`s that draw them.
    static let maskModes = [1: "alpha", 2: "alphaInverted", 3: "luminance", 4: "luminanceInverted"]

    func name(of layer: LottieJSON) -> String {
        layer["nm"]?.string ?? "layer \(layer["ind"]?.integer ?? 0)"
    }

    /// A layer with its content, transform, masks and visibility, inside transform-only
    /// copies of its parents (Lottie parents lend their transform, not their opacity).
    private func placedLayer(_ layer: LottieJSON, byIndex: [Int: LottieJSON], span: ClosedRange<Double>, depth: Int,
                             visiting: Set<String>) -> Layer? {
        let name = name(of: layer)
        let type = layer["ty"]?.integer ?? -1
        let transformed = context.makeLayer(named: name)
        transformed.isViewBacked = true
        let transform = LottieTransform(layer["ks"] ?? LottieJSON(.object([]), path: layer.path + ".ks"),
                                        threeD: layer["ddd"]?.isTrue ?? false)
        context.noteExpressions(transform.expressions, in: name)
        if transform.isOriented { context.warn("\(name): a 3-D layer's orientation (or) is not drawn (lottie-ios and rlottie do not draw it either)") }
        transform.apply(to: transformed, with: animations, orients: layer["ao"]?.isTrue ?? false)
        animations.visibility(of: transformed, from: layer["ip"]?.number ?? span.lowerBound,
                                      to: layer["op"]?.number ?? span.upperBound, within: span)
        if let content = content(of: layer, type: type, name: name, depth: depth, visiting: visiting) {
            for sublayer in content { transformed.addSublayer(sublayer) }
        }
        if let masks = layer["masksProperties"]?.array, !masks.isEmpty {
            LottieMasks(context: context, animations: animations, owner: name).apply(masks, to: transformed)
        }
        LottieDropShadow(of: layer)?.apply(to: transformed, named: name, with: animations, context: context)
        for effect in Self.undrawnEffects(of: layer) {
            context.warn("\(name): \(effect) is not drawn")
        }
        // Parents outside in, each a transform-only layer around the next.
        var placed = transformed
        var parentIndex = layer["parent"]?.integer
        var seen: Set<Int> = []
        while let index = parentIndex, let parent = byIndex[index], seen.insert(index).inserted, seen.count <= LottieImportContext.maximumDepth {
            let holder = context.makeLayer(named: "\(name) (parent \(self.name(of: parent)))")
            holder.isViewBacked = true
            let transform = LottieTransform(parent["ks"] ?? LottieJSON(.object([]), path: parent.path + ".ks"),
                                            threeD: parent["ddd"]?.isTrue ?? false)
            transform.apply(to: holder, with: animations, opacity: false)
            holder.addSublayer(placed)
            placed = holder
            parentIndex = parent["parent"]?.integer
        }
        if let index = parentIndex, seen.contains(index) { context.warn("\(name): its parents loop; the loop is cut") }
        return placed
    }

    /// What a layer draws, in its own coordinates.
    private func content(of layer: LottieJSON, type: Int, name: String, depth: Int, visiting: Set<String>) -> [Layer]? {
        switch type {
        case 0:  // precomposition
            guard let id = layer["refId"]?.string, let asset = precompositions[id], let layers = asset["layers"]?.array else {
                context.warn("\(name): its precomposition \"\(layer["refId"]?.string ?? "")\" is missing")
                return nil
            }
            guard !visiting.contains(id), depth < LottieImportContext.maximumDepth else {
                context.warn("\(name): precomposition \"\(id)\" contains itself (or nests over \(LottieImportContext.maximumDepth) deep); not drawn")
                return nil
            }
            let width = layer["w"]?.number ?? asset["w"]?.number ?? 0
            let height = layer["h"]?.number ?? asset["h"]?.number ?? 0
            // Clipped to its size; its frame f is frame f × sr + st of this composition.
            let clip = context.makeLayer(named: "\(name) (precomposition)")
            clip[.bounds] = .rect(Rect(x: 0, y: 0, width: max(width, 0), height: max(height, 0)))
            clip[.anchorPoint] = .point(.zero)
            clip[.masksToBounds] = .bool(width > 0 && height > 0)
            let stretch = (layer["sr"]?.number).flatMap { $0 > 0 ? $0 : nil } ?? 1
            let time: LottieAnimationBuilder
            if let remap = LottieAnimatable(layer["tm"]) {
                context.noteExpressions(remap.expression == nil ? [] : ["tm"], in: name)
                time = animations.remapped(by: remap, stretch: stretch, from: layer["ip"]?.number ?? -Double.greatestFiniteMagnitude,
                                           to: layer["op"]?.number ?? Double.greatestFiniteMagnitude)
            } else {
                time = animations.nested(start: layer["st"]?.number ?? 0, stretch: stretch)
            }
            let inside = CompositionBuilder(context: context, animations: time, precompositions: precompositions, images: images, glyphs: glyphs)
            // Its layers' in and out points always count: its time is not the document's.
            inside.fill(clip, with: layers, span: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, depth: depth + 1,
                        visiting: visiting.union([id]))
            return [clip]
        case 1:  // solid
            let solid = context.makeLayer(named: "\(name) (solid)")
            solid[.bounds] = .rect(Rect(x: 0, y: 0, width: max(layer["sw"]?.number ?? 0, 0), height: max(layer["sh"]?.number ?? 0, 0)))
            solid[.anchorPoint] = .point(.zero)
            solid[.backgroundColor] = .color(Self.hexColor(layer["sc"]?.string ?? "#000000"))
            return [solid]
        case 3:  // null: a transform for children, nothing drawn
            return nil
        case 4:  // shapes
            let builder = LottieShapeBuilder(context: context, animations: animations, owner: name)
            return builder.layers(of: layer["shapes"]?.array ?? [], inherited: .init(), depth: depth).reversed()
        case 2:  // image
            guard let id = layer["refId"]?.string, let picture = images.picture(id, for: name) else { return nil }
            let image = context.makeLayer(named: "\(name) (image)", kind: .image)
            image[.bounds] = .rect(Rect(x: 0, y: 0, width: picture.width, height: picture.height))
            image[.anchorPoint] = .point(.zero)
            image[.contents] = .string(picture.path)
            return [image]
        case 5:
            return LottieTextBuilder(context: context, animations: animations, glyphs: glyphs, owner: name)
                .layers(of: layer["t"] ?? layer, inPoint: layer["ip"]?.number ?? 0)
        case 13:
            context.warn("\(name): cameras are not drawn (lottie-ios reads none): 3-D layers' turns are drawn flat, without perspective, as lottie-ios draws them")
            return nil
        default:
            context.warn("\(name): layer type \(type) is not drawn")
            return nil
        }
    }

    /// `#rrggbb` (solids' colour).
    static func hexColor(_ text: String) -> Color {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count >= 6, let value = UInt32(digits.prefix(6), radix: 16) else { return .black }
        return Color(red: Double(value >> 16) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}
