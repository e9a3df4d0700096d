import Foundation
import Testing
@testable import FlipbookScene
import FlipbookTiming

/// The UIKit seeds in Swift: hand-computed values and full event logs (issue 4).
@Suite("UIKit seed scenes")
struct UIKitSeedTests {
    let f = TimingFunction.easeInEaseOut

    func log(_ timeline: Timeline) -> [String] { timeline.events.map(\.description) }

    @Test("arrow-flip: π − 0.01 turns the positive way, then π + 0.01 turns back the negative way")
    func arrowFlip() throws {
        let timeline = try SeedScenes.arrowFlip().timeline()
        let angle = { (t: Double) in timeline.number("transform.rotation.z", at: t, layer: "arrow") }
        let turn = Double.pi - 0.01
        #expect(near(angle(0.1), 0))
        #expect(near(angle(0.7), turn * f(0.25)))
        #expect(near(angle(1.2), turn / 2))
        #expect(near(angle(2.4), turn))
        // The second turn unwinds: (π − 0.01) down to 0 (a net 2π on the model).
        #expect(near(angle(3.0), turn * (1 - f(0.2))))
        #expect(near(angle(3.6), turn / 2))
        #expect(near(angle(4.7), 0))
        #expect(log(timeline) == [
            "0.200000\tadd\tarrow\tkey=transform keyPath=transform begin=0.200000",
            "0.200000\tstart\tarrow\tkey=transform",
            "2.200000\tstop\tarrow\tkey=transform finished=true",
            "2.200000\tcompletion\tarrow\tfinished=true",
            "2.600000\tadd\tarrow\tkey=transform keyPath=transform begin=2.600000",
            "2.600000\tstart\tarrow\tkey=transform",
            "4.600000\tstop\tarrow\tkey=transform finished=true",
            "4.600000\tcompletion\tarrow\tfinished=true",
        ])
    }

    @Test("gauge: legs chain through completions; the leg in flight at the stop completes unharmed")
    func gauge() throws {
        let timeline = try SeedScenes.gauge().timeline()
        let angle = { (t: Double) in timeline.number("transform.rotation.z", at: t, layer: "needle") }
        let third = Double.pi / 3
        #expect(near(angle(0.2), 0.523599, 1e-6))
        #expect(near(angle(0.6), third - 2 * third * f(0.5)), "second leg, halfway from +π/3 to −π/3")
        // 1.9 s: model 0; leg 5 (−π/3 → +π/3, from 1.6) and the stop (+π/3 → 0, from 1.8) add up.
        let expected = -2 * third * (1 - f(0.75)) + third * (1 - f(0.25))
        #expect(near(angle(1.9), expected))
        #expect(near(angle(2.4), 0))
        // The full event log is checked in SeedEventLogTests.
        let lines = log(timeline)
        #expect(!lines.contains { $0.hasPrefix("2.000000\tadd") }, "the flag stops the chain")
    }

    @Test("tip-label: 22 at 0.7 s, 44 through the delay at 2.9 s, hidden at the end")
    func tipLabel() throws {
        let timeline = try SeedScenes.tipLabel().timeline()
        let y = { (t: Double) in timeline.number("transform.translation.y", at: t, layer: "tip") }
        #expect(near(y(0.7), 22))
        #expect(near(y(2.9), 44), "the delayed return fills backwards with the old value")
        #expect(near(y(3.7), 22))
        #expect(near(y(4.3), 0))
        #expect(timeline.value(ofLayer: "tip", at: LayerKeyPath("string")!, time: 1) == .string("刷新到5条数据"))
        #expect(try SeedScenes.tipLabel(count: 0).timeline()
                    .value(ofLayer: "tip", at: LayerKeyPath("string")!, time: 1) == .string("没有更多数据"))
        #expect(timeline.value(ofLayer: "tip", at: LayerKeyPath("hidden")!, time: 4.3) == .bool(true))
        #expect(log(timeline) == [
            "0.200000\thidden\ttip\thidden=false",
            "0.200000\tadd\ttip\tkey=transform keyPath=transform begin=0.200000",
            "0.200000\tstart\ttip\tkey=transform",
            "1.200000\tstop\ttip\tkey=transform finished=true",
            "1.200000\tcompletion\ttip\tfinished=true",
            "1.200000\tadd\ttip\tkey=transform keyPath=transform begin=3.200000",
            "3.200000\tstart\ttip\tkey=transform",
            "4.200000\tstop\ttip\tkey=transform finished=true",
            "4.200000\tcompletion\ttip\tfinished=true",
            "4.200000\thidden\ttip\thidden=true",
        ])
        let order = timeline.presentation(at: 0).layers.map(\.id)
        #expect(order == ["tip", "navbar"], "the tip slides out from under the navigation bar")
    }

    @Test("new-status-banner: linear return, 26.25 at 2.45 s and 17.5 at 2.7 s, removed at 3.2 s")
    func banner() throws {
        let timeline = try SeedScenes.newStatusBanner().timeline()
        let y = { (t: Double) in timeline.number("transform.translation.y", at: t, layer: "banner") }
        #expect(near(y(0.7), 17.5))
        #expect(near(y(2.45), 26.25))
        #expect(near(y(2.7), 17.5))
        #expect(near(timeline.number("position.y", at: 0, layer: "banner"), 46.5))
        #expect(timeline.presentation(at: 0).layers.map(\.id) == ["banner", "navbar"], "inserted below the navbar")
        #expect(timeline.presentation(at: 3.1).layer(withID: "banner") != nil)
        #expect(timeline.presentation(at: 3.2).layer(withID: "banner") == nil, "removed from its superview")
        #expect(Array(log(timeline).suffix(3)) == [
            "3.200000\tstop\tbanner\tkey=transform finished=true",
            "3.200000\tcompletion\tbanner\tfinished=true",
            "3.200000\tremoved\tbanner\t",
        ])
    }
}

