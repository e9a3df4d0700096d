import FlipbookScene
import FlipbookTiming
import Foundation

/// The document's fonts (`fonts.list`) and glyph outlines (`chars`): what a text layer is drawn
/// with. Glyph outlines are in units of a 100-point font, their advance `w` too.
struct LottieGlyphs {
    struct Font {
        let family: String, style: String
        /// The ascent, in percent of the font size.
        let ascent: Double
    }

    struct Glyph {
        let advance: Double
        let outline: BezierPath
    }

    /// Fonts by name (`fName`), and glyphs by font family and style, then character.
    private let fonts: [String: Font]
    private let glyphs: [String: [String: Glyph]]

    var isEmpty: Bool { glyphs.isEmpty }

    init(_ root: LottieJSON, context: LottieImportContext) {
        var fonts: [String: Font] = [:]
        for font in root["fonts"]?["list"]?.array ?? [] {
            guard let name = font["fName"]?.string else { continue }
            fonts[name] = Font(family: font["fFamily"]?.string ?? name, style: font["fStyle"]?.string ?? "",
                               ascent: font["ascent"]?.number ?? 0)
        }
        var glyphs: [String: [String: Glyph]] = [:]
        for char in (root["chars"]?.array ?? []).prefix(Self.maximumGlyphs) {
            guard let character = char["ch"]?.string, !character.isEmpty else { continue }
            let outline = Self.outline(of: char["data"]?["shapes"]?.array ?? [], depth: 0, context: context)
            let key = Self.key(family: char["fFamily"]?.string ?? "", style: char["style"]?.string ?? "")
            glyphs[key, default: [:]][character] = Glyph(advance: char["w"]?.number ?? 0, outline: outline)
        }
        self.fonts = fonts
        self.glyphs = glyphs
    }

    /// Most glyphs read (a hostile document of millions would take minutes).
    static let maximumGlyphs = 10_000

    private static func key(family: String, style: String) -> String { family + "\u{0}" + style }

    /// The font a text document names and its glyphs (those of any font when its own have
    /// none of a character).
    func font(named name: String) -> (font: Font?, glyph: (Character) -> Glyph?) {
        let font = fonts[name]
        let own = font.flatMap { glyphs[Self.key(family: $0.family, style: $0.style)] } ?? [:]
        return (font, { character in
            let text = String(character)
            return own[text] ?? glyphs.values.lazy.compactMap { $0[text] }.first
        })
    }

    /// A glyph's paths (groups of `sh`, `rc`, `el`, `sr`, each group moved by its `tr`), as one outline.
    private static func outline(of items: [LottieJSON], depth: Int, context: LottieImportContext) -> BezierPath {
        var result = BezierPath()
        guard depth < LottieImportContext.maximumDepth else { return result }
        for item in items.prefix(LottieShapeBuilder.maximumItems) {
            switch item["ty"]?.string ?? "" {
            case "sh", "rc", "el", "sr":
                result.addPath(LottieShapeGeometry(item, owner: "glyph", context: context).path(at: 0))
            case "gr":
                let children = item["it"]?.array ?? []
                var group = outline(of: children, depth: depth + 1, context: context)
                if let transform = children.last(where: { $0["ty"]?.string == "tr" }) {
                    group = group.applying(LottieTransform(transform).matrix(at: 0))
                }
                result.addPath(group)
            default:
                break
            }
        }
        return result
    }
}

/// A text layer (`ty` 5) drawn from glyph outlines, laid out as ThorVG and lottie-web lay them
/// out: each line from its baseline, the first at the layer's origin (or, for box text, at the
/// box's top plus the font's ascent), later ones `lh` below; each glyph advanced by its width
/// plus the tracking (`tr`, thousandths of the size); lines justified left, right or centre
/// (within the box, whose width also wraps words). The outlines are filled with `fc` and
/// stroked with `sc` at `sw` (round joins), the stroke above the fill when `of` says so. A
/// document that changes (text keyframes, which hold) is one layer per keyframe.
struct LottieTextBuilder {
    let context: LottieImportContext
    let animations: LottieAnimationBuilder
    let glyphs: LottieGlyphs
    let owner: String

