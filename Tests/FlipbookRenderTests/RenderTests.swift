import Foundation
import Testing
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// Pixels checked by hand: geometry, opacity, clipping, z-order, text, PNG and determinism.
@Suite("Rendering")
struct RenderTests {
    static let fonts = try! FontConfiguration()

    func render(_ scene: Scene, at time: Double, scale: Double = 2) throws -> Frame {
        try Renderer(fonts: Self.fonts, scale: scale).render(try scene.timeline().presentation(at: time))
    }

    /// A red needle 4 × 50 pt pointing up from (100, 100), rotated by `angle`.
    func needleScene(angle: Double) -> Scene {
        let scene = Scene(name: "needle", canvas: Canvas(width: 200, height: 200))
        let needle = Layer(id: "needle")
        needle.bounds = Rect(x: 0, y: 0, width: 4, height: 50)
        needle.anchorPoint = Point(x: 0.5, y: 1)
        needle.position = Point(x: 100, y: 100)
        needle.backgroundColor = Color(red: 1, green: 0, blue: 0)
        needle.transform = Transform3D(Transform2D(rotationAngle: angle))
        scene.addLayer(needle)
        return scene
    }

    func isRed(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { pixel.r > 200 && pixel.g < 60 && pixel.b < 60 }
    func isWhite(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { pixel.r > 250 && pixel.g > 250 && pixel.b > 250 }

    @Test("A needle rotated +60° has its tip where trigonometry puts it (clockwise on screen)")
    func needleTip() throws {
        let frame = try render(needleScene(angle: .pi / 3), at: 0)
        // Tip 48 pt from the pivot along (sin 60°, −cos 60°), at 2x.
        let tip = (x: Int(((100 + 48 * sin(Double.pi / 3)) * 2).rounded()), y: Int(((100 - 48 * cos(Double.pi / 3)) * 2).rounded()))
        #expect(isRed(frame.pixel(x: tip.x, y: tip.y)), "tip at \(tip)")
        #expect(isWhite(frame.pixel(x: 200, y: 200 - 96)), "nothing straight up")
        let upright = try render(needleScene(angle: 0), at: 0)
        #expect(isRed(upright.pixel(x: 200, y: 200 - 96)), "at rotation 0 it points straight up")
    }

    @Test("anchorPoint moves the pivot")
    func anchorPoint() throws {
        let scene = needleScene(angle: .pi / 2)
        scene.layers[0].anchorPoint = Point(x: 0.5, y: 0)
        let frame = try render(scene, at: 0)
        // Pivot at the needle's top: a quarter turn clockwise sends the body to the left.
        #expect(isRed(frame.pixel(x: (100 - 40) * 2, y: 200)))
        #expect(isWhite(frame.pixel(x: (100 + 40) * 2, y: 200)))
    }

    @Test("50 % opacity over white gives the halfway colour (±1)")
    func opacity() throws {
        let scene = needleScene(angle: 0)
        scene.layers[0].opacity = 0.5
        let pixel = try render(scene, at: 0).pixel(x: 200, y: 150)
        #expect(pixel.r == 255 && abs(Int(pixel.g) - 128) <= 1 && abs(Int(pixel.b) - 128) <= 1)
    }

    @Test("masksToBounds clips sublayers; a layer inserted below another stays under it")
    func clippingAndOrder() throws {
        let scene = Scene(name: "clip", canvas: Canvas(width: 100, height: 100))
        let box = Layer(id: "box")
        box.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        box.position = Point(x: 25, y: 25)
        box[.masksToBounds] = .bool(true)
        let wide = Layer(id: "wide")
        wide.bounds = Rect(x: 0, y: 0, width: 100, height: 10)
        wide.position = Point(x: 50, y: 5)
        wide.backgroundColor = Color(red: 0, green: 0, blue: 1)
        box.addSublayer(wide)
        let navbar = Layer(id: "navbar")
        navbar.bounds = Rect(x: 0, y: 0, width: 100, height: 30)
        navbar.position = Point(x: 50, y: 75)
        navbar.backgroundColor = Color(red: 0, green: 1, blue: 0)
        let banner = Layer(id: "banner")
        banner.bounds = Rect(x: 0, y: 0, width: 100, height: 20)
        banner.position = Point(x: 50, y: 70)
        banner.backgroundColor = Color(red: 1, green: 0, blue: 0)
        scene.addLayer(box)
        scene.addLayer(navbar)
        scene.insertLayer(banner, below: navbar)
        let frame = try render(scene, at: 0, scale: 1)
        #expect(frame.pixel(x: 40, y: 5) == (0, 0, 255, 255), "inside the box")
        #expect(frame.pixel(x: 60, y: 5) == (255, 255, 255, 255), "clipped outside it")
        #expect(frame.pixel(x: 50, y: 70) == (0, 255, 0, 255), "the navbar covers the banner")
    }

    @Test("Text: ink inside the bounds, centred, and CJK glyphs drawn rather than boxes")
    func text() throws {
        func label(_ string: String) throws -> Frame {
            let scene = Scene(name: "text", canvas: Canvas(width: 200, height: 40))
            let label = Layer(id: "label", kind: .text)
            label.bounds = Rect(x: 0, y: 0, width: 200, height: 40)
            label.position = Point(x: 100, y: 20)
            label[.string] = .string(string)
            label[.fontSize] = .number(16)
            label[.foregroundColor] = .color(.black)
            label[.alignmentMode] = .string("center")
            scene.addLayer(label)
            return try render(scene, at: 0, scale: 1)
        }
        let frame = try label("刷新到5条数据")
        var inked: [(Int, Int)] = []
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).r < 128 { inked.append((x, y)) } }
        #expect(!inked.isEmpty)
        let xs = inked.map(\.0), ys = inked.map(\.1)
        let middle = Double(xs.min()! + xs.max()!) / 2
        #expect(abs(middle - 100) <= 3, "centred: ink spans \(xs.min()!)…\(xs.max()!)")
        #expect(ys.min()! > 5 && ys.max()! < 35, "inside the bounds vertically")
        // Missing glyphs would all draw the same box; real ones differ.
        let boxes = try label("\u{E000}\u{E000}")
        let glyphs = try label("刷新")
        #expect(boxes.bytes != glyphs.bytes)
    }

