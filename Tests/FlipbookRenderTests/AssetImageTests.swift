import Foundation
import Testing
import FlipbookPNG
import FlipbookRender
import FlipbookScene

/// The seed scenes' pictures are drawn by Flipbook from scene files: the committed PNGs must be
/// what those files draw now (`make images` re-draws them after a change).
@Suite("Assets/images match the scene files they are drawn from")
struct AssetImageTests {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/images")

    static let sources = ((try? FileManager.default.contentsOfDirectory(atPath: images.appendingPathComponent("src").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test("Six pictures have sources") func sourcesExist() {
        #expect(Self.sources == ["gauge-dial.json", "gauge-pointer.json", "navigation-bar.json", "refresh-arrow.json",
                                 "refresh-spinner.json", "weibo-feed.json"])
    }

    @Test("Each picture is its scene file drawn at 3x", arguments: sources)
    func drawn(_ source: String) throws {
        let timeline = try SceneFile.load(path: Self.images.appendingPathComponent("src/\(source)").path).timeline()
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: 3), fonts: try FontConfiguration())
        let drawn = try renderer.renderRGBA(timeline.presentation(at: 0))
        let name = source.replacingOccurrences(of: ".json", with: "@3x.png")
        let committed = try PNGCodec.decode(Array(try Data(contentsOf: Self.images.appendingPathComponent(name))))
        #expect(committed.width == drawn.width && committed.height == drawn.height)
        #expect(committed.pixels == drawn.pixels, "\(name) differs from what \(source) draws; run make images")
    }
}
