import Foundation
import Testing
import FlipbookPNG
import FlipbookRender
import FlipbookScene

@Suite("Drawing as iOS draws: perspective, doubleSided, sublayerTransform, shadowPath")
struct PerspectiveTests {
    /// A 100 × 80 card centred at (100, 60) with perspective 200 (m34 = −1/200), turning about y.
    static let json = """
        {"flipbook": 1, "name": "persp", "canvas": {"width": 200, "height": 120}, "duration": 1,
         "layers": [{"id": "card", "frame": [50, 20, 100, 80], "backgroundColor": "#007AFF",
           "transform": [{"perspective": 200}],
           "animations": [{"key": "flip", "type": "basic", "keyPath": "transform.rotation.y", "fromValue": 0,
                           "toValue": "pi", "duration": 1, "fillMode": "forwards", "removedOnCompletion": false}]}]}
        """

    /// A scene whose `stage` layer fills the canvas and gives its sublayers (JSON layer objects)
    /// a shared perspective through its sublayerTransform.
    static func stage(width: Int, height: Int, perspective: Int, _ sublayers: String) -> String {
        """
        {"flipbook": 1, "name": "stage", "canvas": {"width": \(width), "height": \(height)}, "duration": 1,
         "layers": [{"id": "stage", "frame": [0, 0, \(width), \(height)], "sublayerTransform": [{"perspective": \(perspective)}],
                     "sublayers": [\(sublayers)]}]}
        """
    }

