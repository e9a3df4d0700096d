import Foundation
import Testing
@testable import FlipbookRender
import FlipbookScene

/// Redrawing only what changed gives the bytes a full redraw gives, in any frame order.
@Suite("Incremental redraw")
struct IncrementalRenderTests {
    static let fonts = try! FontConfiguration()
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenes")

    static var sceneNames: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: scenes.path))?.filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }.sorted() ?? []
    }

    /// The seed scenes, and the benchmark's gauge: a stroked ring (drawn whole from the still
    /// picture of the layers that stopped changing) under a swinging needle.
    static var scenePaths: [String] {
        sceneNames.map { scenes.appendingPathComponent("\($0).json").path }
            + [scenes.deletingLastPathComponent().appendingPathComponent("bench/gauge.json").path]
    }

    @Test("Every frame of every scene matches a full redraw, drawn forwards and shuffled", arguments: scenePaths)
    func matchesFullRedraw(_ path: String) throws {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let timeline = try SceneFile.load(path: path).timeline()
        let times = FrameSchedule.times(from: 0, to: timeline.duration, fps: 15)
        for scale in [1.0, 2.0] {
            let full = Renderer(fonts: Self.fonts, scale: scale, resourceDirectory: timeline.resourceDirectory, reusesPreviousFrame: false)
            let expected = try times.map { time throws(RenderError) in try full.render(timeline.presentation(at: time)) }
            let forwards = Renderer(fonts: Self.fonts, scale: scale, resourceDirectory: timeline.resourceDirectory)
            let differing = try times.indices.filter { index throws(RenderError) in
                try forwards.render(timeline.presentation(at: times[index])) != expected[index]
            }
            #expect(differing.isEmpty, "\(name) at \(scale)x: frames \(differing) differ from a full redraw")
            // A fixed shuffle: each frame drawn over an unrelated one, as pipeline workers do.
            var generator = SplitMix(seed: 7)
            let shuffled = Renderer(fonts: Self.fonts, scale: scale, resourceDirectory: timeline.resourceDirectory)
            let order = times.indices.shuffled(using: &generator)
            let differingShuffled = try order.filter { index throws(RenderError) in
                try shuffled.render(timeline.presentation(at: times[index])) != expected[index]
            }
            #expect(differingShuffled.isEmpty, "\(name) at \(scale)x, shuffled: frames \(differingShuffled.sorted()) differ")
        }
    }

    @Test("Under a swinging needle the dial is not drawn again: it comes from the still picture, from the second frame on")
    func stillPrefixUsed() throws {
        let path = Self.scenes.deletingLastPathComponent().appendingPathComponent("bench/gauge.json").path
        let timeline = try SceneFile.load(path: path).timeline()
        let renderer = Renderer(fonts: Self.fonts, scale: 2, resourceDirectory: timeline.resourceDirectory)
        _ = try renderer.render(timeline.presentation(at: 0.1))
        #expect(renderer.stillLayerIDs.isEmpty, "nothing to build on yet")
        for time in [0.15, 0.2, 0.25] {
            _ = try renderer.render(timeline.presentation(at: time))
            #expect(renderer.stillLayerIDs == ["gauge"], "at \(time)")
        }
    }

    /// Every kind of drawing crossing every other: a moving box with a shadow over static text,
    /// a rounded card with a shadow, a gradient and a dashed path; a child sliding inside a
    /// rounded mask; a rotating image; a translucent group; moving text.
    static let crossings = """
        {"flipbook": 1, "name": "crossings", "canvas": {"width": 320, "height": 280}, "duration": 2,
         "layers": [
          {"id": "label", "kind": "text", "frame": [10, 10, 300, 30], "string": "Static text under a moving box", "fontSize": 18, "foregroundColor": "black"},
          {"id": "card", "frame": [20, 60, 120, 80], "backgroundColor": "white", "cornerRadius": 12,
           "shadowOpacity": 0.6, "shadowRadius": 8, "shadowOffset": [0, 4]},
          {"id": "fade", "kind": "gradient", "frame": [160, 60, 120, 80], "colors": ["#FF9500", "#5856D6"], "startPoint": [0, 0], "endPoint": [1, 1]},
          {"id": "clip", "frame": [20, 160, 200, 100], "backgroundColor": "#DDDDDD", "cornerRadius": 20, "masksToBounds": true,
           "sublayers": [{"id": "swimmer", "frame": [0, 30, 60, 40], "backgroundColor": "#007AFF", "cornerRadius": 8,
             "animations": [{"key": "swim", "type": "basic", "keyPath": "position.x", "fromValue": -20, "toValue": 220, "duration": 2}]}]},
          {"id": "photo", "frame": [240, 170, 60, 60], "contents": "banner-pattern.png", "borderWidth": 2, "borderColor": "black",
           "animations": [{"key": "turn", "type": "basic", "keyPath": "transform.rotation.z", "fromValue": 0, "toValue": 6.283, "duration": 2}]},
          {"id": "group", "frame": [250, 20, 50, 30], "opacity": 0.5, "backgroundColor": "#34C759",
           "sublayers": [{"id": "inner", "frame": [10, 5, 20, 20], "backgroundColor": "black", "cornerRadius": 10}],
           "animations": [{"key": "bob", "type": "basic", "keyPath": "position.y", "fromValue": 35, "toValue": 120, "duration": 2, "autoreverses": true}]},
          {"id": "mover", "frame": [0, 20, 50, 50], "backgroundColor": "#FF3B30", "cornerRadius": 6,
           "shadowOpacity": 0.5, "shadowRadius": 6, "shadowOffset": [3, 3],
           "animations": [{"key": "slide", "type": "basic", "keyPath": "position.x", "fromValue": 10, "toValue": 300, "duration": 2,
                           "timingFunction": "easeInEaseOut"}]},
          {"id": "dashes", "kind": "shape", "path": "M 0 100 C 80 20 200 180 320 90", "strokeColor": "black", "lineWidth": 3,
           "fillColor": "clear", "lineDashPattern": [6, 4]},
          {"id": "ticker", "kind": "text", "frame": [0, 240, 200, 30], "string": "刷新到3条数据 moving text", "fontSize": 16, "foregroundColor": "black",
           "animations": [{"key": "scroll", "type": "basic", "keyPath": "position.x", "fromValue": 80, "toValue": 240, "duration": 2}]}
         ]}
        """

    @Test("A scene of crossing layer kinds matches a full redraw at 1x and 3x")
    func crossingKinds() throws {
        let images = Self.scenes.deletingLastPathComponent().appendingPathComponent("images").path
        let timeline = try SceneFile.decode(Array(Self.crossings.utf8), file: "crossings.json").timeline()
        let times = FrameSchedule.times(from: 0, to: timeline.duration, fps: 12)
        for scale in [1.0, 3.0] {
            let full = Renderer(fonts: Self.fonts, scale: scale, resourceDirectory: images, reusesPreviousFrame: false)
            let reusing = Renderer(fonts: Self.fonts, scale: scale, resourceDirectory: images)
            var generator = SplitMix(seed: 11)
            let order = times.indices + times.indices.shuffled(using: &generator)
            let differing = try order.filter { index throws(RenderError) in
                let tree = timeline.presentation(at: times[index])
                return try reusing.render(tree) != full.render(tree)
            }
            #expect(differing.isEmpty, "at \(scale)x: frames \(differing) differ from a full redraw")
        }
    }
}

