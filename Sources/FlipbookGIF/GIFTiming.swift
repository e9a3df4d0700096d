/// GIF frame delays from frame times (timing.md §6).
///
/// Delays are whole centiseconds. Each frame starts at its time rounded to a centisecond, so
/// rounding never accumulates (frame i of a 30 fps run starts at round(100·i/30) cs). Browsers
/// show delays of 0 or 1 cs as 10 cs, so no kept frame is shorter than 2 cs: above 50 fps,
/// frames that would start less than 2 cs after the previous kept one are dropped, evenly, and
/// the last frame (the end state) is always kept.
public struct GIFTiming: Equatable, Sendable {
    /// Indices of the frames kept, in order.
    public let keptFrames: [Int]
    /// The delay of each kept frame in centiseconds.
    public let delays: [Int]
    /// How many frames were dropped to keep delays ≥ 2 cs.
    public var droppedCount: Int { frameCount - keptFrames.count }
    let frameCount: Int

    /// The smallest delay browsers honour.
    public static let minimumDelay = 2
    /// The largest delay a GIF can hold (16 bits of centiseconds).
    public static let maximumDelay = 65_535

    /// Timing for frames starting at `startTimes` (output seconds, increasing) and ending at
    /// `end`, with the last frame held `holdLast` seconds longer.
    public init(startTimes: [Double], end: Double, holdLast: Double = 0) {
        frameCount = startTimes.count
        guard !startTimes.isEmpty else {
            keptFrames = []
            delays = []
            return
        }
        let starts = startTimes.map { Int((($0 - startTimes[0]) * 100).rounded()) }
        // Slots: a kept frame and the centisecond it starts at.
        var slots = [(index: 0, start: 0)]
        for index in 1..<starts.count where starts[index] - slots[slots.count - 1].start >= Self.minimumDelay {
            slots.append((index, starts[index]))
        }
        let last = starts.count - 1
        if slots[slots.count - 1].index != last {
            // The end state must show: it takes over the last slot after frame 0, or a new one.
            if slots.count > 1 {
                slots[slots.count - 1].index = last
            } else {
                slots.append((last, Self.minimumDelay))
            }
        }
        let endCentiseconds = Int(((end - startTimes[0]) * 100).rounded())
        var delays: [Int] = []
        for (position, slot) in slots.enumerated() {
            let next = position + 1 < slots.count
                ? slots[position + 1].start : max(endCentiseconds, slot.start + Self.minimumDelay)
            delays.append(max(next - slot.start, Self.minimumDelay))
        }
        let kept = slots.map(\.index)
        delays[delays.count - 1] += Int((holdLast * 100).rounded())
        keptFrames = kept
        self.delays = delays.map { min($0, Self.maximumDelay) }
    }
}
