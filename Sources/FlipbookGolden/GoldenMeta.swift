import FlipbookRender
import FlipbookScene
import Foundation

/// `meta.json` beside golden frames: the environment they were rendered in (library versions,
/// font hashes), the scale and the canvas. A check in another environment reads it to say what
/// differs and to compare with `ImageTolerance.crossEnvironment` instead of failing on
/// anti-aliasing and hinting that no scene change caused.
struct GoldenMeta: Equatable {
    static let file = "meta.json"

    let environment: RenderEnvironment
    let scale: Double
    let canvasWidth: Double
    let canvasHeight: Double

    /// The file's text: stable key order, one entry per line, so a diff of it reads well.
    var json: String {
        func object(_ entries: [RenderEnvironment.Entry]) -> String {
            "{\n" + entries.map { "    \(ValueTable.jsonString($0.name)): \(ValueTable.jsonString($0.value))" }
                .joined(separator: ",\n") + "\n  }"
        }
        return """
            {
              "scale": \(DecimalText.trimmed(scale)),
              "canvas": { "width": \(DecimalText.trimmed(canvasWidth)), "height": \(DecimalText.trimmed(canvasHeight)) },
              "libraries": \(object(environment.libraries)),
              "fonts": \(object(environment.fonts))
            }

            """
    }

    init(environment: RenderEnvironment, scale: Double, canvasWidth: Double, canvasHeight: Double) {
        self.environment = environment
        self.scale = scale
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
    }

    /// Reads a `meta.json`; nil when it is not one (then the environment counts as unknown).
    init?(_ bytes: [UInt8]) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let scale = object["scale"] as? Double, let canvas = object["canvas"] as? [String: Double],
              let width = canvas["width"], let height = canvas["height"],
              let libraries = object["libraries"] as? [String: String], let fonts = object["fonts"] as? [String: String]
        else { return nil }
        // JSONSerialization forgets key order; the entries' order only matters for printing.
        func entries(_ pairs: [String: String]) -> [RenderEnvironment.Entry] {
            pairs.sorted { $0.key < $1.key }.map { RenderEnvironment.Entry($0.key, $0.value) }
        }
        self.init(environment: RenderEnvironment(libraries: entries(libraries), fonts: entries(fonts)),
                  scale: scale, canvasWidth: width, canvasHeight: height)
    }
}
