/// The instants a render or a value table samples (the frame rule in docs/command-line.md).
public enum FrameSchedule {
    /// Frame times over [from, to] at `fps`: t_i = from + i/fps for i = 0 … floor((to − from)·fps),
    /// computed from the integer i; when (to − from)·fps is not whole, one more frame at exactly
    /// `to` closes the range. Spans within 1e-9 of a whole frame count count as whole.
    public static func times(from start: Double, to end: Double, fps: Int) -> [Double] {
        guard fps > 0, end >= start, start.isFinite, end.isFinite else { return [] }
        let span = (end - start) * Double(fps)
        let whole = span.rounded()
        let isWhole = abs(span - whole) < 1e-9
        let count = Int(isWhole ? whole : span.rounded(.down))
        var times = (0...count).map { start + Double($0) / Double(fps) }
        if !isWhole { times.append(end) }
        return times
    }

    /// Times sorted, each kept only if it is more than `tolerance` after the last one kept
    /// (instants gathered from several sources, counted once).
    public static func distinct(_ times: [Double], tolerance: Double = 1e-9) -> [Double] {
        var kept: [Double] = []
        for time in times.sorted() where kept.last.map({ time - $0 > tolerance }) ?? true { kept.append(time) }
        return kept
    }
}