@Suite("UIKit animate")
struct UIKitAnimateTests {
    func scene(_ build: (Scene, View) -> Void) throws -> Timeline {
        let scene = Scene(name: "t", canvas: Canvas(width: 100, height: 100), duration: 5)
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scene.addView(box)
        build(scene, box)
        return try scene.timeline()
    }

    @Test("Curves: easeInOut by default, easeIn, easeOut, linear", arguments: [
        (AnimationOptions.curveEaseInOut, TimingFunction.easeInEaseOut), (.curveEaseIn, .easeIn),
        (.curveEaseOut, .easeOut), (.curveLinear, .linear),
    ])
    func curves(options: AnimationOptions, function: TimingFunction) throws {
        let timeline = try scene { scene, box in
            scene.at(0) { scene.animate(withDuration: 1, options: options) { box.alpha = 0 } }
        }
        #expect(near(timeline.number("opacity", at: 0.25), 1 - function(0.25)))
    }

    @Test("Delay: the old value shows until the animation begins")
    func delay() throws {
        let timeline = try scene { scene, box in
            scene.at(0) { scene.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { box.center = Point(x: 105, y: 5) } }
        }
        #expect(near(timeline.number("position.x", at: 0.25), 5))
        #expect(near(timeline.number("position.x", at: 1), 55))
        #expect(near(timeline.number("position.x", at: 2), 105))
    }

    @Test(".repeat with .autoreverse ping-pongs forever and never completes")
    func repeatAutoreverse() throws {
        let timeline = try scene { scene, box in
            scene.at(0) {
                scene.animate(withDuration: 1, options: [.repeat, .autoreverse, .curveLinear]) { box.alpha = 0 }
            }
        }
        #expect(near(timeline.number("opacity", at: 0.25), 0.75))
        #expect(near(timeline.number("opacity", at: 1.25), 0.25), "on the way back")
        #expect(near(timeline.number("opacity", at: 4.5), 0.5))
        #expect(!timeline.events.contains { $0.kind == .completion })
    }

