import Foundation
import Testing
import FlipbookPNG
import FlipbookRender
import FlipbookScene

@Suite("Fonts that look like iOS: the font map, SF Pro's line metrics, CJK and emoji")
struct FontMapTests {
    /// One text layer at (0, top) on a white canvas, drawn at `scale`.
    func label(_ string: String, font: String = "system", size: Double = 17, height: Double, top: Double = 10,
               scale: Double = 4) throws -> (image: RGBAImage, warnings: [String]) {
        let json = """
            {"flipbook": 1, "name": "font", "canvas": {"width": 200, "height": \(top * 2 + height)}, "duration": 0,
             "layers": [{"id": "label", "kind": "text", "frame": [0, \(top), 200, \(height)], "string": "\(string)",
                         "font": "\(font)", "fontSize": \(size), "foregroundColor": "black"}]}
            """
        let timeline = try SceneFile.decode(Array(json.utf8), file: "font.json").timeline()
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: scale), fonts: try FontConfiguration())
        let image = try renderer.renderRGBA(timeline.presentation(at: 0))
        return (image, renderer.warnings)
    }

    /// Rows (in pixels) holding ink darker than mid-grey.
    func inkRows(_ image: RGBAImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y).r < 128 } }
    }

    @Test("The map: SF Pro and friends → Inter below 20 pt and Inter Display from 20 pt, PingFang → Noto Sans CJK of its region")
    func map() {
        let system = FontConfiguration.face(for: "system", size: 17)
        #expect(system.family == "Inter" && system.isSystem && system.isKnown)
        #expect(FontConfiguration.face(for: "SF Pro Display", size: 34).family == "Inter Display")
        #expect(FontConfiguration.face(for: "Helvetica Neue", size: 19.9).family == "Inter")
        #expect(FontConfiguration.face(for: "PingFang SC", size: 17).family == "Noto Sans CJK SC")
        #expect(FontConfiguration.face(for: "PingFang TC", size: 17).family == "Noto Sans CJK TC")
        #expect(FontConfiguration.face(for: "PingFangHK-Medium", size: 17).family == "Noto Sans CJK HK", "a PostScript name")
        #expect(FontConfiguration.face(for: "Heiti TC", size: 17).family == "Noto Sans CJK TC")
        let unknown = FontConfiguration.face(for: "Comic Sans", size: 17)
        #expect(unknown.family == "Inter" && unknown.isSystem && !unknown.isKnown)
    }

    @Test("A 17 pt system-font line is SF Pro's 20.287 pt tall with its baseline 16.187 pt below the top")
    func systemLineMetrics() throws {
        // A label exactly one line tall: the line fills it, so the baseline is top + ascender.
        let lineHeight = 17 * FontConfiguration.systemLineHeight
        #expect(abs(lineHeight - 20.287109375) < 1e-9 && abs(17 * FontConfiguration.systemAscender - 16.1865234375) < 1e-9)
        let (image, _) = try label("HHHH", height: lineHeight)
        // H stands on the baseline: its last inked row (scale 4) ends there.
        let baseline = Double(inkRows(image).last! + 1) / 4
        #expect(abs(baseline - (10 + 16.1865234375)) <= 0.25, "baseline at \(baseline) pt")
        // Its cap height is Inter's (0.727 em): about 12.4 pt above the baseline.
        let capTop = Double(inkRows(image).first!) / 4
        #expect(abs(baseline - capTop - 17 * 0.727) < 0.5, "cap height \(baseline - capTop)")
    }

    @Test("Two wrapped lines are two SF line heights apart, baseline to baseline")
    func lineSpacing() throws {
        let json = """
            {"flipbook": 1, "name": "font", "canvas": {"width": 40, "height": 80}, "duration": 0,
             "layers": [{"id": "label", "kind": "text", "frame": [0, 10, 40, 60], "string": "HH HH", "wrapped": true,
                         "fontSize": 17, "foregroundColor": "black"}]}
            """
        let timeline = try SceneFile.decode(Array(json.utf8), file: "font.json").timeline()
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: 4), fonts: try FontConfiguration())
        let rows = inkRows(try renderer.renderRGBA(timeline.presentation(at: 0)))
        // The two lines' last inked rows: each line's baseline.
        let gaps = zip(rows, rows.dropFirst()).filter { $1 - $0 > 1 }
        #expect(gaps.count == 1)
        let baselines = [gaps[0].0 + 1, rows.last! + 1].map { Double($0) / 4 }
        #expect(abs(baselines[1] - baselines[0] - 17 * FontConfiguration.systemLineHeight) <= 0.25, "\(baselines)")
        // The block of two lines is centred: its top is (60 − 2 × 20.287) / 2 below the label's.
        let top = 10 + (60 - 2 * 17 * FontConfiguration.systemLineHeight) / 2
        #expect(abs(baselines[0] - (top + 17 * FontConfiguration.systemAscender)) <= 0.25)
    }

    @Test("Chinese in the system font draws with Noto Sans CJK (ink where DejaVu would show boxes), in the line's own taller metrics")
    func cjk() throws {
        let (image, warnings) = try label("沒有新的微博數據", height: 30)
        #expect(warnings.isEmpty)
        let rows = inkRows(image)
        // Ideographs fill about 0.88 em: taller than Latin caps.
        #expect(Double(rows.last! - rows.first! + 1) / 4 > 17 * 0.8, "\(rows.first!)…\(rows.last!)")
    }

    @Test("Emoji draw in colour from Noto Color Emoji")
    func emoji() throws {
        let (image, _) = try label("🎉", height: 30)
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let (r, g, b) = (Int(p.r), Int(p.g), Int(p.b))
                if abs(r - g) > 60 || abs(g - b) > 60 { coloured += 1 }
            }
        }
        #expect(coloured > 200, "colour pixels: \(coloured)")
    }

    @Test("An unknown family draws as the system font and says so")
    func unknown() throws {
        let (image, warnings) = try label("Hello", font: "Comic Sans", height: 30)
        let (system, _) = try label("Hello", height: 30)
        #expect(image.pixels == system.pixels)
        #expect(warnings == ["font 'Comic Sans' (layer 'label') is not available; drawing it with the system font (Inter)"])
    }
}
