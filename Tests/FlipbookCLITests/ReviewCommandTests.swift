import FlipbookPNG
import FlipbookRender
import FlipbookReview
import FlipbookScene
import Foundation
import Testing
@testable import FlipbookCLI

/// The design-review verbs: sheet, plot, onion, compare, sweep, review, on every seed scene,
/// with their pictures checked against frames drawn directly.
@Suite("Design review verbs")
final class ReviewCommandTests {
    static let scenes = RenderCommandTests.scenes
    static let seeds = ["spinner", "arrow-flip", "gauge", "tip-label", "new-status-banner", "pull-to-refresh"]
    static let fonts = try! FontConfiguration()

    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("review")
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func scene(_ name: String) -> String { Self.scenes.appendingPathComponent("\(name).json").path }

    func image(_ path: String) throws -> RGBAImage {
        try PNGCodec.decode(Array(try #require(FileManager.default.contents(atPath: path))))
    }

    func timeline(_ name: String, _ overrides: [(name: String, value: String)] = []) throws -> Timeline {
        try SceneFile.load(path: scene(name), overrides: overrides).timeline()
    }

    /// The frame of a scene at a time, drawn directly at 1x.
    func frame(_ timeline: Timeline, at time: Double, scale: Double = 1) throws -> RGBAImage {
        try Renderer(fonts: Self.fonts, scale: scale, resourceDirectory: timeline.resourceDirectory).renderRGBA(timeline.presentation(at: time))
    }

    /// Mean absolute difference per channel between `part` and the region of `whole` at (x, y).
    func difference(_ part: RGBAImage, in whole: RGBAImage, x: Int, y: Int) -> Double {
        var total = 0
        for row in 0..<part.height {
            for column in 0..<part.width {
                for channel in 0..<3 {
                    let a = Int(part.pixels[(row * part.width + column) * 4 + channel])
                    let b = Int(whole.pixels[((y + row) * whole.width + x + column) * 4 + channel])
                    total += abs(a - b)
                }
            }
        }
        return Double(total) / Double(part.width * part.height * 3)
    }

    @Test("sheet: every seed's key instants, each frame in its cell with its own pixels", arguments: seeds)
    func sheet(_ name: String) throws {
        let run = CommandRun("sheet", scene(name), "--out", path("sheet.png"), "--columns", "3")
        #expect(run.exitCode == .success, "\(run.error)")
        #expect(run.output.isEmpty && run.error.isEmpty)
        let sheet = try image(path("sheet.png"))
        let timeline = try timeline(name)
        let rows = (timeline.keyInstants.count + 2) / 3
        let cell = (width: Int(timeline.canvas.width), height: Int(timeline.canvas.height))
        #expect(sheet.width == 16 * 2 + 3 * cell.width + 2 * 12)
        #expect(sheet.height == 16 * 2 + 28 + rows * (cell.height + 34) + (rows - 1) * 12)
        // The first cell is the frame at t=0, the second the frame at the second key instant.
        #expect(difference(try frame(timeline, at: 0), in: sheet, x: 16, y: 16 + 28) == 0)
        #expect(difference(try frame(timeline, at: timeline.keyInstants[1]), in: sheet, x: 16 + cell.width + 12, y: 16 + 28) == 0)
    }

    @Test("sheet: --every, --at and their errors")
    func sheetOptions() throws {
        #expect(CommandRun("sheet", scene("gauge"), "--every", "0.5", "--out", path("a.png")).exitCode == .success)
        #expect(try image(path("a.png")).width == 16 * 2 + 4 * 375 + 3 * 12, "7 instants (0, 0.5, … 2.5, 2.6) in rows of 4")
        let both = CommandRun("sheet", scene("gauge"), "--every", "0.5", "--at", "1", "--out", path("b.png"))
        #expect(both.exitCode == .usage && both.error.contains("give one of --at, --every and --key-instants"))
        let outside = CommandRun("sheet", scene("gauge"), "--at", "0,9", "--out", path("b.png"))
        #expect(outside.exitCode == .usage && outside.error.contains("--at: 9 is outside the scene (0 to 2.6 s)"))
        #expect(!FileManager.default.fileExists(atPath: path("b.png")))
    }

    @Test("InstantCaption names the events at an instant, or the states and what moves between them")
    func captions() throws {
        let gauge = try timeline("gauge")
        #expect(InstantCaption.describe(gauge, at: 0) == "step start")
        #expect(InstantCaption.describe(gauge, at: 0.4) == "needle done")
        #expect(InstantCaption.describe(gauge, at: 0.2) == "needle moving")
        let pull = try timeline("pull-to-refresh")
        #expect(InstantCaption.describe(pull, at: 1.2) == "step release · trigger release · header → refreshing · arrow hidden")
        #expect(InstantCaption.describe(pull, at: 2.0) == "header: refreshing · arrow moving · icon moving")
    }

    @Test("plot: the first animated key of every seed", arguments: seeds)
    func plot(_ name: String) throws {
        let key = try #require(try timeline(name).animatedKeyPaths.first)
        let run = CommandRun("plot", scene(name), "--keys", key, "--out", path("plot.png"), "--scale", "1")
        #expect(run.exitCode == .success, "\(run.error)")
        #expect(try image(path("plot.png")).width == 820)
    }

    @Test("plot series: the gauge's needle in degrees, dots at the frames, unchanging parts left out")
    func plotSeries() throws {
        let gauge = try timeline("gauge")
        let series = PlotSeries.series(of: gauge, layer: "needle", keyPath: LayerKeyPath("transform")!, name: "needle.transform", fps: 10)
        #expect(series.map(\.name) == ["needle.transform.rotation.z"], "scale and translation do not change")
        let rotation = try #require(series.first)
        #expect(rotation.unit == .degrees)
        #expect(rotation.frames.count == 27)
        #expect(abs(rotation.frames[4].value - 60) < 1e-9, "+60° at 0.4 s")
        #expect(abs(rotation.frames[8].value + 60) < 1e-9, "−60° at 0.8 s")
        #expect(PlotSeries.unwrapped([170, 179, -179, -170, 10, 20]) == [170, 179, 181, 190, 10, 20],
                "continued across ±180°, but a jump is a jump")
        let spinner = try timeline("spinner")
        let spin = try #require(PlotSeries.series(of: spinner, layer: "spinner", keyPath: LayerKeyPath("transform.rotation.z")!,
                                                  name: "spinner", fps: 4).first)
        #expect(abs(spin.frames[16].value - 288) < 1e-6, "4 s into a 5 s turn: 288°, not −72°")
        #expect(spin.frames.last?.value == 0, "removeAllAnimations at 6 s: back to 0°")
        #expect(PlotSeries.unit(forKeyPath: "position", suffix: ".y") == .points)
        #expect(PlotSeries.unit(forKeyPath: "opacity", suffix: "") == .plain)
        #expect(PlotSeries.unit(forKeyPath: "backgroundColor", suffix: ".r") == .plain)
    }

    @Test("plot: errors name the key and what is wrong")
    func plotErrors() {
        let defaults = CommandRun("plot", scene("gauge"), "--out", path("p.png"))
        #expect(defaults.exitCode == .success, "every animated key by default: \(defaults.error)")
        let unknown = CommandRun("plot", scene("gauge"), "--keys", "needel.opacity", "--out", path("p.png"))
        #expect(unknown.exitCode == .usage && unknown.error.contains("no layer 'needel' in the scene; did you mean 'needle'?"))
        let text = CommandRun("plot", scene("tip-label"), "--keys", "tip.string", "--out", path("p.png"))
        #expect(text.exitCode == .usage && text.error.contains("hold text, not numbers"))
    }

    @Test("onion: ghosts fade with age; the newest is solid; every seed's first layer", arguments: seeds)
    func onion(_ name: String) throws {
        let layer = try #require(try timeline(name).layerIDs.first)
        let run = CommandRun("onion", scene(name), "--layer", layer, "--count", "5", "--out", path("onion.png"), "--scale", "1")
        #expect(run.exitCode == .success, "\(run.error)")
    }

    @Test("onion: the gauge needle's tip, faint at 0 s and solid at 0.4 s")
    func onionPixels() throws {
        #expect(CommandRun("onion", scene("gauge"), "--layer", "needle", "--to", "0.4", "--count", "9",
                           "--out", path("onion.png")).exitCode == .success)
        let onion = try image(path("onion.png"))
        func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int) {
            (Int(onion.pixels[(y * onion.width + x) * 4]), Int(onion.pixels[(y * onion.width + x) * 4 + 1]))
        }
        // 2x; the pointer is 50 pt long from the centre (187.5, 100), tapering to its tip:
        // 25 pt out it is 2 pt wide. It is #FF3B30.
        let newest = pixel(Int((187.5 + 25 * sin(Double.pi / 3)) * 2), Int((100 - 25 * cos(Double.pi / 3)) * 2))
        #expect(newest.r > 230 && newest.g < 90, "solid red at +60°: \(newest)")
        let oldest = pixel(375, 150)
        #expect(oldest.r > 230 && oldest.g > 150 && oldest.g < 250, "faint red at 0°: \(oldest)")
        let missing = CommandRun("onion", scene("gauge"), "--layer", "needel", "--out", path("o.png"))
        #expect(missing.exitCode == .usage && missing.error.contains("did you mean 'needle'?"))
    }

    @Test("compare: a PNG with a row per instant and a GIF in step, on every seed", arguments: seeds)
    func compare(_ name: String) throws {
        let png = CommandRun("compare", scene(name), scene("gauge"), "--out", path("ab.png"), "--every", "1")
        #expect(png.exitCode == .success, "\(png.error)")
        let gif = CommandRun("compare", scene(name), "--set-b", "unused=1", "--out", path("ab.gif"), "--fps", "5")
        #expect(gif.exitCode == .usage && gif.error.contains("unused"), "an unknown parameter is an error: \(gif.error)")
    }

    @Test("compare: one scene with two leg durations, as a GIF of the longer run, frames in their columns")
    func compareLegs() throws {
        let run = CommandRun("compare", scene("gauge"), "--set-b", "leg=0.8", "--out", path("legs.gif"), "--fps", "10")
        #expect(run.exitCode == .success, "\(run.error)")
        let bytes = try #require(FileManager.default.contents(atPath: path("legs.gif")))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        let png = CommandRun("compare", scene("gauge"), "--set-b", "leg=0.8", "--out", path("legs.png"), "--at", "0.4")
        #expect(png.exitCode == .success)
        let grid = try image(path("legs.png"))
        let slow = try timeline("gauge", [("leg", "0.8")])
        // Column B of row 1 is the slow gauge at 0.4 s: the grid's left margin, row labels, column A.
        #expect(difference(try frame(slow, at: 0.4), in: grid, x: 16 + 64 + 375 + 12, y: 16 + 28 + 24) == 0)
        #expect(difference(try frame(try timeline("gauge"), at: 0.4), in: grid, x: 16 + 64 + 375 + 12, y: 16 + 28 + 24) > 0)
        let three = CommandRun("compare", scene("gauge"), scene("gauge"), scene("gauge"), "--out", path("x.png"))
        #expect(three.exitCode == .usage && three.error.contains("expected one or two scene files, found 3"))
    }

    @Test("sweep: pull-to-refresh over the drag distance, in header heights")
    func sweepDrag() throws {
        let run = CommandRun("sweep", scene("pull-to-refresh"), "--set", "drag=0,0.25,0.5,0.8,1,1.4", "--at", "1.0",
                             "--out", path("drag.png"))
        #expect(run.exitCode == .success, "\(run.error)")
        let grid = try image(path("drag.png"))
        #expect(grid.width == 16 * 2 + 64 + 6 * (375 + 12))
        for (column, drag) in ["0", "0.25", "0.5", "0.8", "1", "1.4"].enumerated() {
            let expected = try frame(try timeline("pull-to-refresh", [("drag", drag)]), at: 1.0)
            #expect(difference(expected, in: grid, x: 16 + 64 + column * (375 + 12), y: 16 + 28 + 24) == 0, "drag \(drag)")
        }
    }

    @Test("sweep: a parameter of each seed that has one; errors without a list or with two",
          arguments: [("spinner", "period=1,5"), ("arrow-flip", "nudge=0.01,-0.01"), ("gauge", "amplitude=pi/6,pi/2"),
                      ("tip-label", "count=0,5"), ("new-status-banner", "count=0,5"), ("pull-to-refresh", "drag=0.5,1.4")])
    func sweep(_ name: String, _ setting: String) throws {
        let run = CommandRun("sweep", scene(name), "--set", setting, "--out", path("sweep.png"))
        #expect(run.exitCode == .success, "\(run.error)")
        let none = CommandRun("sweep", scene(name), "--out", path("none.png"))
        #expect(none.exitCode == .usage && none.error.contains("missing --set <name=v1,v2,…>"))
        let two = CommandRun("sweep", scene("gauge"), "--set", "leg=0.2,0.4", "--set", "amplitude=1,2", "--out", path("two.png"))
        #expect(two.exitCode == .usage && two.error.contains("sweep one parameter at a time; found lists for leg, amplitude"))
    }

    @Test("review: a page, its frames, the plot and the sheet for every seed", arguments: seeds)
    func review(_ name: String) throws {
        let run = CommandRun("review", scene(name), "--out", path("page"), "--fps", "5")
        #expect(run.exitCode == .success, "\(run.error)")
        let html = try String(contentsOfFile: path("page/index.html"), encoding: .utf8)
        let timeline = try timeline(name)
        let frames = FrameSchedule.times(from: 0, to: timeline.duration, fps: 5).count
        #expect(html.components(separatedBy: "<img class=\"frame\"").count - 1 == frames)
        #expect(!html.contains("http://") && !html.contains("https://"), "nothing loaded from elsewhere")
        for file in ["page/sheet.png", "page/plot.png", "page/frames/frame-00000.png"] {
            #expect(FileManager.default.fileExists(atPath: path(file)), "\(file)")
        }
    }

    @Test("The README's FlipbookReview example runs as written")
    func readmeExample() throws {
        let fonts = Self.fonts
        let gauge = try SceneFile.load(path: scene("gauge")).timeline()
        let sheet = try ContactSheet.render(gauge, times: gauge.keyInstants, columns: 4, title: "gauge", fonts: fonts)
        let lines = PlotSeries.series(of: gauge, layer: "needle", keyPath: LayerKeyPath("transform.rotation.z")!,
                                      name: "needle", fps: 30)
        let plot = try ValuePlot.render(lines, timeline: gauge, title: "gauge", fonts: fonts)
        let onion = try OnionSkin.render(gauge, layer: "needle", times: [0, 0.1, 0.2, 0.3, 0.4], fonts: fonts)
        let slow = try SceneFile.load(path: scene("gauge"), overrides: [("leg", "0.8")]).timeline()
        let grid = try FrameGrid(columns: [.init(label: "0.4 s", timeline: gauge), .init(label: "0.8 s", timeline: slow)],
                                 scale: 1, fonts: fonts).render(times: [0.2, 0.4], title: "legs")
        try ReviewPage.write(gauge, to: path("gauge-review"), fonts: fonts)
        #expect(sheet.width == 16 * 2 + 4 * 375 + 3 * 12)
        #expect(plot.width == 1640 && onion.width == 375 && grid.height == 16 * 2 + 28 + 24 + 2 * (200 + 12))
        #expect(FileManager.default.fileExists(atPath: path("gauge-review/index.html")))
    }
}