    @Test("Shadows: darker just below the card, untouched far away, and blurred (no hard edge)")
    func shadow() throws {
        let scene = Scene(name: "shadow", canvas: Canvas(width: 120, height: 120))
        let card = Layer(id: "card")
        card.bounds = Rect(x: 0, y: 0, width: 70, height: 50)
        card.position = Point(x: 60, y: 60)
        card.backgroundColor = .white
        card[.shadowOpacity] = .number(0.5)
        card[.shadowRadius] = .number(6)
        card[.shadowOffset] = .size(Size(width: 0, height: 4))
        scene.addLayer(card)
        let frame = try render(scene, at: 0, scale: 1)
        let below = frame.pixel(x: 60, y: 87)
        #expect(below.r < 235, "shadow under the bottom edge: \(below)")
        #expect(frame.pixel(x: 60, y: 118).r == 255, "nothing far below")
        #expect(frame.pixel(x: 60, y: 60) == (255, 255, 255, 255), "the card covers its own shadow")
        let near = Int(frame.pixel(x: 60, y: 86).r), farther = Int(frame.pixel(x: 60, y: 92).r)
        #expect(near < farther && farther < 255, "the shadow fades: \(near) then \(farther)")
    }

    @Test("Every weight draws with its own Inter weight: ink grows from thin (100) to black (900)")
    func weights() throws {
        func ink(weight: Double) throws -> Int {
            let scene = Scene(name: "weight", canvas: Canvas(width: 120, height: 40))
            let label = Layer(id: "label", kind: .text)
            label.bounds = Rect(x: 0, y: 0, width: 120, height: 40)
            label.position = Point(x: 60, y: 20)
            label[.string] = .string("Flipbook")
            label[.fontSize] = .number(20)
            label[.fontWeight] = .number(weight)
            label[.foregroundColor] = .color(.black)
            scene.addLayer(label)
            let frame = try render(scene, at: 0, scale: 1)
            return frame.bytes.enumerated().filter { $0.offset % 4 == 0 }.reduce(0) { $0 + (255 - Int($1.element)) }
        }
        let inks = try stride(from: 100.0, through: 900, by: 100).map { try ink(weight: $0) }
        #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "\(inks)")
    }

    @Test("The same frame rendered twice is byte-identical")
    func determinism() throws {
        let scene = needleScene(angle: 0.7)
        #expect(try render(scene, at: 0).bytes == render(scene, at: 0).bytes)
    }

