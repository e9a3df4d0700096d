import Foundation
import Testing
import FlipbookGolden
import FlipbookScene
import FlipbookTiming

/// Simulation time is counted in whole microseconds (SceneTime): an instant the simulation
/// produces is the very number its six-decimal text reads back as.
@Suite("Exact time")
struct ExactTimeTests {
    /// A fade at 0.3 s for 0.6 s, whose completion (0.3 + 0.6 in floating point is
    /// 0.8999999999999999) starts a second fade, as in the report that found the problem.
    func scene() throws -> Timeline {
        try SceneFile.decode(Array("""
            {"flipbook": 1, "canvas": {"width": 10, "height": 10}, "duration": 2,
             "layers": [{"id": "box", "bounds": [0, 0, 10, 10]}],
             "timeline": [{"at": 0.3, "animate": {"duration": 0.6, "changes": {"box": {"opacity": 0}},
                           "completion": [{"animate": {"duration": 0.6, "changes": {"box": {"position.x": 10}}}}]}}]}
            """.utf8), file: "t.json").timeline()
    }

    @Test("A duration off the microsecond grid (59/30 s) still has its end as a key instant, on the grid")
    func endOffTheGrid() throws {
        let timeline = try Scene(name: "thirds", canvas: Canvas(width: 10, height: 10), duration: 59.0 / 30).timeline()
        #expect(timeline.keyInstants == [0, 1.966667])
    }

    @Test("0.3 + 0.6 and 0.9 are the same instant: the completion, its event and its key instant are at 0.9")
    func sameInstant() throws {
        let timeline = try scene()
        let completion = try #require(timeline.events.first { $0.kind == .completion })
        #expect(completion.time == 0.9)
        #expect(timeline.keyInstants.contains(0.9))
        #expect(!timeline.keyInstants.contains(0.3 + 0.6))
    }

    @Test("A value read at a key instant equals the value read at the golden's printed time, for every instant")
    func printedTimes() throws {
        let timeline = try scene()
        let opacity = LayerKeyPath(.opacity)
        for instant in timeline.keyInstants {
            let printed = try #require(Double(DecimalText.sixDecimals(instant)))
            #expect(printed == instant, "\(instant) prints as \(DecimalText.sixDecimals(instant))")
            #expect(timeline.value(ofLayer: "box", at: opacity, time: instant) == timeline.value(ofLayer: "box", at: opacity, time: printed))
        }
        #expect(timeline.value(ofLayer: "box", at: opacity, time: 0.9) == .number(0), "the fade has ended at 0.9")
    }

    @Test("The grid is microseconds: 240 Hz ticks land on it, and times between points move to the nearest")
    func grid() {
        #expect(SceneTime.instant(110.0 / 240) == 0.458333)
        #expect(SceneTime.instant(0.1 + 0.2) == 0.3)
        #expect(SceneTime.instant(.infinity) == .infinity)
    }
}
