import Testing
import FlipbookScene
import FlipbookTiming

/// Keyframe, spring and group animations, layer clocks and transform sub-paths.
@Suite("Keyframe, spring and group animations")
struct AnimationKindTests {
    @Test("Keyframes on position: linear and discrete")
    func keyframes() throws {
        let points: [AnimationValue] = [.point(Point(x: 0, y: 0)), .point(Point(x: 100, y: 0)), .point(Point(x: 100, y: 40))]
        var path = Animation.keyframes(LayerKeyPath("position")!, try KeyframeTrack(values: points))
        path.duration = 2
        let timeline = try makeTimeline(with: path)
        #expect(near(timeline.number("position.x", at: 0.5), 50))
        #expect(near(timeline.number("position.y", at: 1.5), 20))
        var steps = Animation.keyframes(LayerKeyPath("position")!,
                                        try KeyframeTrack(values: points, calculationMode: .discrete))
        steps.duration = 3
        let discrete = try makeTimeline(with: steps)
        #expect(near(discrete.number("position.x", at: 0.9), 0))
        #expect(near(discrete.number("position.x", at: 1.1), 100))
        #expect(near(discrete.number("position.y", at: 2.5), 40))
    }

    @Test("Spring: progress in seconds of local time; duration defaults to settling")
    func spring() throws {
        let bounce = Animation.spring(LayerKeyPath("position.y")!, Spring(), from: .number(0), to: .number(100))
        #expect(near(bounce.duration, Spring().settlingDuration))
        let timeline = try makeTimeline(with: bounce)
        #expect(near(timeline.number("position.y", at: 0.3), 112.4355, 1e-4), "overshoots (vector 10)")
    }

    @Test("A group clips its children to its own duration and applies its curve")
    func group() throws {
        var long = Animation.basic(LayerKeyPath("opacity")!, from: .number(0), to: .number(1))
        long.duration = 10
        var move = Animation.basic(LayerKeyPath("position.x")!, from: .number(0), to: .number(100))
        move.duration = 1
        move.beginTime = 0.5
        var group = Animation.group([long, move])
        group.duration = 2
        let timeline = try makeTimeline(with: group) { $0.opacity = 0.7 }
        #expect(near(timeline.number("opacity", at: 1), 0.1))
        #expect(near(timeline.number("position.x", at: 0.25), 0), "before the child's beginTime: no fill")
        #expect(near(timeline.number("position.x", at: 1), 50))
        #expect(near(timeline.number("opacity", at: 2.5), 0.7), "after the group the model shows")
        group.timingFunction = .easeInEaseOut
        let eased = try makeTimeline(with: group)
        #expect(near(eased.number("opacity", at: 0.5), 2 * 0.129162 / 10, 1e-6))
    }

    @Test("A layer with speed 2 runs its animations twice as fast")
    func layerSpeed() throws {
        var move = Animation.basic(LayerKeyPath("position.x")!, from: .number(0), to: .number(100))
        move.duration = 1
        let timeline = try makeTimeline(with: move) { $0.clock.speed = 2 }
        #expect(near(timeline.number("position.x", at: 0.25), 50))
        #expect(timeline.events.last == SceneEvent(time: 0.5, kind: .stop, subject: "box",
                                                   details: [("key", "a"), ("finished", "true")]))
    }

    @Test("Transform sub-paths: scale and translation keep the rotation")
    func transformComponents() throws {
        var grow = Animation.basic(LayerKeyPath("transform.scale")!, from: .number(1), to: .number(3))
        grow.duration = 1
        let timeline = try makeTimeline(with: grow) { $0.transform = Transform3D(Transform2D(rotationAngle: 0.5)) }
        #expect(near(timeline.number("transform.scale.x", at: 0.5), 2))
        #expect(near(timeline.number("transform.rotation.z", at: 0.5), 0.5))
        #expect(LayerKeyPath("transform.rotation")?.description == "transform.rotation.z")
        #expect(LayerKeyPath("transform.rotation.q") == nil)
        #expect(LayerKeyPath("bounds.size.width")?.kind == .number)
    }
}

@Suite("3-D transform sub-paths")
struct SpatialKeyPathTests {
    @Test("A card flip: rotation.y under a perspective model transform keeps the perspective")
    func flip() throws {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        var flip = Animation.basic(LayerKeyPath("transform.rotation.y")!, from: .number(0), to: .number(.pi))
        flip.duration = 1
        let timeline = try makeTimeline(with: flip) { $0.transform = perspective }
        #expect(near(timeline.number("transform.rotation.y", at: 0.25), .pi / 4))
        let value = timeline.value(ofLayer: "box", at: LayerKeyPath("transform")!, time: 0.25)
        guard case .transform(let transform) = value else {
            Issue.record("not a transform")
            return
        }
        let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(perspective)
        for (lhs, rhs) in zip(transform.rows.joined(), expected.rows.joined()) {
            #expect(abs(lhs - rhs) < 1e-12)
        }
    }

    @Test("Euler angles round-trip (x first, then y, then z); z scale and translation read back")
    func eulerRoundTrip() throws {
        let layer = Layer(id: "box")
        let rotation = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: -0.7, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: 1.1, x: 0, y: 0, z: 1))
        layer.transform = rotation.concatenating(Transform3D(translationX: 0, y: 0, z: 40))
        #expect(near(layer.value(for: LayerKeyPath("transform.rotation.x")!).number, 0.3))
        #expect(near(layer.value(for: LayerKeyPath("transform.rotation.y")!).number, -0.7))
        #expect(near(layer.value(for: LayerKeyPath("transform.translation.z")!).number, 40))
        #expect(near(layer.value(for: LayerKeyPath("transform.scale.z")!).number, 1))
        layer.setValue(.number(0.2), for: LayerKeyPath("transform.rotation.x")!)
        #expect(near(layer.value(for: LayerKeyPath("transform.rotation.x")!).number, 0.2))
        #expect(near(layer.value(for: LayerKeyPath("transform.rotation.y")!).number, -0.7))
        #expect(near(layer.value(for: LayerKeyPath("transform.translation.z")!).number, 40))
    }
}
