import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// Frames of a scene in a grid, each with its time and what happens at it printed under it
/// (`flipbook sheet`): the whole animation at a glance, like a storyboard.
public enum ContactSheet {
    /// How tall the two caption lines under a frame are, in points.
    static let captionHeight = 34.0

    /// Renders the frames at `times` in rows of `columns`, at `scale` pixels per point (frames
    /// keep their pixels: they are drawn at the sheet's own scale). `title` heads the sheet.
    public static func render(_ timeline: Timeline, times: [Double], columns: Int, scale: Double = 1, title: String,
                              fonts: FontConfiguration) throws(RenderError) -> RGBAImage {
        guard !times.isEmpty else { throw RenderError(.badInput, "a contact sheet needs at least one instant") }
        let columns = max(1, min(columns, times.count))
        let rows = (times.count + columns - 1) / columns
        let cell = Size(width: timeline.canvas.width, height: timeline.canvas.height)
        let (margin, gap) = (ReviewStyle.margin, ReviewStyle.gap)
        let titleHeight = 28.0
        let width = 2 * margin + Double(columns) * cell.width + Double(columns - 1) * gap
        let height = 2 * margin + titleHeight + Double(rows) * (cell.height + captionHeight) + Double(rows - 1) * gap
        let sketch = try Sketch(width: width, height: height, scale: scale, background: ReviewStyle.background, fonts: fonts)
        sketch.text(title, at: Point(x: margin, y: margin), size: ReviewStyle.titleSize, weight: 700, ReviewStyle.ink,
                    maxWidth: width - 2 * margin)
        let renderer = Renderer(fonts: fonts, scale: scale, resourceDirectory: timeline.resourceDirectory)
        for (index, time) in times.enumerated() {
            let x = margin + Double(index % columns) * (cell.width + gap)
            let y = margin + titleHeight + Double(index / columns) * (cell.height + captionHeight + gap)
            let frame = Rect(x: x, y: y, width: cell.width, height: cell.height)
            sketch.framed(try renderer.renderRGBA(timeline.presentation(at: time)), in: frame)
            sketch.text("t = \(DecimalText.decimals(time, upTo: 3)) s", at: Point(x: x, y: y + cell.height + 4),
                        size: 12, weight: 700, ReviewStyle.ink, maxWidth: cell.width)
            sketch.text(InstantCaption.describe(timeline, at: time), at: Point(x: x, y: y + cell.height + 19),
                        size: ReviewStyle.captionSize, ReviewStyle.secondaryInk, maxWidth: cell.width)
        }
        return sketch.rendered()
    }
}