    func frame(at time: Double, json: String = PerspectiveTests.json) throws -> RGBAImage {
        let timeline = try SceneFile.decode(Array(json.utf8), file: "persp.json").timeline()
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: 1), fonts: try FontConfiguration())
        return try renderer.renderRGBA(timeline.presentation(at: time))
    }

    /// The card's painted columns, each with its painted height.
    func columns(_ image: RGBAImage) -> [(x: Int, height: Int)] {
        (0..<image.width).compactMap { x in
            let painted = (0..<image.height).filter { image.pixel(x: x, y: $0).r < 128 }.count
            return painted > 0 ? (x, painted) : nil
        }
    }

    @Test("Turned 36° about y, the near edge is taller than the far one by the perspective ratio: 80·d/(d ∓ 50 sin θ)")
    func edges() throws {
        let painted = columns(try frame(at: 0.2))
        let theta = 0.2 * Double.pi
        let shift = 50 * sin(theta)
        let expected = [80 * 200 / (200 - shift), 80 * 200 / (200 + shift)]  // 93.8 and 69.8
        let edges = [painted[1].height, painted[painted.count - 2].height].map(Double.init).sorted(by: >)
        #expect(abs(edges[0] - expected[0]) < 2.5 && abs(edges[1] - expected[1]) < 2.5, "\(edges) against \(expected)")
        // Narrower than the card: projected, not just squashed.
        #expect(painted.count < 100 && painted.count > 70)
    }

    /// A plain 200 × 200 square at the card-flip scene's place, turned 60° about y in a stage
    /// with perspective 500 (m34 = −1/500).
    static let square = stage(width: 320, height: 320, perspective: 500, """
        {"id": "square", "frame": [60, 60, 200, 200], "backgroundColor": "#007AFF",
         "transform": [{"rotate3d": [0, 1, 0, "pi/3"]}]}
        """)

    @Test("A 200 pt square turned 60° with m34 = −1/500 is a trapezoid with edges 200·500/(500 ∓ 100 sin 60°): 242 and 171 pt")
    func trapezoid() throws {
        let painted = columns(try frame(at: 0, json: Self.square))
        let shift = 100 * sin(Double.pi / 3)
        let (near, far) = (200 * 500 / (500 - shift), 200 * 500 / (500 + shift))  // 241.9 and 170.5
        // The outermost columns are partly covered (anti-aliased); one in is the edge's height.
        let edges = (Double(painted[1].height), Double(painted[painted.count - 2].height))
        #expect(abs(edges.0 - near) < 2 && abs(edges.1 - far) < 2, "\(edges) against \((near, far))")
        // Its width: the edges at x = 160 ∓ 100 cos 60° · 500/(500 ± 100 sin 60°).
        let left = 160 - 50 * 500 / (500 - shift), right = 160 + 50 * 500 / (500 + shift)
        #expect(abs(Double(painted.first!.x) - left) < 1.5 && abs(Double(painted.last!.x + 1) - right) < 1.5,
                "columns \(painted.first!.x)…\(painted.last!.x) against \(left)…\(right)")
    }

    /// The same square as a sublayer reaching far outside a 10 × 10 holder that turns it (as a
    /// Lottie layer's shapes lie outside its empty bounds).
    static let squareOutsideItsHolder = stage(width: 320, height: 320, perspective: 500, """
        {"id": "holder", "frame": [155, 155, 10, 10], "transform": [{"rotate3d": [0, 1, 0, "pi/3"]}],
         "sublayers": [{"id": "square", "frame": [-95, -95, 200, 200], "backgroundColor": "#007AFF"}]}
        """)

    @Test("A turned layer's sublayers outside its bounds are projected whole: the same trapezoid as the square's own")
    func sublayersOutsideTheBounds() throws {
        let painted = columns(try frame(at: 0, json: Self.squareOutsideItsHolder))
        let expected = columns(try frame(at: 0, json: Self.square))
        #expect(painted.count == expected.count && painted.first?.x == expected.first?.x,
                "columns \(painted.first?.x ?? -1)…\(painted.last?.x ?? -1) against \(expected.first!.x)…\(expected.last!.x)")
        #expect(zip(painted, expected).allSatisfy { abs($0.height - $1.height) <= 1 },
                "heights \(painted.map(\.height)) against \(expected.map(\.height))")
    }

    @Test("The card-flip scene rests at 60° with the square's outline: the same column heights away from its rounded corners")
    func cardFlipScene() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/scenes/card-flip.json").path
        let timeline = try SceneFile.load(path: path).timeline()
        let renderer = Flipbook.renderer(for: timeline, options: RenderOptions(scale: 1), fonts: try FontConfiguration())
        let card = try renderer.renderRGBA(timeline.presentation(at: 0.8))
        // The card against the grouped-table grey (242, 242, 247), at least half covering a
        // pixel; a column's height is its painted span (the white title inside it counts).
        let cardColumns = (0..<card.width).compactMap { x -> (x: Int, height: Int)? in
            let painted = (0..<card.height).filter {
                let p = card.pixel(x: x, y: $0)
                return abs(Int(p.r) - 242) + abs(Int(p.g) - 242) + abs(Int(p.b) - 247) > 175 || (p.r == 255 && p.g == 255)
            }
            return painted.isEmpty ? nil : (x, painted.last! - painted.first! + 1)
        }
        let square = columns(try frame(at: 0, json: Self.square))
        #expect(abs(cardColumns.first!.x - square.first!.x) <= 1 && abs(cardColumns.last!.x - square.last!.x) <= 1)
        // 20 pt corners, narrowed by the turn: compare the columns 25 in from either side.
        let inner = square.dropFirst(25).dropLast(25)
        let byX = Dictionary(uniqueKeysWithValues: cardColumns.map { ($0.x, $0.height) })
        // Within 2 px: the half-coverage threshold differs between a flat blue and a gradient.
        let differing = inner.filter { abs((byX[$0.x] ?? 0) - $0.height) > 2 }.map { "\($0.x): \(byX[$0.x] ?? 0) vs \($0.height)" }
        #expect(differing.isEmpty, "\(differing)")
        #expect(timeline.value(ofLayer: "front", at: LayerKeyPath("transform.rotation.y")!, time: 0.8) == .number(Double.pi / 3))
        #expect(timeline.value(ofLayer: "back", at: LayerKeyPath("transform.rotation.y")!, time: 2.2) == .number(2 * Double.pi))
    }

    @Test("Siblings flatten in order, as a plain CALayer's do: a later flat sibling covers a turned one's near half; zPosition reorders")
    func siblingsFlattenInOrder() throws {
        func stage(flatZ: Int) -> String {
            Self.stage(width: 200, height: 120, perspective: 300, """
                {"id": "turned", "frame": [50, 20, 100, 80], "backgroundColor": "#FF0000",
                 "transform": [{"rotate3d": [0, 1, 0, "pi/4"]}]},
                {"id": "flat", "frame": [40, 50, 60, 20], "backgroundColor": "#0000FF", "zPosition": \(flatZ)}
                """)
        }
        // The turned layer's left half comes towards the viewer (z > 0), in front of the flat one
        // in space, but a plain layer does not sort its sublayers by depth.
        let inOrder = try frame(at: 0, json: stage(flatZ: 0))
        #expect(inOrder.pixel(x: 70, y: 60).b == 255 && inOrder.pixel(x: 70, y: 60).r == 0, "the later sibling on top")
        let behind = try frame(at: 0, json: stage(flatZ: -1))
        #expect(behind.pixel(x: 70, y: 60).r == 255 && behind.pixel(x: 70, y: 60).b == 0, "zPosition −1 puts it behind")
    }

    @Test("In perspective a layer's shadow and its sublayers outside its bounds turn with it, not cut at the bounds")
    func beyondTheBounds() throws {
        let json = Self.stage(width: 240, height: 200, perspective: 400, """
            {"id": "card", "frame": [60, 50, 120, 100], "backgroundColor": "#007AFF",
             "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [0, 20], "shadowColor": "black",
             "transform": [{"rotate3d": [0, 1, 0, "pi/6"]}],
             "sublayers": [{"id": "badge", "frame": [100, -20, 40, 40], "backgroundColor": "#FF3B30"}]}
            """)
        let image = try frame(at: 0, json: json)
        let shadow = image.pixel(x: 120, y: 160), badge = image.pixel(x: 168, y: 45)
        #expect(shadow.r < 10 && shadow.b < 10, "the shadow below the card: \(shadow)")
        #expect(badge.r > 240 && badge.g < 80, "the badge above its top edge: \(badge)")
    }

    @Test("Without a turn, a perspective transform is affine and the card is drawn directly, unchanged")
    func flatIsDirect() throws {
        let painted = columns(try frame(at: 0))
        #expect(painted.count == 100 && painted.allSatisfy { $0.height == 80 })
    }

    @Test("doubleSided false: drawn while its front shows, nothing once a turn past 90° shows its back")
    func singleSided() throws {
        let json = Self.json.replacingOccurrences(of: "\"backgroundColor\": \"#007AFF\",",
                                                  with: "\"backgroundColor\": \"#007AFF\", \"doubleSided\": false,")
        #expect(!columns(try frame(at: 0.3, json: json)).isEmpty)
        #expect(columns(try frame(at: 0.7, json: json)).isEmpty, "126°: the back")
        #expect(!columns(try frame(at: 0.7)).isEmpty, "double-sided by default: the back shows")
    }

    @Test("sublayerTransform: the parent's perspective shared by a turned sublayer gives the same edges as its own")
    func sharedPerspective() throws {
        let json = Self.stage(width: 200, height: 120, perspective: 200, """
            {"id": "card", "frame": [50, 20, 100, 80], "backgroundColor": "#007AFF",
             "transform": [{"rotate3d": [0, 1, 0, "0.2*pi"]}]}
            """)
        let shared = columns(try frame(at: 0, json: json)).map(\.height)
        let own = columns(try frame(at: 0.2)).map(\.height)
        #expect(shared.count == own.count && zip(shared, own).allSatisfy { abs($0 - $1) <= 1 }, "\(shared) against \(own)")
    }

    @Test("shadowPath outlines the shadow: a clear layer casts the path's shadow, moved by the offset")
    func shadowPath() throws {
        let json = """
            {"flipbook": 1, "name": "shadow", "canvas": {"width": 200, "height": 120}, "duration": 1,
             "layers": [{"id": "clear", "frame": [20, 20, 100, 80], "shadowOpacity": 1, "shadowRadius": 0,
                         "shadowOffset": [10, 10], "shadowColor": "black", "shadowPath": {"rect": [0, 0, 40, 30]}}]}
            """
        let image = try frame(at: 0, json: json)
        // The rectangle (0, 0, 40, 30) in the layer, at (20, 20) on the canvas, moved by (10, 10).
        #expect(image.pixel(x: 35, y: 35).r < 10 && image.pixel(x: 69, y: 59).r < 10, "inside the outline")
        #expect(image.pixel(x: 71, y: 45).r > 245 && image.pixel(x: 45, y: 61).r > 245, "outside it")
    }

    @Test("anchorPointZ: a face turned 60° about a centre 50 pt behind it moves aside by 50 sin 60°")
    func anchorPointZ() throws {
        func face(_ z: Int) throws -> [(x: Int, height: Int)] {
            let json = """
                {"flipbook": 1, "name": "face", "canvas": {"width": 200, "height": 120}, "duration": 1,
                 "layers": [{"id": "face", "frame": [50, 20, 100, 80], "backgroundColor": "#007AFF", "anchorPointZ": \(z),
                             "transform": [{"rotate3d": [0, 1, 0, "pi/3"]}]}]}
                """
            return columns(try frame(at: 0, json: json))
        }
        let flat = try face(0), turned = try face(-50)
        let centre = { (columns: [(x: Int, height: Int)]) in Double(columns.first!.x + columns.last!.x + 1) / 2 }
        #expect(abs(centre(flat) - 100) < 1 && abs(Double(flat.count) - 50) <= 1, "turned in place: 50 pt wide at 100")
        #expect(abs(abs(centre(turned) - 100) - 50 * sin(Double.pi / 3)) < 1 && abs(Double(turned.count) - 50) <= 1,
                "moved by 43.3 pt: \(centre(turned))")
    }
}

