import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// An expected | actual | diff picture of a scene's differing frames, one row per frame with
/// its time and numbers above it. It is itself a Flipbook scene (image and text layers),
/// rendered at 1x so the frames keep their pixels.
public enum GoldenStrip {
    /// Rows beyond this are left out (the report page lists them all).
    static let maximumRows = 12

    private static let gap = 12.0
    private static let captionHeight = 22.0
    private static let headerHeight = 26.0

    /// The strip for the differing frames of a result, or nil when none has artifacts.
    public static func render(_ result: GoldenSceneResult, fonts: FontConfiguration) throws -> RGBAImage? {
        let frames = result.outcomes.filter { $0.artifacts != nil }
        guard let first = frames.first?.artifacts,
              let bytes = FileManager.default.contents(atPath: first.actual),
              let sample = try? PNGCodec.decode(Array(bytes)) else { return nil }
        let (width, height) = (Double(sample.width), Double(sample.height))
        let rows = Array(frames.prefix(maximumRows))
        let rowHeight = captionHeight + height + gap
        let canvasHeight = headerHeight + Double(rows.count) * rowHeight + (frames.count > rows.count ? captionHeight : 0)
        let scene = Scene(name: result.name + " strip",
                          canvas: Canvas(width: 3 * width + 4 * gap, height: canvasHeight + gap, scale: 1,
                                         background: Color(red: 0.93, green: 0.93, blue: 0.95)))
        for (column, title) in ["expected", "actual", "diff"].enumerated() {
            scene.addLayer(label(title, x: gap + Double(column) * (width + gap), y: 4, width: width, bold: true))
        }
        for (row, outcome) in rows.enumerated() {
            guard let artifacts = outcome.artifacts else { continue }
            let top = headerHeight + Double(row) * rowHeight
            let numbers = outcome.difference?.summary ?? ""
            scene.addLayer(label("\(result.name) at t=\(DecimalText.sixDecimals(outcome.time ?? 0)) s   \(numbers)",
                                 x: gap, y: top, width: 3 * width + 2 * gap, bold: false))
            for (column, path) in [artifacts.expected, artifacts.actual, artifacts.diff].enumerated() {
                let image = Layer(id: "image-\(row)-\(column)", kind: .image)
                place(image, x: gap + Double(column) * (width + gap), y: top + captionHeight, width: width, height: height)
                image[.contents] = .string(path)
                image[.borderWidth] = .number(1)
                image[.borderColor] = .color(Color(red: 0.75, green: 0.75, blue: 0.78))
                scene.addLayer(image)
            }
        }
        if frames.count > rows.count {
            scene.addLayer(label("and \(frames.count - rows.count) more differing frames: see index.html", x: gap,
                                 y: headerHeight + Double(rows.count) * rowHeight, width: 3 * width, bold: false))
        }
        return try Renderer(fonts: fonts, scale: 1).renderRGBA(scene.timeline().presentation(at: 0))
    }

    /// Sets a layer's frame (bounds and position with the default anchor in the middle).
    private static func place(_ layer: Layer, x: Double, y: Double, width: Double, height: Double) {
        layer.bounds = Rect(x: 0, y: 0, width: width, height: height)
        layer.position = Point(x: x + width / 2, y: y + height / 2)
    }

    private static func label(_ text: String, x: Double, y: Double, width: Double, bold: Bool) -> Layer {
        let layer = Layer(id: "label-\(x)-\(y)", kind: .text)
        place(layer, x: x, y: y, width: width, height: captionHeight)
        layer[.string] = .string(text)
        layer[.fontSize] = .number(13)
        layer[.fontWeight] = .number(bold ? 700 : 400)
        layer[.foregroundColor] = .color(Color(red: 0.1, green: 0.1, blue: 0.12))
        layer[.truncationMode] = .string("end")
        return layer
    }
}
