import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// The vector pieces of one Core Animation layer, each a Lottie layer parented to its null.
extension LottieDocumentWriter {
    /// The background colour inside the (rounded) bounds.
    func writeBackground(_ id: String) {
        guard ever(id, { $0.layer.color(.backgroundColor).alpha > 0 }) else { return }
        let fill = self.fill(id, .backgroundColor)
        addShapeLayer(id, name: "\(id) background", items: [group([roundedRect(id, inset: { _ in 0 }), fill])])
    }

    /// The border, inside the bounds and above the sublayers, as Core Animation draws it.
    func writeBorder(_ id: String) {
        guard ever(id, { $0.layer.number(.borderWidth) > 0 && $0.layer.color(.borderColor).alpha > 0 }) else { return }
        let stroke: JSONValue = .object([
            "ty": .string("st"), "c": color(id, .borderColor), "o": alpha(id, .borderColor),
            "w": property.property(samples(id) { [max($0.layer.number(.borderWidth), 0)] }, as: .scalar),
            "lc": .number(1), "lj": .number(1), "ml": .number(10),
        ])
        let rect = roundedRect(id, inset: { max($0.layer.number(.borderWidth), 0) / 2 })
        addShapeLayer(id, name: "\(id) border", items: [group([rect, stroke])])
    }

    /// Each `contents` image the layer shows, embedded as drawing resamples it at the picture
    /// scale (players then draw it 1:1 at that scale), placed by `contentsGravity`.
    func writeContents(_ id: String) throws(RenderError) {
        var files: [String] = []
        for index in placed { if let name = index[id]?.layer.string(.contents), !name.isEmpty, !files.contains(name) { files.append(name) } }
        for name in files {
            guard let first = placed.lazy.compactMap({ $0[id]?.layer }).first(where: { $0.string(.contents) == name }),
                  let picture = try renderer.contentsPicture(of: first) else { continue }
            let (pixelWidth, pixelHeight) = (Double(picture.width), Double(picture.height))
            let png: [UInt8]
            do { png = try PNGCodec.encode(picture) } catch { throw RenderError(.environment, "cannot encode \(name): \(error.message)") }
            let asset = addImageAsset(png: png, width: picture.width, height: picture.height)
            // The picture's pixels into the layer's bounds coordinates, at each instant.
            func placing(_ layer: PlacedLayer) -> Transform2D? {
                guard layer.layer.string(.contents) == name, let rect = try? renderer.contentsPlacement(of: layer.layer)?.rect else {
                    return nil
                }
                return Transform2D(scaleX: rect.size.width / pixelWidth, y: rect.size.height / pixelHeight)
                    .concatenating(Transform2D(translationX: rect.origin.x, y: rect.origin.y))
            }
            let parts = samples(id) { placing($0).map { [$0.tx, $0.ty, $0.a * 100, $0.d * 100] } }
            let transform = Self.pieceTransform(
                opacity: opacity(id, showing: { $0.layer.string(.contents) == name }),
                position: property.property(parts.map { Array($0[0..<2]) }, as: .vector),
                scale: property.property(parts.map { Array($0[2..<4]) }, as: .vector))
            var members = layerHeader(type: 2, name: "\(id) contents", index: takeIndex(), parent: id)
            members += [JSONMember("ks", transform), JSONMember("refId", .string(asset))]
            addPiece(id, members) { placing($0) ?? .identity }
        }
    }

