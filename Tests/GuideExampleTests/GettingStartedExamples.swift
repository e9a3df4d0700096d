// docs/getting-started.md's Swift examples, verbatim (GuideCodeBlockTests holds the guide to
// them), each followed by the values the guide promises.
import Foundation
import Testing
import FlipbookScene
import FlipbookTiming

@Suite("Guide: getting started")
struct GettingStartedExamples {
    @Test("FlipbookTiming alone: a repeating autoreversing timing, a transform halfway, a spring, a paced path")
    func timingMath() throws {
        // A CABasicAnimation-like timing: 0.4 s, repeating 3.5 times, autoreversing, kept after it ends.
        let timing = MediaTiming(beginTime: 1, duration: 0.4, repeatCount: 3.5, autoreverses: true,
                                 fillMode: .forwards, isRemovedOnCompletion: false)
        let sample = timing.sample(atParentTime: 1.5)!                  // nil before it begins
        let eased = TimingFunction.easeInEaseOut(sample.progress)       // curve input → eased progress
        let angle = 0.0.interpolated(to: .pi / 3, fraction: eased)      // the needle's angle: 0.912 rad

        let arrow = Transform2D.identity.rotated(by: .pi - 0.01)
        let halfway = Transform2D.identity.interpolated(to: arrow, fraction: 0.5)  // +(π − 0.01)/2

        let bounce = Spring(dampingRatio: 0.6, duration: 0.5)   // UIKit's spring animation
        let progressNow = bounce.progress(at: 0.2)              // 1.086: past the end, coming back

        let path = try KeyframeTrack(values: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50)],
                                     calculationMode: .paced)
        let point = path.value(at: 0.5)

        // 0.5 s after the begin time: the reverse leg, 0.3 s into it, progress 0.75 → eased 0.870838.
        #expect(abs(angle - 0.9119395) < 1e-6, "π/3 × 0.870838")
        #expect(abs(atan2(halfway.b, halfway.a) - (.pi - 0.01) / 2) < 1e-9, "the short way round, not −π/2")
        #expect(progressNow > 1.08 && progressNow < 1.09, "a damping ratio under 1 overshoots")
        #expect(point == Point(x: 75, y: 0), "paced: half of the 150-point path's length")
    }

    @Test("A scene in Swift: π/2 at 1.25 s, from the timeline and from its presentation tree; the file with an override")
    func sceneInSwift() throws {
        let scene = Scene(name: "spinner", canvas: Canvas(width: 120, height: 120), duration: 6.5)
        let spinner = Layer(id: "spinner")
        spinner.position = Point(x: 60, y: 60)
        spinner.bounds = Rect(x: 0, y: 0, width: 36, height: 36)
        scene.addLayer(spinner)

        var rotation = Animation.basic(LayerKeyPath("transform.rotation")!, to: .number(2 * .pi))
        rotation.duration = 5
        rotation.repeatCount = .infinity
        scene.at(0) { if spinner.animation(forKey: "lnj") == nil { spinner.add(rotation, forKey: "lnj") } }
        scene.at(6) { spinner.removeAllAnimations() }

        let timeline = try scene.timeline()                 // simulate once on a virtual clock
        let tree = timeline.presentation(at: 1.25)          // pure: any time, any order, any thread
        let angle = timeline.value(ofLayer: "spinner", at: LayerKeyPath("transform.rotation.z")!, time: 1.25)

        let fromFile = try SceneFile.load(path: "Assets/scenes/spinner.json", overrides: [("period", "1.0")])

        let rotationZ = LayerKeyPath("transform.rotation.z")!
        #expect(abs((angle?.number ?? 0) - .pi / 2) < 1e-9)
        #expect(abs((tree.layer(withID: "spinner")?.value(at: rotationZ).number ?? 0) - .pi / 2) < 1e-9)
        let quarterTurn = try fromFile.timeline().value(ofLayer: "spinner", at: rotationZ, time: 0.25)?.number ?? 0
        #expect(abs(quarterTurn - .pi / 2) < 1e-9, "a 1 s period: a quarter turn at 0.25 s")
    }
}
