import Foundation
import Testing
@testable import FlipbookScene
import FlipbookTiming

// UIKit semantics are tested through FlipbookUIKit (Tests/FlipbookUIKitTests); these tests
// cover how scene files spell them, and the pull-to-refresh seed's drivers and triggers.

@Suite("UIKit seed scene files")
struct UIKitSeedFileTests {
    func load(_ name: String, _ overrides: [(name: String, value: String)] = []) throws -> Timeline {
        try SceneFile.load(path: SceneFileTests.scenesFolder.appendingPathComponent("\(name).json").path,
                           overrides: overrides).timeline()
    }

    @Test("pull-to-refresh.json gives the same timeline as its Swift port (the other seeds are checked against their iOS code in FlipbookUIKitTests)")
    func equivalence() throws {
        expectEquivalent(try load("pull-to-refresh"), try SeedScenes.pullToRefresh().timeline())
    }

    @Test("--set drag=0.5 (half a header) never leaves idle and bounces back, as the Swift port does")
    func shortPull() throws {
        let timeline = try load("pull-to-refresh", [("drag", "0.5")])
        expectEquivalent(timeline, try SeedScenes.pullToRefresh(pullDistance: 32).timeline())
        let offset = LayerKeyPath("bounds.origin.y")!
        #expect(timeline.value(ofLayer: "scroll", at: offset, time: 1.0)?.number == -32)
        #expect(timeline.value(ofLayer: "scroll", at: offset, time: 1.7)?.number == 0, "bounced back by 1.6 s")
        #expect(!timeline.events.contains { $0.kind == .state }, "never pulling")
    }

    @Test("Script errors: unknown scripts, flags and options are named with suggestions", arguments: [
        (#"{"scripts": {"swing": [{"run": "swng"}]}}"#,
         "s.json: scripts.swing[0].run: no script named \"swng\"; did you mean 'swing'?"),
        (#"{"timeline": [{"at": 0, "if": "stpo", "step": "x"}, {"at": 1, "setFlag": "stop"}]}"#,
         "s.json: timeline[0].if: unknown name 'stpo'; did you mean 'stop'?"),
        (#"{"machines": {"m": {"initial": "idle", "states": ["busy"]}}, "timeline": [{"at": 0, "enter": "m.bsy"}]}"#,
         "s.json: timeline[0].enter: machine 'm' has no state 'bsy'; did you mean 'busy'?; states: idle, busy"),
        (#"{"values": {"x": {"layer": "box", "keyPath": "opacity"}}, "triggers": [{"name": "t", "when": "$y > 0", "do": []}], "duration": 1}"#,
         "s.json: triggers[0].when: unknown value '$y'"),
        (#"{"drivers": [{"layer": "box", "keyPath": "position", "points": [[0, 1]]}]}"#,
         "s.json: drivers[0].keyPath: expected a key path holding a number, found 'position'"),
        (#"{"timeline": [{"at": 0, "animate": {"duration": 1, "options": ["curveLiner"], "changes": {}}}]}"#,
         "s.json: timeline[0].animate.options[0]: unknown option \"curveLiner\"; did you mean 'curveLinear'?"),
        (#"{"timeline": [{"at": 0, "animate": {"duration": 1, "changes": {"bx": {"opacity": 0}}}}]}"#,
         "s.json: timeline[0].animate.changes.bx: no layer with id \"bx\"; did you mean 'box'?"),
        (#"{"timeline": [{"at": 0, "hide": "box", "show": "box"}]}"#,
         "s.json: timeline[0]: expected one action per operation, found hide, show"),
        (#"{"timeline": [{"at": 0, "layer": "box", "hide": "box"}]}"#,
         "s.json: timeline[0].layer: 'layer' goes with add, remove, removeAll and set"),
        (#"{"timeline": [{"at": 0, "animate": {"duration": 1, "changes": {"box": {"transform": {"spin": 1}}}}}]}"#,
         "s.json: timeline[0].animate.changes.box.transform.spin: unknown key 'spin'"),
    ])
    func scriptErrors(extra: String, expected: String) {
        let body = extra.dropFirst().dropLast()
        let json = #"{"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "box"}], "# + body + "}"
        do {
            _ = try SceneFile.decode(Array(json.utf8), file: "s.json").timeline()
            Issue.record("no error")
        } catch {
            #expect("\(error)".hasPrefix(expected), "got: \(error)")
        }
    }
}

