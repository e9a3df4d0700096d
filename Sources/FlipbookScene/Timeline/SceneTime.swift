/// How simulation time is counted: in whole microseconds.
///
/// Every instant the simulation produces (an action, a completion, an animation's start and
/// stop, a trigger tick, an event, a key instant) lies on the microsecond grid, so the six
/// decimals Flipbook prints (event logs, `values`, golden file names) name it exactly, and a
/// value read at a printed time is the value at that instant. Without the grid a completion
/// at 0.3 + 0.6 s happens at 0.8999999999999999 s, a hair before the 0.9 s a golden prints,
/// where an eased value can still read 0.999273 instead of 1.
///
/// Times are kept as `Double`s holding a whole number of microseconds divided by 10⁶: the
/// division is correctly rounded, so `instant(0.3 + 0.6)` is the very `Double` written `0.9`.
public enum SceneTime {
    /// Grid points per second.
    public static let ticksPerSecond = 1_000_000.0

    /// The grid instant nearest `time` (non-finite times pass through).
    public static func instant(_ time: Double) -> Double {
        guard time.isFinite, abs(time) < 1e9 else { return time }
        return (time * ticksPerSecond).rounded() / ticksPerSecond
    }
}
