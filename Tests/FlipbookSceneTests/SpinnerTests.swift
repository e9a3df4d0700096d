import Testing
import FlipbookScene
import FlipbookTiming

@Suite("Spinner seed scene (Swift API)")
struct SpinnerTests {
    @Test("Rotation driven by its own animation reads continuously: 3π/2 at 3.75 s, not −π/2")
    func angles() throws {
        let timeline = try makeSpinnerScene().timeline()
        let angle = { (t: Double) in timeline.number("transform.rotation.z", at: t, layer: "spinner") }
        #expect(near(angle(1.25), .pi / 2))
        #expect(near(angle(3.75), 3 * .pi / 2), "the animated angle, not one decomposed from the matrix")
        #expect(near(angle(5.5), 0.628319, 1e-6))
        #expect(near(angle(6.0), 0), "removeAllAnimations at 6.0 s restores the model value")
        #expect(near(angle(6.4), 0))
        #expect(timeline.duration == 6.5)
    }

    @Test("Adding only when the key is absent keeps the first animation running")
    func addIfAbsent() throws {
        let timeline = try makeSpinnerScene().timeline()
        #expect(timeline.events.map(\.description) == [
            "0.000000\tadd\tspinner\tkey=lnj keyPath=transform.rotation.z begin=0.000000",
            "0.000000\tstart\tspinner\tkey=lnj",
            "6.000000\tstop\tspinner\tkey=lnj finished=false",
        ])
        // 0.5 s in: the original animation is 0.1 of a turn along, not restarted at 0.
        #expect(near(timeline.number("transform.rotation.z", at: 0.5, layer: "spinner"), 0.2 * .pi))
    }

    @Test("timeline() can run twice and restores the layers' model values")
    func repeatable() throws {
        let scene = makeSpinnerScene()
        let first = try scene.timeline()
        let second = try scene.timeline()
        #expect(first.events == second.events)
        #expect(scene.layer(withID: "spinner")?.animationKeys == [])
    }
}

@Suite("Frame schedule")
struct FrameScheduleTests {
    @Test("Whole spans end on the last frame; others close with a frame at `to`")
    func frameRule() {
        #expect(FrameSchedule.times(from: 0, to: 1, fps: 4) == [0, 0.25, 0.5, 0.75, 1])
        #expect(FrameSchedule.times(from: 0, to: 0.3, fps: 10).count == 4)
        #expect(FrameSchedule.times(from: 0, to: 1.1, fps: 4) == [0, 0.25, 0.5, 0.75, 1, 1.1])
        #expect(FrameSchedule.times(from: 2, to: 2, fps: 30) == [2])
        #expect(FrameSchedule.times(from: 0, to: 6.5, fps: 30).count == 196)
    }
}

@Suite("Simulation")
struct SimulationTests {
    @Test("Actions may schedule later actions; a second run schedules them afresh")
    func chainedActions() throws {
        let scene = Scene(name: "t", canvas: Canvas(width: 10, height: 10), duration: 3)
        let layer = Layer(id: "box")
        scene.addLayer(layer)
        scene.at(1) {
            layer.opacity = 0.5
            scene.at(scene.now + 1) { layer.opacity = 0.25 }
        }
        for _ in 0..<2 {
            let timeline = try scene.timeline()
            #expect(near(timeline.number("opacity", at: 0.5), 1))
            #expect(near(timeline.number("opacity", at: 1.5), 0.5))
            #expect(near(timeline.number("opacity", at: 2.5), 0.25))
        }
    }
}
