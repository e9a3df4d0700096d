import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// Variants of a scene side by side: a column per variant (another scene, or the same one with
/// other parameters), a row per instant (`flipbook compare` to PNG, `flipbook sweep`), or one
/// row per output frame of an animation (`flipbook compare` to GIF).
public final class FrameGrid {
    /// One column: its label and what it shows.
    public struct Column {
        public let label: String
        public let timeline: Timeline

        public init(label: String, timeline: Timeline) {
            self.label = label
            self.timeline = timeline
        }
    }

    static let headerHeight = 24.0
    static let rowLabelWidth = 64.0

    private let columns: [Column]
    private let scale: Double
    private let fonts: FontConfiguration
    private let renderers: [Renderer]
    private let cellHeight: Double

    public init(columns: [Column], scale: Double, fonts: FontConfiguration) {
        self.columns = columns
        self.scale = scale
        self.fonts = fonts
        renderers = columns.map { Renderer(fonts: fonts, scale: scale, resourceDirectory: $0.timeline.resourceDirectory) }
        cellHeight = columns.map(\.timeline.canvas.height).max() ?? 0
    }

    /// A grid with a row per instant: column labels on top, times on the left. A time past a
    /// variant's end shows its end.
    public func render(times: [Double], title: String) throws(RenderError) -> RGBAImage {
        let (margin, gap) = (ReviewStyle.margin, ReviewStyle.gap)
        let titleHeight = 28.0
        let width = 2 * margin + Self.rowLabelWidth + contentWidth
        let height = 2 * margin + titleHeight + Self.headerHeight + Double(times.count) * (cellHeight + gap)
        let sketch = try Sketch(width: width, height: height, scale: scale, background: ReviewStyle.background, fonts: fonts)
        sketch.text(title, at: Point(x: margin, y: margin), size: ReviewStyle.titleSize, weight: 700, ReviewStyle.ink,
                    maxWidth: width - 2 * margin)
        let top = margin + titleHeight
        try drawColumns(on: sketch, left: margin + Self.rowLabelWidth, top: top, times: times)
        for (row, time) in times.enumerated() {
            sketch.text("t = \(DecimalText.decimals(time, upTo: 3)) s", at: Point(x: margin, y: top + Self.headerHeight
                + Double(row) * (cellHeight + gap) + cellHeight / 2 - 8), size: 12, weight: 700, ReviewStyle.ink,
                maxWidth: Self.rowLabelWidth - 6)
        }
        return sketch.rendered()
    }

    /// The size of one animation frame (`frame(at:on:)`), in points.
    public var frameSize: Size {
        Size(width: ReviewStyle.gap + contentWidth, height: Self.headerHeight + cellHeight + ReviewStyle.gap)
    }

    /// One frame of a side-by-side animation: every variant at `time`, labelled, drawn on a
    /// sketch of `frameSize` (reused from frame to frame).
    public func frame(at time: Double, on sketch: Sketch) throws(RenderError) -> RGBAImage {
        sketch.clear(ReviewStyle.background)
        try drawColumns(on: sketch, left: ReviewStyle.gap, top: 0, times: [time])
        sketch.text("t = \(DecimalText.decimals(time, upTo: 2)) s", at: Point(x: frameSize.width - ReviewStyle.gap, y: 4), size: 12,
                    ReviewStyle.secondaryInk, alignment: .right)
        return sketch.rendered()
    }

    private var contentWidth: Double {
        columns.reduce(0) { $0 + $1.timeline.canvas.width + ReviewStyle.gap }
    }

    /// Each column's label, then its frame at each time, one row per time.
    private func drawColumns(on sketch: Sketch, left: Double, top: Double, times: [Double]) throws(RenderError) {
        var x = left
        for (column, renderer) in zip(columns, renderers) {
            let canvas = column.timeline.canvas
            sketch.text(column.label, at: Point(x: x, y: top + 4), size: 12, weight: 700, ReviewStyle.ink, maxWidth: canvas.width)
            for (row, time) in times.enumerated() {
                let y = top + Self.headerHeight + Double(row) * (cellHeight + ReviewStyle.gap)
                let frame = try renderer.renderRGBA(column.timeline.presentation(at: min(time, column.timeline.duration)))
                sketch.framed(frame, in: Rect(x: x, y: y, width: canvas.width, height: canvas.height))
            }
            x += canvas.width + ReviewStyle.gap
        }
    }
}