extension IncrementalRenderTests {
    /// A clear holder casting the shadow of a child that slides in it, far below: only the child
    /// changes, so only a shadow redrawn with it, offset and blurred, keeps the frames right.
    static let movingShadowCaster = """
        {"flipbook": 1, "name": "moving shadow caster", "canvas": {"width": 200, "height": 120}, "duration": 1,
         "layers": [{"id": "holder", "frame": [10, 10, 180, 60], "shadowOpacity": 0.8, "shadowRadius": 3, "shadowOffset": [0, 40],
           "sublayers": [{"id": "rider", "frame": [0, 10, 30, 30], "backgroundColor": "#5856D6",
             "animations": [{"key": "ride", "type": "basic", "keyPath": "position.x", "fromValue": 15, "toValue": 165, "duration": 1}]}]}]}
        """

    @Test("A shadow cast by a sliding sublayer follows it, frame after frame, as in a full redraw")
    func shadowFollowsItsCaster() throws {
        let timeline = try SceneFile.decode(Array(Self.movingShadowCaster.utf8), file: "moving.json").timeline()
        let times = FrameSchedule.times(from: 0, to: timeline.duration, fps: 10)
        let full = Renderer(fonts: Self.fonts, scale: 2, reusesPreviousFrame: false)
        let reusing = Renderer(fonts: Self.fonts, scale: 2)
        let differing = try times.indices.filter { index throws(RenderError) in
            let tree = timeline.presentation(at: times[index])
            return try reusing.render(tree) != full.render(tree)
        }
        #expect(differing.isEmpty, "frames \(differing) differ from a full redraw")
    }
}

/// A small seeded generator, so the shuffled order is the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