    /// A shape layer's path: its fill below, its stroke (trimmed by strokeStart/strokeEnd) above.
    /// A path whose contours change in number or size is written once per such form, each
    /// showing while the layer's path has it.
    func writeShape(_ id: String) {
        var forms: [[Int]] = []
        for index in placed {
            guard let layer = index[id]?.layer else { continue }
            let form = Self.form(of: layer.path(.path))
            if !forms.contains(form) { forms.append(form) }
        }
        let stroked = ever(id) { $0.layer.color(.strokeColor).alpha > 0 && $0.layer.number(.lineWidth) > 0 }
        let filled = ever(id) { $0.layer.color(.fillColor).alpha > 0 }
        let trimmed = ever(id) { $0.layer.number(.strokeStart) != 0 || $0.layer.number(.strokeEnd) != 1 }
        guard let first = placed.lazy.compactMap({ $0[id]?.layer }).first else { return }
        for form in forms where !form.isEmpty {
            let paths: [JSONValue] = form.indices.map { contour in
                let numbers = samples(id) { placed in
                    let contours = LottiePath.contours(of: placed.layer.path(.path))
                    return Self.form(contours) == form ? contours[contour].numbers : nil
                }
                return .object(["ty": .string("sh"), "d": .number(1), "ks": property.property(numbers, as: .path)])
            }
            var items: [JSONValue] = []
            if stroked {
                var stroke = paths
                if trimmed {
                    stroke.append(.object([
                        "ty": .string("tm"),
                        "s": property.property(samples(id) { [min(max($0.layer.number(.strokeStart), 0), 1) * 100] }, as: .scalar),
                        "e": property.property(samples(id) { [min(max($0.layer.number(.strokeEnd), 0), 1) * 100] }, as: .scalar),
                        "o": LottieProperty.constant([0], as: .scalar), "m": .number(2),
                    ]))
                }
                let caps = ["butt": 1.0, "round": 2, "square": 3], joins = ["miter": 1.0, "round": 2, "bevel": 3]
                stroke.append(.object([
                    "ty": .string("st"), "c": color(id, .strokeColor), "o": alpha(id, .strokeColor),
                    "w": property.property(samples(id) { [max($0.layer.number(.lineWidth), 0)] }, as: .scalar),
                    "lc": .number(caps[first.string(.lineCap)] ?? 1), "lj": .number(joins[first.string(.lineJoin)] ?? 1),
                    "ml": .number(first.number(.miterLimit)),
                ]))
                items.append(group(stroke))
            }
            if filled {
                let rule = first.string(.fillRule) == "even-odd" ? 2.0 : 1
                items.append(group(paths + [.object(["ty": .string("fl"), "c": color(id, .fillColor), "o": alpha(id, .fillColor),
                                                     "r": .number(rule)])]))
            }
            addShapeLayer(id, name: "\(id) path", items: items,
                          showing: forms.count == 1 ? { _ in true } : { Self.form(of: $0.layer.path(.path)) == form })
        }
    }

