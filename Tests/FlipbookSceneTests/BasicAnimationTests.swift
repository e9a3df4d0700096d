import Testing
import FlipbookScene
import FlipbookTiming

/// Hand-computed presentation values for CABasicAnimation (timing.md §4.1).
@Suite("Basic animations")
struct BasicAnimationTests {
    let opacity = LayerKeyPath("opacity")!

    func animation(from: Double? = nil, to: Double? = nil, by: Double? = nil) -> Animation {
        var animation = Animation.basic(opacity, from: from.map { .number($0) }, to: to.map { .number($0) },
                                        by: by.map { .number($0) })
        animation.duration = 1
        return animation
    }

    @Test("Every from/to/by combination, model opacity 0.4, at 0.25 s (linear)", arguments: [
        // (from, to, by, expected at 0.25): start + (end − start) / 4
        (0.2, 1.0, nil, 0.4),          // from → to
        (0.2, nil, 0.4, 0.3),          // from → from + by
        (nil, 1.0, 0.4, 0.7),          // to − by → to
        (0.2, nil, nil, 0.25),         // from → model
        (nil, 1.0, nil, 0.55),         // model → to
        (nil, nil, 0.4, 0.5),          // model → model + by
    ] as [(Double?, Double?, Double?, Double)])
    func combinations(from: Double?, to: Double?, by: Double?, expected: Double) throws {
        let timeline = try makeTimeline(with: animation(from: from, to: to, by: by)) { $0.opacity = 0.4 }
        #expect(near(timeline.number("opacity", at: 0.25), expected))
        #expect(near(timeline.number("opacity", at: 1.5), 0.4), "removed on completion: the model shows")
    }

    @Test("No from, to or by: from the previous model value to the current one")
    func noValues() throws {
        let scene = Scene(name: "t", canvas: Canvas(width: 10, height: 10), duration: 3)
        let layer = Layer(id: "box")
        layer.opacity = 0.2
        scene.addLayer(layer)
        scene.at(1) {
            layer.opacity = 1
            layer.add(animation(), forKey: "fade")
        }
        let timeline = try scene.timeline()
        #expect(near(timeline.number("opacity", at: 0.5), 0.2))
        #expect(near(timeline.number("opacity", at: 1.5), 0.6))
        #expect(near(timeline.number("opacity", at: 2.5), 1))
    }

    @Test("A missing end reads the model live: changing it mid-flight bends the animation")
    func liveModel() throws {
        let scene = Scene(name: "t", canvas: Canvas(width: 10, height: 10), duration: 3)
        let layer = Layer(id: "box")
        scene.addLayer(layer)
        scene.at(0) { layer.add(animation(from: 0), forKey: "a") }
        scene.at(0.5) { layer.opacity = 0.5 }
        let timeline = try scene.timeline()
        #expect(near(timeline.number("opacity", at: 0.25), 0.25), "toward model 1")
        #expect(near(timeline.number("opacity", at: 0.75), 0.375), "toward model 0.5")
    }

    @Test("Timing function and fill modes before and after")
    func fillAndCurve() throws {
        var fade = animation(from: 0, to: 1)
        fade.timingFunction = .easeInEaseOut
        fade.beginTime = 2
        fade.fillMode = .both
        fade.isRemovedOnCompletion = false
        let timeline = try makeTimeline(with: fade) { $0.opacity = 0.5 }
        #expect(near(timeline.number("opacity", at: 1), 0), "backwards fill shows fromValue before beginTime")
        #expect(near(timeline.number("opacity", at: 2.25), 0.129162, 1e-6))
        #expect(near(timeline.number("opacity", at: 5), 1), "forwards fill holds toValue")
        fade.fillMode = .removed
        let removed = try makeTimeline(with: fade) { $0.opacity = 0.5 }
        #expect(near(removed.number("opacity", at: 1), 0.5))
        #expect(near(removed.number("opacity", at: 5), 0.5))
    }

    @Test("Additive animations add to the value below; later non-additive ones replace it")
    func additive() throws {
        let scene = Scene(name: "t", canvas: Canvas(width: 10, height: 10), duration: 3)
        let layer = Layer(id: "box")
        layer.position = Point(x: 10, y: 100)
        scene.addLayer(layer)
        var nudge = Animation.basic(LayerKeyPath("position.y")!, from: .number(-50), to: .number(0))
        nudge.duration = 1
        nudge.isAdditive = true
        var replace = Animation.basic(LayerKeyPath("position.x")!, from: .number(0), to: .number(20))
        replace.duration = 2
        scene.at(0) {
            layer.add(nudge, forKey: "nudge")
            layer.add(replace, forKey: "replace")
        }
        let timeline = try scene.timeline()
        #expect(near(timeline.number("position.y", at: 0.5), 75))
        #expect(near(timeline.number("position.x", at: 0.5), 5))
        #expect(near(timeline.number("position.y", at: 1.5), 100))
    }

    @Test("Cumulative repeats continue from where the last ended: 0 → π twice ends at 2π")
    func cumulative() throws {
        var spin = Animation.basic(LayerKeyPath("zPosition")!, from: .number(0), to: .number(.pi))
        spin.duration = 1
        spin.repeatCount = 2
        spin.isCumulative = true
        spin.fillMode = .forwards
        spin.isRemovedOnCompletion = false
        let timeline = try makeTimeline(with: spin)
        #expect(near(timeline.number("zPosition", at: 0.5), .pi / 2))
        #expect(near(timeline.number("zPosition", at: 1.5), 1.5 * .pi))
        #expect(near(timeline.number("zPosition", at: 3), 2 * .pi))
    }

    @Test("Replacing a key stops the old animation unfinished; a natural end is finished")
    func events() throws {
        let scene = Scene(name: "t", canvas: Canvas(width: 10, height: 10))
        let layer = Layer(id: "box")
        scene.addLayer(layer)
        scene.at(0) { layer.add(animation(to: 0), forKey: "fade") }
        scene.at(0.5) { layer.add(animation(to: 1), forKey: "fade") }
        let timeline = try scene.timeline()
        #expect(timeline.events.map(\.description) == [
            "0.000000\tadd\tbox\tkey=fade keyPath=opacity begin=0.000000",
            "0.000000\tstart\tbox\tkey=fade",
            "0.500000\tstop\tbox\tkey=fade finished=false",
            "0.500000\tadd\tbox\tkey=fade keyPath=opacity begin=0.500000",
            "0.500000\tstart\tbox\tkey=fade",
            "1.500000\tstop\tbox\tkey=fade finished=true",
        ])
        #expect(timeline.duration == 1.5, "without a duration the scene lasts until the last end")
    }

    @Test("A forever animation needs a scene duration")
    func foreverNeedsDuration() {
        let scene = makeSpinnerScene()
        scene.duration = nil
        scene.at(6) {}
        // The spinner is removed at 6 s, so it does end; without the removal it would not.
        #expect((try? scene.timeline())?.duration == 6)
        let endless = Scene(name: "t", canvas: Canvas(width: 10, height: 10))
        let layer = Layer(id: "box")
        endless.addLayer(layer)
        var spin = Animation.basic(LayerKeyPath("opacity")!, to: .number(0))
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        #expect(throws: SceneError("animation 'spin' on layer 'box' never ends; give the scene a duration")) {
            try endless.timeline()
        }
    }
}
