import Testing
@testable import FlipbookTiming

/// Step easing as CSS Easing Level 1 defines it: the staircase continues outside [0, 1], and
/// the before flag takes the lower value exactly at a jump.
@Suite("Step easing")
struct StepEasingTests {
    @Test("steps(1, start) goes on stepping outside [0, 1]")
    func outsideUnitInterval() {
        let start = TimingFunction.steps(count: 1, position: .jumpStart)
        #expect(start.value(at: -0.1) == 0, "before 0 the jump-start step is floor(−0.1) + 1 = 0")
        #expect(start.value(at: 0.5) == 1)
        #expect(start.value(at: 2) == 3, "at 2 the step is floor(2) + 1 = 3")
        let end = TimingFunction.steps(count: 4, position: .jumpEnd)
        #expect(end.value(at: 0.3) == 0.25)
        #expect(end.value(at: 1) == 1)
        #expect(end.value(at: -0.5) == -0.5, "floor(−2) / 4")
    }

    @Test("The before flag takes the lower step exactly at a jump")
    func beforeFlag() {
        let start = TimingFunction.steps(count: 2, position: .jumpStart)
        #expect(start.value(at: 0) == 0.5, "without the flag, jump-start has jumped at 0")
        #expect(start.value(at: 0, beforeFlag: true) == 0, "in the before phase it has not")
        #expect(start.value(at: 0.25, beforeFlag: true) == 0.5, "between jumps the flag changes nothing")
    }

    @Test("A sample in the before phase going forwards carries the before flag")
    func sampleFlag() {
        let timing = MediaTiming(beginTime: 1, duration: 1, fillMode: .both)
        let before = timing.sample(atParentTime: 0.5)
        #expect(before?.beforeFlag == true)
        let active = timing.sample(atParentTime: 1.5)
        #expect(active?.beforeFlag == false)
        let curve = TimingFunction.steps(count: 2, position: .jumpStart)
        #expect(curve.value(at: before!.progress, beforeFlag: before!.beforeFlag) == 0,
                "steps(2, start) filled backwards shows its first value, not its first step")
    }

    @Test("A steps(1, start) keyframe segment has jumped at its begin")
    func keyframeJumpStart() throws {
        let track = try KeyframeTrack(values: [0.0, 100],
                                      timingFunctions: [.steps(count: 1, position: .jumpStart)])
        #expect(track.value(at: 0) == 100)
        #expect(track.value(at: 0.5) == 100)
    }
}