@Suite("Pull to refresh")
struct PullToRefreshTests {
    @Test("Triggers fire at the 240 Hz ticks the issue computes, states follow MJRefresh")
    func triggerTimes() throws {
        let timeline = try SeedScenes.pullToRefresh().timeline()
        let lines = timeline.events.map(\.description)
        func first(_ prefix: String) -> String? { lines.first { $0.contains(prefix) } }
        #expect(first("\ttrigger\tarrow\tname=arrowDown")?.hasPrefix("0.445833\t") == true)
        #expect(first("\ttrigger\ticon\tname=spinStart")?.hasPrefix("0.458333\t") == true)
        #expect(first("\tstate\theader\tstate=pulling from=idle") == "0.570833\tstate\theader\tstate=pulling from=idle")
        #expect(first("state=refreshing") == "1.200000\tstate\theader\tstate=refreshing from=pulling")
        #expect(first("state=idle from=refreshing") == "3.600000\tstate\theader\tstate=idle from=refreshing")
        #expect(first("name=arrowUp")?.hasPrefix("3.600000\t") == true, "the arrow unwinds from 3.6 s")
        #expect(lines.contains("3.600000\tstop\ticon\tkey=spin finished=false"))
    }

    @Test("Offset, label and arrow over time")
    func values() throws {
        let timeline = try SeedScenes.pullToRefresh().timeline()
        let offset = { (t: Double) in timeline.number("bounds.origin.y", at: t, layer: "scroll") }
        #expect(near(offset(0.4), -45))
        #expect(near(offset(1.0), -90))
        #expect(near(offset(1.2 + 0.125), -64 - 26 * (1 - TimingFunction.easeInEaseOut(0.5))))
        #expect(near(offset(2), -64))
        #expect(near(offset(3.4), -64 * (1 - TimingFunction.easeInEaseOut(0.5))))
        #expect(near(offset(4), 0))
        let text = { (t: Double) in timeline.value(ofLayer: "label", at: LayerKeyPath("string")!, time: t) }
        #expect(text(0.3) == .string("下拉刷新"))
        #expect(text(1.0) == .string("松开加载更多"))
        #expect(text(2.0) == .string("加载中..."))
        #expect(text(4.0) == .string("下拉刷新"))
        #expect(timeline.value(ofLayer: "arrow", at: LayerKeyPath("hidden")!, time: 2) == .bool(true))
        let arrowAngle = { (t: Double) in timeline.number("transform.rotation.z", at: t, layer: "arrow") }
        #expect(near(arrowAngle(2.5), .pi - 0.01), "turned down by 2.45 s")
        #expect(near(arrowAngle(5.7), 0), "unwound by 5.6 s")
        #expect(near(timeline.number("transform.rotation.z", at: 1.458333, layer: "icon"), 0, 1e-9),
                "one full turn a second from 0.458333")
    }

    @Test("A shorter pull (0.5 header heights) never leaves idle")
    func shortPull() throws {
        let timeline = try SeedScenes.pullToRefresh(pullDistance: 32).timeline()
        #expect(!timeline.events.contains { $0.kind == .state })
        #expect(!timeline.events.contains { $0.detail("name") == "spinStart" })
    }
}

@Suite("Scene-file spellings of UIKit blocks")
struct SceneFileUIKitTests {
    @Test("Scene files spell animateKeyframes")
    func file() throws {
        let timeline = try SceneFile.decode(Array("""
            {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "duration": 3, "layers": [{"id": "box"}],
             "timeline": [{"at": 0, "animateKeyframes": {"duration": 2, "keyframes": [
                {"start": 0, "duration": 0.5, "changes": {"box": {"opacity": 0}}},
                {"start": 0.5, "duration": 0.5, "changes": {"box": {"opacity": 1}}}]}}]}
            """.utf8), file: "k.json").timeline()
        #expect(near(timeline.number("opacity", at: 0.5), 0.5))
        #expect(near(timeline.number("opacity", at: 1.5), 0.5))
        #expect(timeline.events.last?.description == "2.000000\tcompletion\tbox\tfinished=true")
    }

    @Test("Scene files spell transactions too")
    func fileTransaction() throws {
        let timeline = try SceneFile.decode(Array("""
            {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "layer"}],
             "timeline": [{"at": 1, "transaction": {"duration": 1, "timingFunction": "linear",
                           "changes": {"layer": {"position.x": 100}}, "completion": [{"step": "done"}]}},
                          {"at": 1, "layer": "layer", "set": {"opacity": 0}}]}
            """.utf8), file: "t.json").timeline()
        #expect(near(timeline.number("position.x", at: 1.25, layer: "layer"), 25))
        #expect(near(timeline.number("opacity", at: 1, layer: "layer"), 0), "set is immediate")
        #expect(timeline.events.map(\.description).suffix(2) == [
            "2.000000\tcompletion\ttransaction\tfinished=true", "2.000000\tstep\tscene\tname=done",
        ])
    }
}