    @Test("PNG round trip keeps pixels; straight alpha survives a half-transparent pixel")
    func pngRoundTrip() throws {
        let scene = needleScene(angle: 0)
        let renderer = Renderer(fonts: Self.fonts, scale: 1, background: .clear)
        scene.layers[0].backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let frame = try renderer.render(try scene.timeline().presentation(at: 0))
        let image = frame.rgbaImage
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        #expect(decoded == image)
        #expect(frame.pixel(x: 100, y: 80) == (255, 0, 0, 128), "straight red at half alpha")
        #expect(frame.pixel(x: 10, y: 10) == (0, 0, 0, 0), "transparent background")
    }

    @Test("strokeEnd keeps the path's joins: a trimmed Λ keeps its miter")
    func trimmedStrokeKeepsJoins() throws {
        // A Λ from (50.7, 140.9) up to (80.3, 40.9) and down to (110.1, 140.3), 10 pt wide,
        // mitered (limit 10). Its sides meet at 33°, so the miter reaches 5 ÷ sin(16.5°) = 17.6 pt
        // above the apex, to y ≈ 23.3; butt-capped ends would stop by y ≈ 39.5. Trimmed to 99 %
        // it is one subpath still, so (80, 30) is covered. The first side's y is one where
        // a + (b − a) is not b in floating point (checked below), which must not split the path.
        let (start, apex, end) = (Point(x: 50.7, y: 140.9), Point(x: 80.3, y: 40.9), Point(x: 110.1, y: 140.3))
        #expect(start.interpolated(to: apex, fraction: 1) != apex, "the rounding case this test is for")
        var path = BezierPath()
        path.move(to: start)
        path.addLine(to: apex)
        path.addLine(to: end)
        let trimmed = path.trimmed(from: 0, to: 0.99)
        #expect(trimmed.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
        let scene = Scene(name: "lambda", canvas: Canvas(width: 160, height: 160, scale: 1, background: .clear))
        let lambda = Layer(id: "lambda", kind: .shape)
        lambda.bounds = Rect(x: 0, y: 0, width: 160, height: 160)
        lambda.position = Point(x: 80, y: 80)
        lambda[.path] = .path(path)
        lambda[.fillColor] = .color(.clear)
        lambda[.strokeColor] = .color(Color(red: 0, green: 0, blue: 1))
        lambda[.lineWidth] = .number(10)
        lambda[.lineJoin] = .string("miter")
        lambda[.miterLimit] = .number(10)
        lambda[.strokeEnd] = .number(0.99)
        scene.addLayer(lambda)
        let frame = try render(scene, at: 0, scale: 1)
        #expect(frame.pixel(x: 80, y: 30).a == 255, "the miter above the apex")
        #expect(frame.pixel(x: 80, y: 18).a == 0, "nothing past the miter's tip")
    }

    @Test("maskMode: the mask counts by alpha, by luminance (Rec. 709, premultiplied), or either inverted")
    func maskModes() throws {
        // A red 100 × 140 pt layer at (100, 100) masked by a 100 × 100 pt layer whose left half
        // is white and right half grey 128; at 1x. Row 100 crosses both halves; row 160 is red
        // with no mask over it.
        func frame(mode: String) throws -> Frame {
            let scene = Scene(name: "mask", canvas: Canvas(width: 200, height: 200, scale: 1, background: .clear))
            let red = Layer(id: "red")
            red.bounds = Rect(x: 0, y: 0, width: 100, height: 140)
            red.position = Point(x: 100, y: 100)
            red.backgroundColor = Color(red: 1, green: 0, blue: 0)
            red[.maskMode] = .string(mode)
            let mask = Layer(id: "mask")
            mask.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
            mask.position = Point(x: 50, y: 70)
            for (index, level) in [1.0, 128.0 / 255].enumerated() {
                let half = Layer(id: "half\(index)")
                half.bounds = Rect(x: 0, y: 0, width: 50, height: 100)
                half.position = Point(x: 25 + 50 * Double(index), y: 50)
                half.backgroundColor = Color(red: level, green: level, blue: level)
                mask.addSublayer(half)
            }
            red.setMask(mask)
            scene.addLayer(red)
            return try render(scene, at: 0, scale: 1)
        }
        let expected = ["alpha": (255, 255, 0), "alphaInverted": (0, 0, 255), "luminance": (255, 128, 0), "luminanceInverted": (0, 127, 255)]
        for (mode, levels) in expected.sorted(by: { $0.key < $1.key }) {
            let drawn = try frame(mode: mode)
            #expect(Int(drawn.pixel(x: 75, y: 100).a) == levels.0, "\(mode)")
            #expect(abs(Int(drawn.pixel(x: 125, y: 100).a) - levels.1) <= 1, "\(mode): \(drawn.pixel(x: 125, y: 100))")
            #expect(Int(drawn.pixel(x: 100, y: 160).a) == levels.2, "\(mode)")
            #expect(drawn.pixel(x: 100, y: 185).a == 0, "\(mode): nothing outside the layer")
        }
    }

