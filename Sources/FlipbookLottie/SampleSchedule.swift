import FlipbookScene

/// The instants an export samples: every output frame, and every event instant (an animation
/// starting or stopping, a model change) together with the moment just before it, so a jump
/// at an event is seen as one and a curve between two events is seen whole.
struct SampleSchedule {
    /// One sampled instant.
    struct Point {
        /// Where it lies in output frames (fractional between frames); a left limit has its
        /// knot's frame.
        let frame: Double
        /// The scene time sampled.
        let time: Double
        /// Whether it is the moment just before a knot, not the knot itself.
        let isLeftLimit: Bool
    }

    /// How far before a knot its left limit is sampled, in seconds: one step of the scene's
    /// microsecond grid, near enough that a moving value is within the fitter's tolerance.
    static let leftLimitTime = 1e-6
    /// Where a keyframe holding a left limit goes in the document, in frames before its knot.
    static let leftLimitFrames = 1e-3

    let fps: Double
    /// The last frame's number: frames are 0…lastFrame, the last one the scene's end.
    let lastFrame: Int
    /// Frames where the value may change its course (events), with 0 and lastFrame, sorted.
    let knots: [Double]
    /// Every sample, sorted by frame.
    let points: [Point]

    init(timeline: Timeline, fps: Double) {
        self.fps = fps
        let duration = timeline.duration
        // The frame rule (docs/command-line.md): the last frame shows the end state, on or after the last whole frame.
        lastFrame = max(Int((duration * fps - 1e-9).rounded(.up)), 0)
        let last = Double(lastFrame)
        let eventFrames = timeline.events.map { $0.time * fps }.filter { $0 > 0 && $0 < last }
        knots = FrameSchedule.distinct([0, last] + eventFrames, tolerance: 2 * Self.leftLimitFrames)
        func time(_ frame: Double) -> Double { min(max(frame / fps, 0), duration) }
        var points = (0...lastFrame).map { Point(frame: Double($0), time: time(Double($0)), isLeftLimit: false) }
        for knot in knots where knot > 0 {
            points.append(Point(frame: knot, time: max(time(knot) - Self.leftLimitTime, 0), isLeftLimit: true))
            if knot != knot.rounded() { points.append(Point(frame: knot, time: time(knot), isLeftLimit: false)) }
        }
        // A left limit comes just before its knot.
        self.points = points.sorted { $0.frame != $1.frame ? $0.frame < $1.frame : $0.isLeftLimit && !$1.isLeftLimit }
    }

    /// The index of the sample at frame `frame` (not a left limit).
    func index(at frame: Double) -> Int {
        points.firstIndex { !$0.isLeftLimit && abs($0.frame - frame) < 1e-9 }!
    }

    /// The indices of the whole frames' samples, frame 0 first.
    var frameIndices: [Int] {
        points.indices.filter { !points[$0].isLeftLimit && points[$0].frame == points[$0].frame.rounded() }
    }
}
