/// Where a parent time falls relative to an object's active interval.
public enum TimingPhase: String, Sendable, Hashable {
    /// Before the active interval starts (in local time).
    case before
    /// Inside the active interval.
    case active
    /// After the active interval ended.
    case after
}

/// What an animation shows at one instant: which cycle, and how far into its forward leg.
public struct TimingSample: Sendable, Hashable {
    /// The phase the instant falls in; `before`/`after` samples exist only through fill.
    public var phase: TimingPhase
    /// Completed cycles before this one, used by cumulative animations.
    public var iteration: Int
    /// Seconds into the forward leg, in [0, effectiveDuration]; the reverse leg counts down.
    public var basicTime: Double
    /// `basicTime / effectiveDuration`, in [0, 1]: the input of the timing function.
    public var progress: Double
    /// Whether the instant lies on the reverse leg of an autoreversing cycle.
    public var isReversing: Bool

    /// CSS Easing's before flag for this sample: the before phase going forwards, or the after
    /// phase going backwards (Web Animations §"calculating the transformed progress").
    public var beforeFlag: Bool {
        (phase == .before && !isReversing) || (phase == .after && isReversing)
    }
}

extension MediaTiming {
    /// The clock conversion alone, `t = (tp − beginTime) × speed + timeOffset`: a layer's local time.
    ///
    /// This is the header formula (timing.md §1.2), also used by the pause/resume recipe.
    public func localTime(fromParent parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The phase at a parent time. Phases are decided before `timeOffset` is added, because an
    /// offset wraps the animation around rather than shortening it.
    ///
    /// With a negative speed local time runs backwards, so the animation is active while parent
    /// time approaches `beginTime` from below; with speed 0 it stays frozen at `timeOffset`.
    ///
    /// The boundaries follow Web Animations ("animation effect phases and states"): going
    /// forwards, the instant the active duration is reached is after (finished) and 0 is active;
    /// going backwards (speed < 0) it is the other way round: local time 0 is the end the
    /// animation plays towards, so it is before (finished), and the active duration, where it
    /// starts, is active. Apple documents nothing for a negative speed.
    public func phase(atParentTime parentTime: Double) -> TimingPhase {
        let elapsed = (parentTime - beginTime) * speed
        if elapsed < 0 || (elapsed == 0 && speed < 0) { return .before }
        if elapsed > activeDuration || (elapsed == activeDuration && speed >= 0) { return .after }
        return .active
    }

    /// The active interval in parent time, as (start, end) with start ≤ end.
    ///
    /// For speed > 0 it is [beginTime, beginTime + activeDuration / speed); for speed < 0 it is
    /// mirrored to end at `beginTime`; for speed 0 it is unbounded both ways.
    public var activeIntervalInParent: (start: Double, end: Double) {
        if speed == 0 { return (-.infinity, .infinity) }
        let span = activeDuration / abs(speed)
        return speed > 0 ? (beginTime, beginTime + span) : (beginTime - span, beginTime)
    }

    /// What the object shows at a parent time, or nil when it has no effect then.
    ///
    /// Outside the active interval only fill gives an effect, and after it only when the
    /// animation is kept (`isRemovedOnCompletion == false`), because Core Animation removes a
    /// finished animation together with its fill. Children of a group ignore their own removal:
    /// pass `ignoringRemoval: true` for them.
    public func sample(atParentTime parentTime: Double, ignoringRemoval: Bool = false) -> TimingSample? {
        let elapsed = (parentTime - beginTime) * speed
        guard !elapsed.isNaN else { return nil }
        switch phase(atParentTime: parentTime) {
        case .before:
            guard fillMode.fillsBackwards else { return nil }
            return cycleSample(localTime: timeOffset, phase: .before)
        case .active:
            // Only a negative speed is active at the active duration (see `phase`).
            return cycleSample(localTime: elapsed + timeOffset, phase: .active, atActiveEnd: elapsed == activeDuration)
        case .after:
            guard fillMode.fillsForwards, ignoringRemoval || !isRemovedOnCompletion else { return nil }
            return cycleSample(localTime: activeDuration + timeOffset, phase: .after)
        }
    }

    /// The parent time that objects nested in this one (a group's children) see, or nil when
    /// this object has no effect. The group's own timing function eases its children's clock,
    /// and children are clipped to the group's duration rather than scaled (timing.md §4.3).
    public func timeForChildren(
        atParentTime parentTime: Double,
        timingFunction: TimingFunction = .linear,
        ignoringRemoval: Bool = false
    ) -> Double? {
        guard let sample = sample(atParentTime: parentTime, ignoringRemoval: ignoringRemoval) else {
            return nil
        }
        return timingFunction.value(at: sample.progress) * effectiveDuration
    }

    /// Splits active local time into cycle index and position, applying the end-boundary rule.
    private func cycleSample(localTime: Double, phase: TimingPhase, atActiveEnd: Bool = false) -> TimingSample {
        let forward = effectiveDuration
        let cycle = cycleDuration
        var index = (localTime / cycle).rounded(.down)
        var inCycle = localTime - index * cycle
        // Guard the floor against rounding so inCycle always lies in [0, cycle).
        if inCycle < 0 {
            index -= 1
            inCycle += cycle
        } else if inCycle >= cycle {
            index += 1
            inCycle -= cycle
        }
        // End-boundary rule (Web Animations, "calculating the simple iteration progress"): at the
        // end of the active duration, in the after phase or (playing backwards) the active one,
        // a time exactly on a cycle boundary shows the end of the cycle just finished, not the
        // start of the next, so repeatCount 2 holds the toValue. The tolerance absorbs sums like
        // 3 × 0.4.
        if phase == .after || atActiveEnd, index > 0, inCycle <= cycle * 1e-9 {
            index -= 1
            inCycle = cycle
        }
        let reversing = autoreverses && inCycle >= forward
        let basic = reversing ? cycle - inCycle : inCycle
        let clampedBasic = min(max(basic, 0), forward)
        return TimingSample(
            phase: phase,
            iteration: Int(saturating: index),
            basicTime: clampedBasic,
            progress: clampedBasic / forward,
            isReversing: reversing
        )
    }
}

extension Int {
    /// Converts a whole Double, saturating at Int's bounds and mapping NaN to 0.
    init(saturating value: Double) {
        if value.isNaN { self = 0 }
        else if value >= Double(Int.max) { self = .max }
        else if value <= Double(Int.min) { self = .min }
        else { self = Int(value) }
    }
}