    /// A text layer's glyphs as filled outlines, one Lottie layer per text it shows (a label
    /// whose text changes shows each in turn).
    func writeText(_ id: String) {
        var texts: [String] = []
        var outlines: [String: BezierPath] = [:]
        for index in placed {
            guard let layer = index[id]?.layer else { continue }
            let key = Self.textKey(layer)
            guard outlines[key] == nil else { continue }
            texts.append(key)
            outlines[key] = renderer.textOutline(of: layer) ?? BezierPath()
            if layer.string(.string).unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) {
                warn("layer '\(id)': emoji have no outlines and are left out of the Lottie file")
            }
        }
        for key in texts {
            let contours = LottiePath.contours(of: outlines[key]!)
            guard !contours.isEmpty else { continue }
            let paths: [JSONValue] = contours.map {
                .object(["ty": .string("sh"), "d": .number(1), "ks": LottieProperty.constant($0.numbers, as: .path)])
            }
            let fill: JSONValue = .object(["ty": .string("fl"), "c": color(id, .foregroundColor),
                                           "o": alpha(id, .foregroundColor), "r": .number(1)])
            addShapeLayer(id, name: "\(id) text", items: [group(paths + [fill])],
                          showing: texts.count == 1 ? { _ in true } : { Self.textKey($0.layer) == key })
        }
    }

    // MARK: Parts

    /// A shape layer of `items`, parented to the layer's null, showing while `showing` holds.
    private func addShapeLayer(_ id: String, name: String, items: [JSONValue],
                               showing: (PlacedLayer) -> Bool = { _ in true }) {
        var members = layerHeader(type: 4, name: name, index: takeIndex(), parent: id)
        members += [JSONMember("ks", Self.pieceTransform(opacity: opacity(id, showing: showing))),
                    JSONMember("shapes", .array(items))]
        addPiece(id, members)
    }

    /// Adds a piece of the layer's drawing, cut by the bounds of the ancestor that clips it
    /// (`masksToBounds`), if any, as a mask in the piece's own coordinates; `local` maps those
    /// to the layer's bounds coordinates (an image's placement). A mask, not a track matte:
    /// rlottie stops drawing a matted image once its parents move.
    func addPiece(_ id: String, _ piece: [JSONMember], local: (PlacedLayer) -> Transform2D = { _ in .identity }) {
        guard let clip = placed.lazy.compactMap({ $0[id] }).first?.clip else {
            drawnLayers.append(.object(piece))
            return
        }
        let outline = fillGaps(placed.map { index -> [Double]? in
            guard let layer = index[id], let clipping = index[clip],
                  let toPiece = local(layer).concatenating(layer.toCanvas).inverted() else { return nil }
            let bounds = clipping.layer.rect(.bounds)
            return LottiePath.roundedRect(bounds, radius: clipping.layer.number(.cornerRadius),
                                          through: clipping.toCanvas.concatenating(toPiece)).numbers
        })
        let mask: JSONValue = .object([
            "mode": .string("a"), "inv": .bool(false), "nm": .string("\(clip) bounds"),
            "pt": property.property(outline, as: .path), "o": LottieProperty.constant([100], as: .scalar),
            // No expansion, written out: lottie-web (5.7) reads `x` on every mask and stops
            // building the layer without it (After Effects' exporter always writes it).
            "x": LottieProperty.constant([0], as: .scalar),
        ])
        drawnLayers.append(.object(piece + [JSONMember("hasMask", .bool(true)), JSONMember("masksProperties", .array([mask]))]))
    }

    /// The layer's bounds inset by `inset`, with its corner radius less the inset.
    private func roundedRect(_ id: String, inset: @escaping (PlacedLayer) -> Double) -> JSONValue {
        let values = samples(id) { placed in
            let bounds = placed.layer.rect(.bounds), by = inset(placed)
            let width = max(bounds.size.width - 2 * by, 0), height = max(bounds.size.height - 2 * by, 0)
            let radius = min(max(placed.layer.number(.cornerRadius) - by, 0), width / 2, height / 2)
            return [bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height / 2, width, height, radius]
        }
        return .object([
            "ty": .string("rc"), "d": .number(1),
            "p": property.property(values.map { Array($0[0..<2]) }, as: .vector),
            "s": property.property(values.map { Array($0[2..<4]) }, as: .vector),
            "r": property.property(values.map { [$0[4]] }, as: .scalar),
        ])
    }

    private func fill(_ id: String, _ colour: LayerProperty) -> JSONValue {
        .object(["ty": .string("fl"), "c": color(id, colour), "o": alpha(id, colour), "r": .number(1)])
    }

    /// A colour's red, green and blue (Lottie keeps alpha in the opacity beside it).
    private func color(_ id: String, _ colour: LayerProperty) -> JSONValue {
        property.property(samples(id) { let c = $0.layer.color(colour); return [c.red, c.green, c.blue, 1] }, as: .vector)
    }

    private func alpha(_ id: String, _ colour: LayerProperty) -> JSONValue {
        property.property(samples(id) { [$0.layer.color(colour).alpha * 100] }, as: .scalar)
    }

    func group(_ items: [JSONValue]) -> JSONValue {
        let transform: JSONValue = .object([
            "ty": .string("tr"), "p": LottieProperty.constant([0, 0], as: .vector),
            "a": LottieProperty.constant([0, 0], as: .vector), "s": LottieProperty.constant([100, 100], as: .vector),
            "r": LottieProperty.constant([0], as: .scalar), "o": LottieProperty.constant([100], as: .scalar),
        ])
        return .object(["ty": .string("gr"), "it": .array(items + [transform])])
    }

    /// A PNG embedded as an image asset (a data URI); its id.
    func addImageAsset(png: some DataProtocol, width: Int, height: Int) -> String {
        let id = "image_\(assets.count)"
        assets.append(.object([
            "id": .string(id), "w": .number(Double(width)), "h": .number(Double(height)), "u": .string(""),
            "p": .string("data:image/png;base64," + Data(png).base64EncodedString()), "e": .number(1),
        ]))
        return id
    }

    /// A path's form: each contour's closed flag and vertex count.
    static func form(of path: BezierPath) -> [Int] { form(LottiePath.contours(of: path)) }
    static func form(_ contours: [LottiePath]) -> [Int] { contours.map { $0.vertices.count * 2 + ($0.closed ? 1 : 0) } }

    /// What decides a text layer's outlines.
    static func textKey(_ layer: PresentationLayer) -> String {
        let bounds = layer.rect(.bounds)
        return [layer.string(.string), layer.string(.font), "\(layer.number(.fontSize))", "\(layer.number(.fontWeight))",
                layer.string(.alignmentMode), "\(layer.flag(.wrapped))", layer.string(.truncationMode),
                "\(bounds.origin.x),\(bounds.origin.y),\(bounds.size.width),\(bounds.size.height)"].joined(separator: "\u{1F}")
    }
}
