import FlipbookLottieImport
import FlipbookPNG
import FlipbookRender
import FlipbookScene
import Foundation
import Testing

/// Lottie features drawn as current players draw them, each on a small document whose pixels
/// are worked out by hand in the test. These need neither `../shared/lottie` nor a player.
@Suite("Lottie import: features against numbers worked out by hand")
struct LottieFeatureTests {
    /// A 200 × 200 document at 30 fps holding `layers`.
    func document(op: Double = 60, layers: String, assets: String = "[]") -> [UInt8] {
        Array("""
        {"v":"5.7","fr":30,"ip":0,"op":\(op),"w":200,"h":200,"assets":\(assets),"layers":\(layers)}
        """.utf8)
    }

    /// A red `size` square centred on its layer's origin.
    func redSquare(_ size: Double) -> String {
        """
        [{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[\(size),\(size)]},"r":{"a":0,"k":0}},
         {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]
        """
    }

    /// The document drawn at `frame`, at 1 point per pixel.
    func render(_ json: [UInt8], frame: Double) throws -> RGBAImage {
        let imported = try LottieImport(json: json)
        let scene = imported.scene(name: "feature", scale: 1)
        let timeline = try scene.timeline()
        let renderer = Renderer(fonts: try FontConfiguration(), scale: 1, background: .clear)
        return try renderer.renderRGBA(timeline.presentation(at: frame / imported.frameRate))
    }

    /// Coverage of row `y` (the sum of alpha / 255): the width drawn across it.
    func rowWidth(_ image: RGBAImage, _ y: Int) -> Double {
        (0..<image.width).reduce(0) { $0 + Double(image.pixels[(y * image.width + $1) * 4 + 3]) / 255 }
    }

    /// Coverage of column `x`: the height drawn down it.
    func columnHeight(_ image: RGBAImage, _ x: Int) -> Double {
        (0..<image.height).reduce(0) { $0 + Double(image.pixels[($1 * image.width + x) * 4 + 3]) / 255 }
    }

    @Test("A 3-D layer turned 60° about x or y is drawn flat, as lottie-ios turns it: half as tall (or wide), its edges equal")
    func turnInDepth() throws {
        // A 100-point square about the anchor at (100, 100), rx = 60°. lottie-ios turns it with
        // CATransform3DRotate and no perspective (m34 = 0), so it is seen flat: 100 cos 60° = 50
        // points tall (y 75 to 125), its top and bottom edges both 100 wide. ThorVG and
        // lottie-web draw the same; rlottie, in perspective from 1024 points, would draw the
        // edges 95.9 and 104.4 wide.
        let layer = #"{"ty":4,"ind":1,"nm":"card","ddd":1,"ip":0,"op":60,"st":0,"#
            + #""ks":{"p":{"a":0,"k":[100,100,0]},"a":{"a":0,"k":[0,0,0]},"rx":{"a":0,"k":60}},"shapes":"# + redSquare(100) + "}"
        let image = try render(document(layers: "[\(layer)]"), frame: 0)
        #expect(abs(columnHeight(image, 100) - 50) < 0.05, "\(columnHeight(image, 100))")
        #expect(abs(rowWidth(image, 76) - 100) < 0.05 && abs(rowWidth(image, 124) - 100) < 0.05,
                "\(rowWidth(image, 76)), \(rowWidth(image, 124))")

        // About y: 50 wide (x 75 to 125), its left and right edges both 100 tall.
        let turnedAboutY = layer.replacingOccurrences(of: #""rx""#, with: #""ry""#)
        let sideways = try render(document(layers: "[\(turnedAboutY)]"), frame: 0)
        #expect(abs(rowWidth(sideways, 100) - 50) < 0.05, "\(rowWidth(sideways, 100))")
        #expect(abs(columnHeight(sideways, 76) - 100) < 0.05 && abs(columnHeight(sideways, 124) - 100) < 0.05,
                "\(columnHeight(sideways, 76)), \(columnHeight(sideways, 124))")
        #expect(try LottieImport(json: document(layers: "[\(layer)]")).warnings.isEmpty)
    }

    @Test("A 3-D layer turns about z first, then y, then x, as lottie-ios composes them")
    func turnsInOrder() throws {
        // A 100 × 40 rectangle with rz = 90° and ry = 60°. lottie-ios (CATransform3D.makeTransform:
        // rotated x, then y, then z, each CATransform3DRotate turning the points first) stands it
        // up, 40 wide and 100 tall, then turns that about y: 20 wide, 100 tall. Turned about y
        // first it would be 50 × 40, then stood up: 40 wide, 50 tall.
        let rectangle = #"[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,40]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]"#
        let layer = #"{"ty":4,"ind":1,"nm":"card","ddd":1,"ip":0,"op":60,"st":0,"#
            + #""ks":{"p":{"a":0,"k":[100,100,0]},"a":{"a":0,"k":[0,0,0]},"ry":{"a":0,"k":60},"rz":{"a":0,"k":90}},"shapes":"#
            + rectangle + "}"
        let image = try render(document(layers: "[\(layer)]"), frame: 0)
        #expect(abs(rowWidth(image, 100) - 20) < 0.05, "\(rowWidth(image, 100))")
        #expect(abs(columnHeight(image, 100) - 100) < 0.05, "\(columnHeight(image, 100))")
    }
}