    @Test("Removing a block's animation completes it at once with finished=false")
    func interrupted() throws {
        let timeline = try scene { scene, box in
            scene.at(0) { scene.animate(withDuration: 1) { box.alpha = 0 } }
            scene.at(0.5) { box.layer.removeAllAnimations() }
        }
        #expect(timeline.events.map(\.description).suffix(2) == [
            "0.500000\tstop\tbox\tkey=opacity finished=false",
            "0.500000\tcompletion\tbox\tfinished=false",
        ])
        #expect(near(timeline.number("opacity", at: 0.6), 0), "the model value shows")
    }

    @Test("A block that changes nothing, or has duration 0, completes at once; no animation is added")
    func nothingToAnimate() throws {
        let timeline = try scene { scene, box in
            scene.at(1) { scene.animate(withDuration: 1) { box.alpha = 1 } }
            scene.at(2) { scene.animate(withDuration: 0) { box.alpha = 0.5 } }
        }
        #expect(timeline.events.map(\.description) == [
            "1.000000\tcompletion\tblock\tfinished=true",
            "2.000000\tcompletion\tblock\tfinished=true",
        ])
        #expect(near(timeline.number("opacity", at: 2), 0.5))
    }

    @Test("Overlapping blocks blend additively (timing.md vector 16: 74.1676 at 0.75 s)")
    func additiveOverlap() throws {
        let timeline = try scene { scene, box in
            scene.at(0) { scene.animate(withDuration: 1) { box.center = Point(x: 5, y: 100) } }
            scene.at(0.5) { scene.animate(withDuration: 1) { box.center = Point(x: 5, y: 0) } }
        }
        // The view starts at y 5 (frame 0…10): shift the reference example by 5 and 95.
        let y = { (t: Double) in timeline.number("position.y", at: t) }
        let f = TimingFunction.easeInEaseOut
        #expect(near(y(0.5), 52.5), "halfway through the first block; the second has not moved yet")
        #expect(near(y(0.75), 0 - 95 * (1 - f(0.75)) + 100 * (1 - f(0.25))))
    }

    @Test(".beginFromCurrentState changes nothing: iOS 8+ blocks are additive either way")
    func beginFromCurrentState() throws {
        func overlapping(_ options: AnimationOptions) throws -> Timeline {
            try scene { scene, box in
                scene.at(0) { scene.animate(withDuration: 1) { box.center = Point(x: 5, y: 100) } }
                scene.at(0.5) { scene.animate(withDuration: 1, options: options) { box.center = Point(x: 5, y: 0) } }
            }
        }
        let plain = try overlapping([])
        let current = try overlapping(.beginFromCurrentState)
        for step in 0...30 {
            let t = Double(step) * 0.05
            #expect(plain.number("position.y", at: t) == current.number("position.y", at: t))
        }
    }

    @Test("insertSubview(_:belowSubview:) and (_:aboveSubview:) order siblings")
    func subviewOrder() throws {
        let scene = Scene(name: "t", canvas: Canvas(width: 10, height: 10), duration: 1)
        let root = View(id: "root")
        let a = View(id: "a")
        let b = View(id: "b")
        let c = View(id: "c")
        root.addSubview(a)
        root.insertSubview(b, belowSubview: a)
        root.insertSubview(c, aboveSubview: b)
        scene.addView(root)
        #expect(root.subviews.map(\.id) == ["b", "c", "a"])
        #expect(try scene.timeline().presentation(at: 0).layer(withID: "root")?.sublayers.map(\.id) == ["b", "c", "a"])
    }

    @Test("Spring blocks use UIKit's damping-ratio spring")
    func spring() throws {
        let timeline = try scene { scene, box in
            scene.at(0) {
                scene.animate(withDuration: 1, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                              animations: { box.center = Point(x: 105, y: 5) })
            }
        }
        let spring = Spring(dampingRatio: 0.5, duration: 1)
        #expect(near(timeline.number("position.x", at: 0.3), 5 + 100 * spring.progress(at: 0.3)))
        #expect(timeline.events.last?.description == "1.000000\tcompletion\tbox\tfinished=true")
    }
}

@Suite("UIKit seed scene files")
struct UIKitSeedFileTests {
    func load(_ name: String, _ overrides: [(name: String, value: String)] = []) throws -> Timeline {
        try SceneFile.load(path: SceneFileTests.scenesFolder.appendingPathComponent("\(name).json").path,
                           overrides: overrides).timeline()
    }

    @Test("Each JSON seed gives the same timeline as its Swift port", arguments: [
        "arrow-flip", "gauge", "tip-label", "new-status-banner", "pull-to-refresh",
    ])
    func equivalence(name: String) throws {
        let swift: Scene
        switch name {
        case "arrow-flip": swift = SeedScenes.arrowFlip()
        case "gauge": swift = SeedScenes.gauge()
        case "tip-label": swift = SeedScenes.tipLabel()
        case "pull-to-refresh": swift = SeedScenes.pullToRefresh()
        default: swift = SeedScenes.newStatusBanner()
        }
        expectEquivalent(try load(name), try swift.timeline())
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

    @Test("--set count=0 picks the other text, as the Swift port does")
    func countZero() throws {
        expectEquivalent(try load("tip-label", [("count", "0")]), try SeedScenes.tipLabel(count: 0).timeline())
        expectEquivalent(try load("new-status-banner", [("count", "0")]), try SeedScenes.newStatusBanner(count: 0).timeline())
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
        #expect(near(timeline.number("transform.rotation.z", at: 1.458333333, layer: "icon"), 0, 1e-6),
                "one full turn a second from 0.458333")
    }

    @Test("A shorter pull (0.5 header heights) never leaves idle")
    func shortPull() throws {
        let timeline = try SeedScenes.pullToRefresh(pullDistance: 32).timeline()
        #expect(!timeline.events.contains { $0.kind == .state })
        #expect(!timeline.events.contains { $0.detail("name") == "spinStart" })
    }
}

