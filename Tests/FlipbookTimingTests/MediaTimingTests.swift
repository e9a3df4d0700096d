import Testing
@testable import FlipbookTiming

/// The CAMediaTiming model of timing.md §1.3 and the vectors of §5 (13, 14).
@Suite("Media timing")
struct MediaTimingTests {
    /// Progress at a parent time, or nil for "no effect".
    func progress(_ timing: MediaTiming, _ time: Double) -> Double? {
        timing.sample(atParentTime: time)?.progress
    }

    func near(_ value: Double?, _ expected: Double, _ tolerance: Double = 1e-12) -> Bool {
        guard let value else { return false }
        return abs(value - expected) <= tolerance
    }

    @Test("Duration 0 means 0.25 s; repeatCount 0 means one play")
    func defaults() {
        let timing = MediaTiming()
        #expect(timing.effectiveDuration == 0.25)
        #expect(timing.activeDuration == 0.25)
        #expect(near(progress(timing, 0.125), 0.5))
    }

    @Test("Vector 14: repeatCount 2.5 is active 2.5 s, and fills at the half")
    func fractionalRepeat() {
        let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards, isRemovedOnCompletion: false)
        #expect(timing.activeDuration == 2.5)
        #expect(near(progress(timing, 2.25), 0.25))
        #expect(timing.sample(atParentTime: 2.25)?.iteration == 2)
        #expect(timing.phase(atParentTime: 2.5) == .after)
        #expect(near(progress(timing, 3), 0.5))
    }

    @Test("Vector 14: autoreverse makes one repeat forward plus back")
    func autoreverse() {
        let once = MediaTiming(duration: 1, repeatCount: 1, autoreverses: true, fillMode: .both,
                               isRemovedOnCompletion: false)
        #expect(once.activeDuration == 2)
        #expect(near(progress(once, 1.25), 0.75))
        #expect(once.sample(atParentTime: 1.25)?.isReversing == true)
        #expect(near(progress(once, 5), 0), "fills with the fromValue")
        let oneAndAHalf = MediaTiming(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards,
                                      isRemovedOnCompletion: false)
        #expect(oneAndAHalf.activeDuration == 3)
        #expect(near(progress(oneAndAHalf, 3), 1), "Apple: add 0.5 to end on the new value")
        #expect(MediaTiming(duration: 2, repeatCount: 3.5).activeDuration == 7)
    }

    @Test("Fractional repeatCount with autoreverse stops on the reverse leg")
    func fractionalAutoreverse() {
        let timing = MediaTiming(duration: 1, repeatCount: 0.75, autoreverses: true, fillMode: .forwards,
                                 isRemovedOnCompletion: false)
        #expect(timing.activeDuration == 1.5)
        #expect(near(progress(timing, 1.25), 0.75))
        #expect(near(progress(timing, 9), 0.5))
    }

    @Test("repeatDuration sets the active duration in seconds")
    func repeatDuration() {
        let timing = MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards, isRemovedOnCompletion: false)
        #expect(timing.activeDuration == 2.5)
        #expect(near(progress(timing, 1.75), 0.75))
        #expect(near(progress(timing, 10), 0.5))
        let reversing = MediaTiming(duration: 1, repeatDuration: 1.5, autoreverses: true)
        #expect(near(progress(reversing, 1.2), 0.8))
        #expect(progress(reversing, 1.5) == nil)
    }

    @Test("Forever: infinity and Float.greatestFiniteMagnitude both repeat without end")
    func forever() {
        let flt = MediaTiming(duration: 5, repeatCount: Double(Float.greatestFiniteMagnitude))
        let inf = MediaTiming(duration: 5, repeatCount: .infinity)
        for timing in [flt, inf] {
            #expect(timing.repeatsForever)
            #expect(timing.activeDuration == .infinity)
            #expect(near(progress(timing, 1_000_002.5), 0.5, 1e-9))
            #expect(timing.phase(atParentTime: 1e12) == .active)
        }
    }

    @Test("Vector 13 / end-boundary rule: an integral repeat count fills with the end value")
    func endBoundary() {
        let twice = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards, isRemovedOnCompletion: false)
        let sample = twice.sample(atParentTime: 2)
        #expect(sample?.progress == 1)
        #expect(sample?.iteration == 1)
        // WPT, duration 100 with fill both: 3 iterations → 1; 3.5 → 0.5; iterationStart 2.5 → 0.5.
        func wpt(_ count: Double, offset: Double = 0) -> Double? {
            progress(MediaTiming(duration: 100, timeOffset: offset, repeatCount: count, fillMode: .both,
                                 isRemovedOnCompletion: false), 1000)
        }
        #expect(wpt(3) == 1)
        #expect(wpt(3.5) == 0.5)
        #expect(wpt(3, offset: 250) == 0.5)
        // Sums that are not exact in binary still land on the boundary: 3 × 0.4.
        let tenths = MediaTiming(duration: 0.4, repeatCount: 3, fillMode: .forwards, isRemovedOnCompletion: false)
        #expect(progress(tenths, 5) == 1)
    }

    @Test("Vector 14: speed 2 halves the active interval in parent time")
    func speedTwo() {
        let timing = MediaTiming(beginTime: 3, duration: 1, speed: 2)
        #expect(timing.activeIntervalInParent.start == 3)
        #expect(timing.activeIntervalInParent.end == 3.5)
        #expect(timing.phase(atParentTime: 2.999) == .before)
        #expect(near(progress(timing, 3.25), 0.5))
        #expect(timing.phase(atParentTime: 3.5) == .after)
    }

    @Test("Vector 14: timeOffset wraps around instead of shortening")
    func timeOffsetWraps() {
        let half = MediaTiming(beginTime: 2, duration: 1, timeOffset: 0.5)
        #expect(near(progress(half, 2), 0.5))
        #expect(near(progress(half, 2.6), 0.1, 1e-12))
        #expect(half.phase(atParentTime: 2.999) == .active)
        #expect(half.phase(atParentTime: 3) == .after)
        let late = MediaTiming(duration: 1, timeOffset: 0.75, fillMode: .forwards, isRemovedOnCompletion: false)
        #expect(near(progress(late, 0.99), 0.74, 1e-12))
        #expect(near(progress(late, 5), 0.75), "the end of the active interval is 0.75 into the cycle")
    }

    @Test("Speed < 0 runs local time backwards: the animation plays end to start before beginTime")
    func negativeSpeed() {
        let timing = MediaTiming(beginTime: 2, duration: 1, speed: -1)
        #expect(timing.activeIntervalInParent.start == 1)
        #expect(timing.activeIntervalInParent.end == 2)
        #expect(near(progress(timing, 1.25), 0.75))
        #expect(near(progress(timing, 1.75), 0.25))
        #expect(timing.phase(atParentTime: 2.5) == .before)
        #expect(timing.phase(atParentTime: 0.5) == .after)
        let reversed = MediaTiming(beginTime: 2, duration: 1, speed: -2, fillMode: .both, isRemovedOnCompletion: false)
        #expect(near(progress(reversed, 1.75), 0.5))
        #expect(progress(reversed, 3) == 0, "before the (mirrored) start it shows the first value")
        #expect(progress(reversed, 0) == 1, "after the end it holds the last value")
    }

    @Test("Speed −1 follows Web Animations at the boundaries: local time 0 is finished, the active duration is active")
    func negativeSpeedBoundaries() throws {
        let timing = MediaTiming(beginTime: 2, duration: 1, speed: -1)
        #expect(timing.phase(atParentTime: 2) == .before, "local time 0: reached the start, finished")
        #expect(timing.sample(atParentTime: 2) == nil, "no fill, no effect once finished")
        #expect(timing.phase(atParentTime: 1) == .active, "local time 1 = duration: where it starts, active")
        #expect(progress(timing, 1) == 1, "and it shows the end of the cycle, not the start of the next")
        #expect(near(progress(timing, 1.5), 0.5))
        let filled = MediaTiming(beginTime: 2, duration: 1, speed: -1, fillMode: .backwards)
        #expect(progress(filled, 2) == 0, "backwards fill holds the first value at the finish")
        let twice = MediaTiming(beginTime: 2, duration: 1, speed: -1, repeatCount: 2)
        let start = try #require(twice.sample(atParentTime: 0))
        #expect(start.phase == .active && start.iteration == 1 && start.progress == 1)
        let inside = try #require(twice.sample(atParentTime: 1))
        #expect(inside.iteration == 1 && inside.progress == 0, "a boundary inside the active interval starts the next cycle")
        // Forwards nothing changes: 0 is active, the active duration is after.
        let forwards = MediaTiming(beginTime: 2, duration: 1)
        #expect(forwards.phase(atParentTime: 2) == .active && forwards.phase(atParentTime: 3) == .after)
    }

    @Test("Speed 0 freezes local time at timeOffset: Core Animation's pause")
    func zeroSpeed() {
        let paused = MediaTiming(beginTime: 5, duration: 1, speed: 0, timeOffset: 0.3)
        for time in [-100.0, 0, 5, 7.5, 1e6] {
            #expect(near(progress(paused, time), 0.3), "t = \(time)")
        }
        #expect(paused.activeIntervalInParent.start == -.infinity)
        // The documented pause recipe on a layer: speed 0 and timeOffset = its local time now.
        let layer = MediaTiming(speed: 0, timeOffset: MediaTiming().localTime(fromParent: 3))
        #expect(layer.localTime(fromParent: 10) == 3)
    }

    @Test("Every fill mode before and after the active interval", arguments: FillMode.allCases)
    func fillModes(mode: FillMode) {
        let kept = MediaTiming(beginTime: 1, duration: 1, fillMode: mode, isRemovedOnCompletion: false)
        let before = kept.sample(atParentTime: 0.5)
        let after = kept.sample(atParentTime: 2.5)
        #expect((before?.progress == 0) == (mode == .backwards || mode == .both))
        #expect((before == nil) == (mode == .removed || mode == .forwards))
        #expect(before?.phase ?? .before == .before)
        #expect((after?.progress == 1) == (mode == .forwards || mode == .both))
        #expect((after == nil) == (mode == .removed || mode == .backwards))
        // removedOnCompletion (the default) ends any forward fill with the animation itself.
        let removed = MediaTiming(beginTime: 1, duration: 1, fillMode: mode)
        #expect(removed.sample(atParentTime: 2.5) == nil)
        #expect(removed.sample(atParentTime: 2.5, ignoringRemoval: true)?.progress == (mode.fillsForwards ? 1 : nil))
    }

    @Test("Nested timing: an animation in a group in a layer with speed 2")
    func nested() {
        let superlayer = MediaTiming(speed: 2)
        let layer = MediaTiming(speed: 2)
        #expect(layer.localTime(fromParent: superlayer.localTime(fromParent: 1)) == 4, "speeds multiply")

        let group = MediaTiming(beginTime: 0.5, duration: 1)
        let animation = MediaTiming(beginTime: 0.25, duration: 0.5)
        func nestedProgress(wall: Double) -> Double? {
            let layerTime = layer.localTime(fromParent: wall)
            guard let groupTime = group.timeForChildren(atParentTime: layerTime) else { return nil }
            return animation.sample(atParentTime: groupTime, ignoringRemoval: true)?.progress
        }
        #expect(near(nestedProgress(wall: 0.5), 0.5))
        #expect(near(nestedProgress(wall: 0.4), 0.1, 1e-12))
        #expect(nestedProgress(wall: 0.2) == nil, "the group has not begun")
        #expect(nestedProgress(wall: 0.9) == nil, "the group ended and was removed")
    }

    @Test("A group clips its children and eases their clock")
    func groupClipsAndEases() {
        let group = MediaTiming(duration: 1, fillMode: .forwards, isRemovedOnCompletion: false)
        let long = MediaTiming(duration: 10, fillMode: .forwards)
        let childTime = group.timeForChildren(atParentTime: 5)
        #expect(childTime == 1)
        #expect(near(long.sample(atParentTime: childTime ?? -1, ignoringRemoval: true)?.progress, 0.1))
        let eased = group.timeForChildren(atParentTime: 0.25, timingFunction: .easeInEaseOut)
        #expect(near(eased, 0.129162, 1e-6))
    }
}