extension LottieFeatureTests {
    /// A precomposition of 200 × 200 whose 20-point square moves from x = 50 to 150 over its
    /// frames 0–30 (linearly, 10/3 points a frame) and shows only before its frame 20.
    func remappedDocument(timeRemap: String) -> [UInt8] {
        let square = #"{"ty":4,"ind":1,"nm":"square","ip":0,"op":20,"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[50,100],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[150,100]}]}},"shapes":"#
            + redSquare(20) + "}"
        return document(layers: #"[{"ty":0,"ind":1,"nm":"remapped","refId":"inner","w":200,"h":200,"ip":0,"op":60,"st":0,"ks":{},"tm":"#
                            + timeRemap + "}]",
                        assets: #"[{"id":"inner","layers":[\#(square)]}]"#)
    }

    /// The x of the centre of what is drawn (nil when nothing is).
    func centreX(_ image: RGBAImage) -> Double? {
        var (sum, weight) = (0.0, 0.0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let alpha = Double(image.pixels[(y * image.width + x) * 4 + 3])
                sum += alpha * (Double(x) + 0.5)
                weight += alpha
            }
        }
        return weight > 0 ? sum / weight : nil
    }

    @Test("Time remapping: the precomposition shows its frame tm(f) × frame rate, backwards, frozen, in and out points in its own time")
    func timeRemapping() throws {
        // tm goes from 1 s down to 0 s over frames 0–30 (30 fps): frame f shows inner frame 30 − f.
        let backwards = remappedDocument(timeRemap: #"{"a":1,"k":[{"t":0,"s":[1],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[0]}]}"#)
        // Frame 15 shows inner frame 15: x = 50 + 15 × 10/3 = 100. Frame 27 shows inner frame 3: x = 60.
        #expect(abs(try #require(centreX(render(backwards, frame: 15))) - 100) < 0.05)
        #expect(abs(try #require(centreX(render(backwards, frame: 27))) - 60) < 0.05)
        // Frame 6 shows inner frame 24, after the square's out point (20): nothing. rlottie and
        // ThorVG draw the same three frames (x = 100, 60, nothing).
        #expect(centreX(try render(backwards, frame: 6)) == nil)
        // A constant tm freezes it: 0.2 s is inner frame 6 (x = 70) at every frame, as ThorVG
        // draws it (After Effects' freeze frame). rlottie ignores a constant tm (plays the
        // precomposition on); a choice, said in the README.
        let frozen = remappedDocument(timeRemap: #"{"a":0,"k":0.2}"#)
        for frame in [0.0, 15, 59] {
            #expect(abs(try #require(centreX(render(frozen, frame: frame))) - 70) < 0.05)
        }
        #expect(try LottieImport(json: backwards).warnings.isEmpty)
    }
}

extension LottieFeatureTests {
    /// A red rectangle 100 wide and 140 tall at the centre under a track matte (`tt`) 100 points
    /// square whose left half is white and right half mid grey (#808080), both opaque.
    func mattedDocument(matteType: Int) -> [UInt8] {
        let halves = """
            [{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[-25,0]},"s":{"a":0,"k":[50,100]},"r":{"a":0,"k":0}},
                              {"ty":"fl","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]},
             {"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[25,0]},"s":{"a":0,"k":[50,100]},"r":{"a":0,"k":0}},
                              {"ty":"fl","c":{"a":0,"k":[0.50196,0.50196,0.50196,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]
            """
        let centre = #""ks":{"p":{"a":0,"k":[100,100]}}"#
        return document(layers: """
            [{"ty":4,"ind":1,"nm":"matte","td":1,"ip":0,"op":60,"st":0,\(centre),"shapes":\(halves)},
             {"ty":4,"ind":2,"nm":"square","tt":\(matteType),"ip":0,"op":60,"st":0,\(centre),"shapes":\(redSquare(100).replacingOccurrences(of: "[100.0,100.0]", with: "[100,140]"))}]
            """)
    }

    func alpha(_ image: RGBAImage, x: Int, y: Int) -> Int { Int(image.pixels[(y * image.width + x) * 4 + 3]) }

    @Test("Track mattes: alpha, inverted alpha, luma (Rec. 709 of the premultiplied colour) and inverted luma")
    func trackMattes() throws {
        // At (75, 100) the matte is white, at (125, 100) grey 128, at (100, 160) empty but the
        // rectangle there; at (100, 180) neither. Luminance of grey 128 is 128, of white 255.
        // ThorVG draws the same levels (±1), rlottie within 4 (its full coverage is 251).
        let expected: [Int: (left: Int, right: Int, outside: Int)] = [1: (255, 255, 0), 2: (0, 0, 255), 3: (255, 128, 0), 4: (0, 127, 255)]
        for (type, levels) in expected.sorted(by: { $0.key < $1.key }) {
            let image = try render(mattedDocument(matteType: type), frame: 0)
            #expect(alpha(image, x: 75, y: 100) == levels.left, "tt \(type)")
            #expect(abs(alpha(image, x: 125, y: 100) - levels.right) <= 1, "tt \(type): \(alpha(image, x: 125, y: 100))")
            #expect(alpha(image, x: 100, y: 160) == levels.outside, "tt \(type)")
            #expect(alpha(image, x: 100, y: 180) == 0, "tt \(type): outside the rectangle nothing shows")
            #expect(try LottieImport(json: mattedDocument(matteType: type)).warnings.isEmpty)
        }
    }
}

extension LottieFeatureTests {
    /// The x of the centre of what row `y` draws.
    func rowCentre(_ image: RGBAImage, _ y: Int) -> Double {
        var (sum, weight) = (0.0, 0.0)
        for x in 0..<image.width {
            let alpha = Double(image.pixels[(y * image.width + x) * 4 + 3])
            sum += alpha * (Double(x) + 0.5)
            weight += alpha
        }
        return sum / max(weight, 1)
    }

    @Test("Skew: sk 30° along the x axis shears x by −tan 30° per point of y, after the scale, before the rotation")
    func skew() throws {
        func layer(_ transform: String) -> String {
            #"[{"ty":4,"ind":1,"nm":"square","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[100,100]},"# + transform
                + #"},"shapes":"# + redSquare(100) + "}]"
        }
        // Row 50's centre is 49.5 points above the anchor: it moves 49.5 tan 30° = 28.58 right;
        // row 149's as far left. Every row stays 100 wide.
        let sheared = try render(document(layers: layer(#""sk":{"a":0,"k":30},"sa":{"a":0,"k":0}"#)), frame: 0)
        #expect(abs(rowCentre(sheared, 50) - 128.58) < 0.05, "\(rowCentre(sheared, 50))")
        #expect(abs(rowCentre(sheared, 149) - 71.42) < 0.05, "\(rowCentre(sheared, 149))")
        #expect(abs(rowWidth(sheared, 100) - 100) < 0.05)
        // Along the y axis (sa 90°) it shears y by x instead: column 50 rises 28.58, column 149 falls.
        let alongY = try render(document(layers: layer(#""sk":{"a":0,"k":30},"sa":{"a":0,"k":90}"#)), frame: 0)
        #expect(abs(columnHeight(alongY, 100) - 100) < 0.05)
        #expect(alongY.pixels[((100 - 50 - 28 + 1) * 200 + 50) * 4 + 3] == 255 && alongY.pixels[((100 - 50 - 28 - 2) * 200 + 50) * 4 + 3] == 0)
        // Animated: halfway from 0° to 30° is 15°: row 50 moves 49.5 tan 15° = 13.26 right. ThorVG
        // draws these within 55–61 dB (rlottie does not draw skew).
        let animated = try render(document(layers: layer(#""sk":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[30]}]}"#)),
                                  frame: 15)
        #expect(abs(rowCentre(animated, 50) - 113.26) < 0.05, "\(rowCentre(animated, 50))")
        #expect(try LottieImport(json: document(layers: layer(#""sk":{"a":0,"k":30}"#))).warnings.isEmpty)
    }
}

extension LottieFeatureTests {
    /// The area drawn (the sum of alpha / 255).
    func area(_ image: RGBAImage) -> Double {
        stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Double(image.pixels[$1]) / 255 }
    }

    @Test("Rounded corners: 20-point corners on a 100-point square path and rectangle; an ellipse has none to round")
    func roundedCorners() throws {
        func rounded(_ shape: String, radius: Double = 20) throws -> RGBAImage {
            let layer = #"[{"ty":4,"ind":1,"nm":"s","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[100,100]}},"shapes":["#
                + shape + #",{"ty":"rd","r":{"a":0,"k":\#(radius)}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]"#
            return try render(document(layers: layer), frame: 0)
        }
        // Each corner becomes a cubic from 20 points along one side to 20 along the other, its
        // control points 0.5519 of the way back to the corner: it encloses 0.78545 r² with the
        // corner's two radii, so 4 × 400 × (1 − 0.78545) = 343.3 of the 10 000 go (a quarter
        // circle would take 343.4). Cairo's flattening takes about 2 more.
        let square = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[-50,-50],[50,-50],[50,50],[-50,50]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        let squareArea = area(try rounded(square))
        #expect(abs(squareArea - 9656.7) < 3, "\(squareArea)")
        let rectangle = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}}"#
        let rectangleArea = area(try rounded(rectangle))
        #expect(abs(rectangleArea - 9656.7) < 3, "\(rectangleArea)")
        // An ellipse's vertices have tangents: nothing is rounded.
        let ellipse = #"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}"#
        #expect(try rounded(ellipse) == rounded(ellipse, radius: 0))
    }
}

extension LottieFeatureTests {
    @Test("A trimmed path is filled where the trim keeps it: half a square's outline fills a triangle")
    func trimmedFill() throws {
        // A rectangle's path starts at its top right corner and runs clockwise: the first half of
        // its outline is the right side and the bottom, filled as the triangle (150, 50),
        // (150, 150), (50, 150): area 5000, centre x (150 + 150 + 50) / 3 = 116.67. rlottie and
        // ThorVG fill the same (74 dB, identical).
        let shapes = """
            [{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
             {"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0},"m":1},
             {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]
            """
        let layer = #"[{"ty":4,"ind":1,"nm":"s","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[100,100]}},"shapes":"# + shapes + "}]"
        let image = try render(document(layers: layer), frame: 0)
        #expect(abs(area(image) - 5000) < 1, "\(area(image))")
        #expect(abs(try #require(centreX(image)) - 116.67) < 0.1)
        #expect(try LottieImport(json: document(layers: layer)).warnings.isEmpty)
    }
}

extension LottieFeatureTests {
    /// A text layer at (20, 100) in the test font: glyphs "I" (a 10 × 70 bar on the baseline,
    /// advance 20), "L" (that bar and a 40 × 10 foot, advance 50) and a space (advance 25), in
    /// units of a 100-point font. `documents` are text documents' `s` members with their frames.
    func textDocument(_ documents: [(frame: Int, style: String)]) -> [UInt8] {
        func bar(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> String {
            #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[\#(x1),\#(y0)],[\#(x1),\#(y1)],[\#(x0),\#(y1)],[\#(x0),\#(y0)]],"#
                + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        }
        func glyph(_ character: String, advance: Int, _ bars: [String]) -> String {
            #"{"ch":"\#(character)","size":100,"style":"Regular","w":\#(advance),"fFamily":"Test","data":{"shapes":[{"ty":"gr","it":["#
                + bars.joined(separator: ",") + #",{"ty":"tr"}]}]}}"#
        }
        let chars = [glyph("I", advance: 20, [bar(0, -70, 10, 0)]), glyph("L", advance: 50, [bar(0, -70, 10, 0), bar(0, -10, 40, 0)]),
                     #"{"ch":" ","size":100,"style":"Regular","w":25,"fFamily":"Test","data":{}}"#]
        let keyframes = documents.map { #"{"t":\#($0.frame),"s":{"s":50,"f":"Test-Regular","lh":60,"fc":[1,0,0],\#($0.style)}}"# }
        return Array("""
            {"v":"5.7","fr":30,"ip":0,"op":60,"w":200,"h":200,"assets":[],
             "fonts":{"list":[{"fName":"Test-Regular","fFamily":"Test","fStyle":"Regular","ascent":75}]},
             "chars":[\(chars.joined(separator: ","))],
             "layers":[{"ty":5,"ind":1,"nm":"label","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[20,100]}},
                        "t":{"d":{"k":[\(keyframes.joined(separator: ","))]},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[]}}]}
            """.utf8)
    }

    @Test("Text from glyph outlines: advances, tracking, justification, line breaks and text keyframes")
    func glyphText() throws {
        // At size 50 (half of 100): "IL I" is a 5 × 35 bar at x 20–25, the L's bar and foot at
        // x 30–35 and 30–50, the last I at 20 + (20 + 50 + 25) / 2 = 67.5: 175 + 250 + 175 = 600
        // square points on the baseline y = 100. ThorVG draws the same coverage.
        let plain = try render(textDocument([(0, #""t":"IL I""#)]), frame: 0)
        #expect(abs(area(plain) - 600) < 1, "\(area(plain))")
        #expect(abs(columnHeight(plain, 70) - 35) < 0.5 && columnHeight(plain, 60) == 0)
        #expect(plain.pixels[(99 * 200 + 70) * 4 + 3] == 255 && plain.pixels[(100 * 200 + 70) * 4 + 3] == 0, "on the baseline")
        // Tracking 100 (thousandths of the size: 5 points a character) moves the last I to 82.5.
        let tracked = try render(textDocument([(0, #""t":"IL I","tr":100"#)]), frame: 0)
        #expect(abs(columnHeight(tracked, 85) - 35) < 0.5 && columnHeight(tracked, 70) == 0)
        // Centred lines: "IL" (35 wide) from 2.5, the second line's I (5 wide) from 17.5, 60
        // lower: column 19 crosses the L's foot (5) and that I (35).
        let centred = try render(textDocument([(0, #""t":"IL\rI","j":2"#)]), frame: 0)
        #expect(abs(columnHeight(centred, 4) - 35) < 0.5)
        #expect(abs(columnHeight(centred, 19) - 40) < 0.5 && centred.pixels[(159 * 200 + 19) * 4 + 3] == 255)
        // Small caps (ca 2): "il" is drawn as "IL" 70 % high, 0.7² × (175 + 250) = 208.25 square
        // points. All caps (ca 1): full size, 425. A ß has no one-letter capital and stays itself (no glyph: warned).
        let small = try render(textDocument([(0, #""t":"il","ca":2"#)]), frame: 0)
        #expect(abs(area(small) - 208.25) < 1, "\(area(small))")
        #expect(abs(area(try render(textDocument([(0, #""t":"il","ca":1"#)]), frame: 0)) - 425) < 1)
        #expect(try LottieImport(json: textDocument([(0, #""t":"ß","ca":1"#)])).warnings.contains { $0.contains("\"ß\"") })
        // Text keyframes hold: "I" until frame 30, then "L".
        let changing = textDocument([(0, #""t":"I""#), (30, #""t":"L""#)])
        let (before, after) = (area(try render(changing, frame: 15)), area(try render(changing, frame: 40)))
        #expect(abs(before - 175) < 1 && abs(after - 250) < 1, "\(before), \(after)")
        #expect(try LottieImport(json: changing).warnings.isEmpty)
    }
}

extension LottieFeatureTests {
    @Test("Repeater copies: a fraction of a copy is dropped, as rlottie, ThorVG, lottie-android and lottie-ios count them; 0 copies draw nothing")
    func repeaterCopiesRoundDown() throws {
        // A 10-point red square at (50, 100), repeated 20 points to the right each copy; the
        // copies go linearly from 0 at frame 0 to 4 at frame 10 (0.4 a frame).
        let square = #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"#
            + #""s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#
        let repeater = #"{"ty":"rp","m":1,"o":{"a":0,"k":0},"c":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[4]}]},"#
            + #""tr":{"ty":"tr","p":{"a":0,"k":[20,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
        let layer = #"{"ty":4,"ind":1,"nm":"row","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[50,100,0]}},"shapes":["# + square + "," + repeater + "]}"
        let json = document(layers: "[\(layer)]")
        // Squares drawn = ⌊copies⌋: the row across them is 10 points wide per square.
        for (frame, squares) in [(0.0, 0), (2, 0), (3, 1), (5, 2), (7, 2), (10, 4)] {
            let width = rowWidth(try render(json, frame: frame), 100)
            #expect(abs(width - Double(10 * squares)) < 0.01, "frame \(frame): \(0.4 * frame) copies draw \(squares) squares, not \(width / 10)")
        }
    }
}

extension LottieFeatureTests {
    @Test("A point or scale with a tangent per dimension eases every dimension by the first one's, as lottie-ios, rlottie and ThorVG do")
    func firstDimensionEasesAll() throws {
        // A 100-point square scaled from 100 % to 200 % over frames 0–30; x's tangents are
        // linear, y's ease in and out (0.5, 0, 0.5, 1). At frame 6 (a fifth of the way) the
        // first dimension's easing makes both 120 %; y's own would make it 110.4 % (lottie-web).
        let scale = #"{"a":1,"k":[{"t":0,"s":[100,100,100],"o":{"x":[0,0.5,0],"y":[0,0,0]},"i":{"x":[1,0.5,1],"y":[1,1,1]}},{"t":30,"s":[200,200,100]}]}"#
        let layer = #"{"ty":4,"ind":1,"nm":"square","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[100,100,0]},"s":"# + scale + #"},"shapes":"#
            + redSquare(100) + "}"
        let image = try render(document(layers: "[\(layer)]"), frame: 6)
        #expect(abs(rowWidth(image, 100) - 120) < 0.05, "\(rowWidth(image, 100))")
        #expect(abs(columnHeight(image, 100) - 120) < 0.05, "\(columnHeight(image, 100))")
    }
}

extension LottieFeatureTests {
    @Test("Repeater copies: each drawn over the one before, for either composite, without a warning")
    func repeaterCopiesStackUpwards() throws {
        // Three red 40-point squares with blue 4-point outlines, 20 points apart, the first
        // centred at (60, 50): copy 0 spans x 40…80, copy 1 60…100, copy 2 80…120. Copy 1's left
        // outline (x 58…62) lies on copy 0's fill, copy 1's right outline on copy 2's fill.
        for composite in [1, 2] {
            let square = #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},"#
                + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1,"ml":4},"#
                + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"#
                + #""s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#
            let repeater = #"{"ty":"rp","m":\#(composite),"o":{"a":0,"k":0},"c":{"a":0,"k":3},"#
                + #""tr":{"ty":"tr","p":{"a":0,"k":[20,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
            let layer = #"{"ty":4,"ind":1,"nm":"row","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[60,50,0]}},"shapes":["# + square + "," + repeater + "]}"
            let json = document(layers: "[\(layer)]")
            let image = try render(json, frame: 0)
            #expect(image.pixel(x: 60, y: 50) == (0, 0, 255, 255), "m \(composite): copy 1's outline over copy 0")
            #expect(image.pixel(x: 100, y: 50) == (255, 0, 0, 255), "m \(composite): copy 2 over copy 1's outline")
            #expect(try LottieImport(json: json).warnings.isEmpty)
        }
    }
}

extension LottieFeatureTests {
    @Test("A repeater whose copies grow past a million times the first warns that those copies are not drawn")
    func repeaterPastTheDrawableScale() throws {
        // Each copy 10× the one before: copy 7 (index 6) is 10⁶×, copy 8 on are past it.
        let dot = #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[1,1]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"#
            + #""s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#
        func layer(copies: Int) -> String {
            let repeater = #"{"ty":"rp","m":1,"o":{"a":0,"k":0},"c":{"a":0,"k":\#(copies)},"#
                + #""tr":{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[1000,1000]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
            return #"{"ty":4,"ind":1,"nm":"growth","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[50,50,0]}},"shapes":["# + dot + "," + repeater + "]}"
        }
        let warnings = try LottieImport(json: document(layers: "[\(layer(copies: 12))]")).warnings
        #expect(warnings == ["growth: a repeater scales each copy 10× the one before, so from copy 8 on (at frame 0) they are over a million times the first: those copies are not drawn"])
        #expect(try LottieImport(json: document(layers: "[\(layer(copies: 7))]")).warnings.isEmpty, "seven copies reach 10⁶× and are all drawn")
    }
}