@Suite("animateKeyframes")
struct KeyframeBlockTests {
    @Test("Keyframes hold each value until they start and reach the next when they end")
    func keyframes() throws {
        let scene = Scene(name: "t", canvas: Canvas(width: 100, height: 100), duration: 4)
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scene.addView(box)
        scene.at(0) {
            scene.animateKeyframes(withDuration: 2, animations: {
                scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0 }
                scene.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 1 }
                scene.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                    box.center = Point(x: 105, y: 5)
                }
            }, completion: { _ in box.alpha = 0.25 })
        }
        let timeline = try scene.timeline()
        #expect(near(timeline.number("opacity", at: 0.5), 0.5))
        #expect(near(timeline.number("opacity", at: 1.0), 0))
        #expect(near(timeline.number("opacity", at: 1.5), 0.5))
        #expect(near(timeline.number("position.x", at: 0.4), 5), "held until 0.25 of the duration")
        #expect(near(timeline.number("position.x", at: 1.0), 55))
        #expect(near(timeline.number("position.x", at: 1.6), 105))
        #expect(near(timeline.number("opacity", at: 2.5), 0.25), "the completion ran at 2 s")
        #expect(timeline.events.map(\.description).contains("2.000000\tcompletion\tbox\tfinished=true"))
    }

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

    @Test("Discrete keyframes jump when each keyframe ends")
    func discrete() throws {
        let scene = Scene(name: "t", canvas: Canvas(width: 100, height: 100), duration: 4)
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scene.addView(box)
        scene.at(0) {
            scene.animateKeyframes(withDuration: 2, options: .calculationModeDiscrete, animations: {
                scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0 }
            })
        }
        let timeline = try scene.timeline()
        #expect(near(timeline.number("opacity", at: 0.9), 1))
        #expect(near(timeline.number("opacity", at: 1.1), 0))
    }
}

@Suite("Implicit animations and transactions")
struct TransactionTests {
    func run(_ build: (Scene, Layer, View) -> Void) throws -> Timeline {
        let scene = Scene(name: "t", canvas: Canvas(width: 100, height: 100), duration: 3)
        let layer = Layer(id: "layer")
        let view = View(id: "view")
        scene.addLayer(layer)
        scene.addView(view)
        build(scene, layer, view)
        return try scene.timeline()
    }

    @Test("A standalone layer animates a change implicitly: 0.25 s on the default curve")
    func implicitDefault() throws {
        let timeline = try run { scene, layer, _ in scene.at(1) { layer.opacity = 0 } }
        #expect(near(timeline.number("opacity", at: 1.125, layer: "layer"), 1 - TimingFunction.default(0.5)))
        #expect(near(timeline.number("opacity", at: 1.25, layer: "layer"), 0))
        #expect(timeline.events.first?.description == "1.000000\tadd\tlayer\tkey=opacity keyPath=opacity begin=1.000000")
    }

    @Test("A view's layer changes at once outside animation blocks")
    func viewBacked() throws {
        let timeline = try run { scene, _, view in scene.at(1) { view.alpha = 0 } }
        #expect(near(timeline.number("opacity", at: 1.0, layer: "view"), 0))
        #expect(timeline.events.isEmpty)
    }

    @Test("Transactions set duration and curve, disable actions, and run a completion")
    func transactions() throws {
        let timeline = try run { scene, layer, _ in
            scene.at(1) {
                scene.transaction(duration: 1, timingFunction: .linear, {
                    layer.position = Point(x: 100, y: 0)
                }, completion: { _ in scene.transaction(disableActions: true) { layer.opacity = 0.5 } })
            }
        }
        #expect(near(timeline.number("position.x", at: 1.25, layer: "layer"), 25))
        #expect(near(timeline.number("opacity", at: 1.9, layer: "layer"), 1))
        #expect(near(timeline.number("opacity", at: 2.0, layer: "layer"), 0.5), "no implicit animation")
        #expect(timeline.events.map(\.description).suffix(2) == [
            "2.000000\tstop\tlayer\tkey=position finished=true",
            "2.000000\tcompletion\ttransaction\tfinished=true",
        ])
    }

    @Test("A new change interrupts the implicit animation from where it is on screen")
    func interruption() throws {
        let timeline = try run { scene, layer, _ in
            scene.at(1) { scene.transaction(duration: 1, timingFunction: .linear) { layer.opacity = 0 } }
            scene.at(1.5) { scene.transaction(duration: 1, timingFunction: .linear) { layer.opacity = 1 } }
        }
        #expect(near(timeline.number("opacity", at: 1.5, layer: "layer"), 0.5))
        #expect(near(timeline.number("opacity", at: 2.0, layer: "layer"), 0.75))
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
