import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// Values over time, one line per key, like a graph editor (`flipbook plot`): a panel per
/// unit with its own axis, dots where frames sample the line, and vertical marks at
/// completions, state changes and steps.
public enum ValuePlot {
    static let width = 820.0
    static let panelHeight = 200.0
    static let axisWidth = 64.0
    static let legendHeight = 18.0
    static let markRowHeight = 14.0

    /// Where a plot's time axis lies, in points of the picture, so a page can draw a playhead
    /// over it: time `start` at `left`, `end` at `right`, across `[top, bottom]`.
    public struct TimeAxis: Sendable, Equatable {
        public let start: Double, end: Double
        public let left: Double, right: Double, top: Double, bottom: Double
        public let width: Double, height: Double
    }

    /// Draws `series` (grouped into panels by unit, in order) over the scene's duration.
    public static func render(_ series: [PlotSeries], timeline: Timeline, title: String, scale: Double = 2,
                              fonts: FontConfiguration) throws(RenderError) -> RGBAImage {
        try renderWithAxis(series, timeline: timeline, title: title, scale: scale, fonts: fonts).image
    }

    /// The plot and where its time axis lies.
    public static func renderWithAxis(_ series: [PlotSeries], timeline: Timeline, title: String, scale: Double = 2,
                                      fonts: FontConfiguration) throws(RenderError) -> (image: RGBAImage, axis: TimeAxis) {
        guard !series.isEmpty else { throw RenderError(.badInput, "nothing to plot: no numeric values") }
        var units: [PlotSeries.Unit] = []
        for line in series where !units.contains(line.unit) { units.append(line.unit) }
        let marks = self.marks(timeline)
        let margin = ReviewStyle.margin
        let plotLeft = margin + axisWidth, plotRight = width - margin
        let time = PlotAxis(from: 0, to: max(timeline.duration, 1e-3), about: 8, padded: false)
        func x(_ t: Double) -> Double { plotLeft + time.fraction(t) * (plotRight - plotLeft) }

        // Mark labels in up to three rows, each placed in the first row where it fits.
        let sketch0 = try Sketch(width: 1, height: 1, fonts: fonts)
        var rows: [[ClosedRange<Double>]] = []
        var placed: [(mark: Mark, row: Int)] = []
        for mark in marks {
            let span = x(mark.time)...(x(mark.time) + sketch0.measure(mark.label, size: 10).width + 6)
            if let row = (0..<3).first(where: { row in row >= rows.count || !rows[row].contains { $0.overlaps(span) } }) {
                if row >= rows.count { rows.append([]) }
                rows[row].append(span)
                placed.append((mark, row))
            }
        }
        let titleHeight = 26.0
        let marksTop = margin + titleHeight
        let panelsTop = marksTop + Double(rows.count) * markRowHeight + 4
        let panelStride = legendHeight + panelHeight + 10
        let axisHeight = 22.0
        let height = panelsTop + Double(units.count) * panelStride + axisHeight + margin
        let sketch = try Sketch(width: width, height: height, scale: scale, background: .white, fonts: fonts)
        sketch.text(title, at: Point(x: margin, y: margin), size: ReviewStyle.titleSize, weight: 700, ReviewStyle.ink,
                    maxWidth: width - 2 * margin)
        let plotBottom = panelsTop + Double(units.count) * panelStride - 10

        // Time grid and marks behind everything.
        for tick in time.ticks {
            sketch.stroke([Point(x: x(tick), y: panelsTop), Point(x: x(tick), y: plotBottom)], ReviewStyle.grid)
            sketch.text(time.label(tick, unit: "s"), at: Point(x: x(tick), y: plotBottom + 4), size: 10,
                        ReviewStyle.secondaryInk, alignment: .center)
        }
        for (mark, row) in placed {
            sketch.stroke([Point(x: x(mark.time), y: marksTop + Double(row) * markRowHeight + 12), Point(x: x(mark.time), y: plotBottom)],
                          Color(red: mark.color.red, green: mark.color.green, blue: mark.color.blue, alpha: 0.55), dash: [3, 3])
            sketch.text(mark.label, at: Point(x: x(mark.time) + 3, y: marksTop + Double(row) * markRowHeight), size: 10, mark.color)
        }

        var colorIndex = 0
        for (panel, unit) in units.enumerated() {
            let top = panelsTop + Double(panel) * panelStride
            let plotTop = top + legendHeight, plotBase = plotTop + panelHeight
            let lines = series.filter { $0.unit == unit }
            let values = lines.flatMap { $0.line.map(\.value) + $0.frames.map(\.value) }
            let axis = PlotAxis(from: values.min() ?? 0, to: values.max() ?? 1)
            func y(_ value: Double) -> Double { plotBase - axis.fraction(value) * panelHeight }
            sketch.outline(Rect(x: plotLeft, y: plotTop, width: plotRight - plotLeft, height: panelHeight), ReviewStyle.frameBorder)
            for tick in axis.ticks {
                sketch.stroke([Point(x: plotLeft, y: y(tick)), Point(x: plotRight, y: y(tick))], ReviewStyle.grid)
                sketch.text(axis.label(tick, unit: unit.rawValue), at: Point(x: plotLeft - 6, y: y(tick) - 7), size: 10,
                            ReviewStyle.secondaryInk, alignment: .right)
            }
            if axis.lower < 0, axis.upper > 0 {
                sketch.stroke([Point(x: plotLeft, y: y(0)), Point(x: plotRight, y: y(0))], ReviewStyle.frameBorder)
            }
            var legendX = plotLeft
            for line in lines {
                let color = ReviewStyle.series[colorIndex % ReviewStyle.series.count]
                colorIndex += 1
                sketch.stroke(line.line.map { Point(x: x($0.time), y: y($0.value)) }, color, width: 1.6)
                for sample in line.frames { sketch.dot(at: Point(x: x(sample.time), y: y(sample.value)), radius: 1.9, color) }
                sketch.stroke([Point(x: legendX, y: top + 8), Point(x: legendX + 16, y: top + 8)], color, width: 2.5)
                let label = line.name + (line.unit == .plain ? "" : " (\(line.unit.rawValue))")
                legendX += 22 + sketch.text(label, at: Point(x: legendX + 22, y: top + 1), size: 11, ReviewStyle.ink).width + 16
            }
        }
        let axis = TimeAxis(start: 0, end: max(timeline.duration, 1e-3), left: plotLeft, right: plotRight,
                            top: panelsTop, bottom: plotBottom, width: width, height: height)
        return (sketch.rendered(), axis)
    }

    /// A vertical mark: an instant worth seeing on the time axis.
    struct Mark {
        let time: Double
        let label: String
        let color: Color
    }

    /// Completions, animations removed before they finished, state changes and steps, in time order.
    static func marks(_ timeline: Timeline) -> [Mark] {
        timeline.events.compactMap { event in
            switch event.kind {
            case .completion: return Mark(time: event.time, label: "\(event.subject) done", color: ReviewStyle.secondaryInk)
            case .state:
                return Mark(time: event.time, label: "\(event.subject) → \(event.detail("state") ?? "?")",
                            color: Color(red8: 0xAF, green8: 0x52, blue8: 0xDE))
            case .step: return Mark(time: event.time, label: event.detail("name") ?? event.subject, color: ReviewStyle.ink)
            case .stop where event.detail("finished") == "false":
                return Mark(time: event.time, label: "\(event.subject) \(event.detail("key") ?? "") removed", color: ReviewStyle.secondaryInk)
            default: return nil
            }
        }
    }
}