    /// The layers of a text layer's text (`t`), which shows from frame `inPoint` on.
    func layers(of text: LottieJSON, inPoint: Double) -> [Layer] {
        guard !glyphs.isEmpty else {
            context.warn("\(owner): text is drawn from glyph outlines (the document's chars), which this document does not have: not drawn")
            return []
        }
        if text["a"]?.array?.isEmpty == false { context.warn("\(owner): text animators are not drawn (the text is drawn as typed)") }
        if text["p"]?["m"] != nil { context.warn("\(owner): text on a path is not drawn along it") }
        let keyframes = Self.documents(text["d"])
        var layers: [Layer] = []
        for (index, keyframe) in keyframes.enumerated() where context.hasRoom {
            let layer = context.makeLayer(named: "\(owner) (text)")
            layer[.bounds] = .rect(.zero)
            for part in parts(of: keyframe.document) { layer.addSublayer(part) }
            if keyframes.count > 1 {
                let end = index + 1 < keyframes.count ? keyframes[index + 1].frame : Double.greatestFiniteMagnitude
                animations.visibility(of: layer, from: index == 0 ? min(inPoint, keyframe.frame) : keyframe.frame, to: end,
                                      within: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            }
            layers.append(layer)
        }
        return layers
    }

    /// The text documents (`t.d.k`) and the frames they start at.
    private static func documents(_ json: LottieJSON?) -> [(frame: Double, document: LottieJSON)] {
        guard let list = json?["k"]?.array else { return [] }
        return list.compactMap { item in item["s"].map { (item["t"]?.number ?? 0, $0) } }.sorted { $0.frame < $1.frame }
    }

    /// Most characters drawn of one text document (a hostile one of millions would take minutes).
    static let maximumCharacters = 20_000

    /// The fill and stroke layers of one text document.
    private func parts(of document: LottieJSON) -> [Layer] {
        let size = max(document["s"]?.number ?? 0, 0)
        let (font, glyph) = glyphs.font(named: document["f"]?.string ?? "")
        guard size > 0, var text = document["t"]?.string, !text.isEmpty else { return [] }
        if text.count > Self.maximumCharacters {
            context.warn("\(owner): a text of \(text.count) characters: only the first \(Self.maximumCharacters) are drawn")
            text = String(text.prefix(Self.maximumCharacters))
        }
        let scale = size / 100
        let tracking = (document["tr"]?.number ?? 0) / 10
        let lineHeight = document["lh"]?.number ?? size * 1.2
        let box = (origin: LottieTransform.point(document["ps"]?.numbers ?? [0, 0]), size: document["sz"]?.numbers ?? [])
        let boxWidth = box.size.first ?? 0, boxHeight = box.size.dropFirst().first ?? 0
        let justification: Double = [1: 1, 2: 0.5][document["j"]?.integer ?? 0] ?? 0
        // The first baseline: the box's top plus the ascent (at most the box's height).
        let ascent = min((font?.ascent ?? 0) * scale, boxHeight)
        let baseline = box.origin.y + ascent - (document["ls"]?.number ?? 0)

        var outline = BezierPath()
        var missing = Set<Character>()
        let caps = document["ca"]?.integer ?? 0
        for (index, line) in lines(of: text, glyph: glyph, caps: caps, tracking: tracking, scale: scale, width: boxWidth).enumerated() {
            let width = line.reduce(0) { $0 + $1.advance } * scale
            var x = 0.0
            let origin = Point(x: box.origin.x + justification * (boxWidth - width), y: baseline + Double(index) * lineHeight)
            for item in line {
                if let found = item.glyph {
                    let placed = Transform2D(scaleX: item.capScale, y: item.capScale).concatenating(Transform2D(translationX: x, y: 0))
                        .concatenating(Transform2D(scaleX: scale, y: scale))
                        .concatenating(Transform2D(translationX: origin.x, y: origin.y))
                    outline.addPath(found.outline.applying(placed))
                } else if item.character != " " {
                    missing.insert(item.character)
                }
                x += item.advance
            }
        }
        if !missing.isEmpty {
            context.warn("\(owner): no glyph outline for \(missing.sorted().map { "\"\($0)\"" }.joined(separator: ", ")) (not drawn)")
        }
        var parts: [Layer] = []
        let fill = document["fc"]?.numbers
        if let fill {
            let layer = context.makeLayer(named: "\(owner) (text fill)", kind: .shape)
            layer[.bounds] = .rect(.zero)
            layer[.path] = .path(outline)
            layer[.fillColor] = .color(LottieShapeBuilder.color(fill))
            parts.append(layer)
        }
        if let stroke = document["sc"]?.numbers, let width = document["sw"]?.number, width > 0 {
            let layer = context.makeLayer(named: "\(owner) (text stroke)", kind: .shape)
            layer[.bounds] = .rect(.zero)
            layer[.path] = .path(outline)
            layer[.fillColor] = .color(.clear)
            layer[.strokeColor] = .color(LottieShapeBuilder.color(stroke))
            layer[.lineWidth] = .number(width)
            layer[.lineJoin] = .string("round")
            // `of`: the stroke over the fill (ThorVG's `stroke.below = !of`); else under it.
            if document["of"]?.isTrue ?? false { parts.append(layer) } else { parts.insert(layer, at: 0) }
        }
        return parts
    }

    /// One laid-out character: its glyph (nil when the font has none), drawn `capScale` times
    /// its size (a small capital), and its advance in 100-point units (its width plus the
    /// tracking, times `capScale`).
    struct Placed {
        let character: Character
        let glyph: LottieGlyphs.Glyph?
        let capScale: Double
        let advance: Double
    }

    /// The text's lines (split at carriage returns, line feeds and ETX, Lottie's line breaks),
    /// words wrapped to `width` points when it is over 0 (box text). With `caps` 1 (all caps)
    /// lowercase letters are drawn as capitals; with 2 (small caps) as capitals 70 % high, as
    /// ThorVG draws them.
    private func lines(of text: String, glyph: (Character) -> LottieGlyphs.Glyph?, caps: Int, tracking: Double, scale: Double,
                       width: Double) -> [[Placed]] {
        var result: [[Placed]] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" }) {
            var line: [Placed] = []
            var lineWidth = 0.0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                let placed = (word.offset > 0 ? [" "] : []) + word.element.map { $0 }
                let characters = placed.map { typed -> Placed in
                    // One capital only (ß's "SS" stays ß): a glyph is one character.
                    let upper = typed.uppercased()
                    let capital = caps != 0 && typed.isLowercase && upper.count == 1 ? Character(upper) : typed
                    let capScale = caps == 2 && capital != typed ? 0.7 : 1
                    let found = glyph(capital)
                    return Placed(character: capital, glyph: found, capScale: capScale,
                                  advance: found.map { ($0.advance + tracking) * capScale } ?? 0)
                }
                let wordWidth = characters.reduce(0) { $0 + $1.advance } * scale
                if width > 0, !line.isEmpty, lineWidth + wordWidth > width {
                    result.append(line)
                    // The space that broke the line is not drawn at the start of the next.
                    let kept = Array(characters.drop { $0.character == " " })
                    line = kept
                    lineWidth = kept.reduce(0) { $0 + $1.advance } * scale
                } else {
                    line += characters
                    lineWidth += wordWidth
                }
            }
            result.append(line)
        }
        return result
    }
}