    @Test("Bad PNG data gets a clear error")
    func badPNG() {
        #expect(throws: PNGError(message: "not a PNG file (bad signature)")) { try PNGCodec.decode(Array("hello world".utf8)) }
        let valid = try! PNGCodec.encode(RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))!)
        #expect(throws: PNGError.self) { try PNGCodec.decode(Array(valid.prefix(40))) }
    }
}

@Suite("Swift rendering API")
struct RenderAPITests {
    @Test("Flipbook.render writes a sequence; Flipbook.frames iterates the same frames")
    func api() throws {
        let scene = Scene(name: "fade", canvas: Canvas(width: 10, height: 10, scale: 1), duration: 1)
        let layer = Layer(id: "box")
        layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        layer.position = Point(x: 5, y: 5)
        layer.backgroundColor = .black
        var fade = Animation.basic(LayerKeyPath("opacity")!, from: .number(1), to: .number(0))
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        scene.addLayer(layer)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try Flipbook.render(scene, to: folder.path, options: RenderOptions(fps: 4))
        #expect(written.map(\.file) == (0...4).map { String(format: "frame-%05d.png", $0) })
        let frames = Array(Flipbook.frames(of: try scene.timeline(), options: RenderOptions(fps: 4), fonts: RenderTests.fonts))
        #expect(frames.map(\.time) == [0, 0.25, 0.5, 0.75, 1])
        #expect(frames[2].frame.pixel(x: 5, y: 5) == (127, 127, 127, 255) || frames[2].frame.pixel(x: 5, y: 5) == (128, 128, 128, 255),
                "half-faded black over white")
        let png = try PNGCodec.decode(Array(try Data(contentsOf: folder.appendingPathComponent("frame-00002.png"))))
        #expect(png == frames[2].frame.rgbaImage)
    }

    /// The gauge dial (a 300-pixel @3x picture, 100 pt) on white at `x` pt, drawn at 2x: 200 pixels.
    func dialFrame(x: Double) throws -> Frame {
        let scene = Scene(name: "dial", canvas: Canvas(width: 130, height: 120))
        scene.resourceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/images").path
        let backdrop = Layer(id: "backdrop")
        backdrop.bounds = Rect(x: 0, y: 0, width: 130, height: 120)
        backdrop.position = Point(x: 65, y: 60)
        backdrop.backgroundColor = Color(red: 1, green: 1, blue: 1)
        scene.addLayer(backdrop)
        let dial = Layer(id: "dial")
        dial.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        dial.position = Point(x: x + 50, y: 60)
        dial[.contents] = .string("gauge-dial@3x.png")
        scene.addLayer(dial)
        let timeline = try scene.timeline()
        return try Renderer(fonts: RenderTests.fonts, scale: 2, resourceDirectory: timeline.resourceDirectory)
            .render(timeline.presentation(at: 0))
    }

    @Test("A 3x image drawn at 2x: whole-pixel moves shift the same pixels; a half-pixel move resamples them bilinearly")
    func imageDrawnSmaller() throws {
        let base = try dialFrame(x: 10)
        let shifted = try dialFrame(x: 11)  // 2 device pixels right
        let half = try dialFrame(x: 10.25)  // half a device pixel right
        var compared = 0
        for y in 20..<220 {
            for x in 22..<222 {
                let moved = shifted.pixel(x: x + 2, y: y)
                let original = base.pixel(x: x, y: y)
                #expect(moved == original, "(\(x), \(y)) moved whole pixels")
                // Bilinear at half a pixel: the mean of the two pixels it falls between.
                let (left, right, between) = (base.pixel(x: x - 1, y: y), original, half.pixel(x: x, y: y))
                for (a, b, c) in [(left.r, right.r, between.r), (left.g, right.g, between.g), (left.b, right.b, between.b)] {
                    #expect(abs(Int(c) - (Int(a) + Int(b)) / 2) <= 1, "(\(x), \(y)): \(c) between \(a) and \(b)")
                }
                compared += 1
            }
        }
        #expect(compared == 40_000)
        #expect(base.pixel(x: 120, y: 22) != (255, 255, 255, 255), "the dial's rim is drawn")
    }
}
