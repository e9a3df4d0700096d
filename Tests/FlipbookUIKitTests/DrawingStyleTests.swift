import Foundation
import Testing
import FlipbookPNG
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// Shadows, drawing mistakes and attributed text, checked in pixels and problems.
@Suite("Drawing: shadows, problems and attributed text", .expectsProblems)
@MainActor
struct DrawingStyleTests {
    func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] { image.rgba(x, y) }

    func image(width: CGFloat = 60, height: CGFloat = 60, scale: CGFloat = 1, _ actions: @escaping (UIGraphicsImageRendererContext) -> Void) throws -> RGBAImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return try drawnPixels(UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image(actions: actions).cgImage)
    }

    @Test("A shadow lies under what casts it, moved down by a positive height as in UIKit contexts, black at 1/3 by default, off after restoreGState")
    func hardShadow() throws {
        let pixels = try image(scale: 2) { renderer in
            let context = renderer.cgContext
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0)
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.restoreGState()
            context.fill(CGRect(x: 40, y: 10, width: 10, height: 10))
        }
        // The square covers y 10–30 points (20–60 px); its shadow y 15–35 (30–70 px).
        #expect(rgba(pixels, 40, 40) == [255, 0, 0, 255], "the square over its shadow")
        #expect(rgba(pixels, 40, 65) == [0, 0, 0, 85], "below it, black at 1/3 alpha (85 of 255)")
        #expect(rgba(pixels, 40, 15)[3] == 0, "nothing above: the shadow moved down")
        #expect(rgba(pixels, 90, 45)[3] == 0, "the square drawn after restoreGState casts none")
    }

    @Test("A blurred coloured shadow fades with distance over about the blur, and the offset ignores the CTM")
    func blurredShadow() throws {
        let pixels = try image { renderer in
            let context = renderer.cgContext
            context.scaleBy(x: 2, y: 2)
            context.setShadow(offset: CGSize(width: 10, height: 0), blur: 8, color: UIColor.blue.cgColor)
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        // The square covers 10–30 px (scaled by the CTM); its shadow is moved 10 px (not 20) and
        // blurred with σ = 4 px: it is dense at its middle (x 30, just right of the square),
        // half at its edge (x 40) and gone three σ beyond (x 53).
        let middle = rgba(pixels, 32, 20), edge = rgba(pixels, 40, 20), beyond = rgba(pixels, 53, 20)
        #expect(middle[2] == 255 && middle[0] == 0 && middle[3] > 200)
        #expect(edge[3] > 100 && edge[3] < 155, "about half at the edge: \(edge)")
        #expect(beyond[3] < 3)
        #expect(rgba(pixels, 20, 20) == [0, 0, 0, 255], "the black square drawn over it")
    }

    @Test("Drawing mistakes are warnings naming the drawing layer, listed once however many frames repeat them; nothing crashes")
    func drawingProblems() throws {
        final class CarelessView: UIView {
            var value: CGFloat = .nan
            override func draw(_ rect: CGRect) {
                let context = UIGraphicsGetCurrentContext()!
                context.move(to: CGPoint(x: value, y: 0))
                context.addLine(to: CGPoint(x: 10, y: 10))
                context.strokePath()
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let careless = CarelessView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        careless.accessibilityIdentifier = "careless"
        window.addSubview(careless)
        let huge = CarelessView(frame: CGRect(x: 0, y: 0, width: 40_000, height: 10))
        huge.accessibilityIdentifier = "huge"
        window.addSubview(huge)
        var ranAfterTheWarnings = false
        let timeline = window.record(duration: 0.5) { clock in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.45) { ranAfterTheWarnings = true }
            for _ in 0..<5 {
                careless.setNeedsDisplay()
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
                _ = NSAttributedString(string: "a", attributes: [.foregroundColor: UIColor.red.cgColor]).size()
                clock.wait(0.1)
            }
        }
        let problems = timeline.problems
        #expect(problems.allSatisfy(Timeline.isWarning), "\(problems)")
        #expect(ranAfterTheWarnings, "warnings do not stop the recording's clock")
        #expect(problems.filter { $0.contains("layer 'careless': CGContextMoveToPoint: an invalid numeric value") }.count == 1, "\(problems)")
        #expect(problems.filter { $0.contains("UIColor.setFill(): invalid context 0x0") }.count == 1)
        #expect(problems.filter { $0.contains("UIBezierPath.fill(): invalid context 0x0") }.count == 1)
        #expect(problems.contains { $0.contains("layer 'huge': not drawn: its bounds (40000.0 × 10.0 points at scale 2.0)") })
        #expect(problems.filter { $0.contains("the text attribute NSColor is a CGColor, not a UIColor") }.count == 1)
    }

    @Test("An attributed label in two styles draws each run in its own colour, the bold red word first")
    func twoStyleLabel() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let label = UILabel(frame: window.bounds)
        let text = NSMutableAttributedString(string: "Sale ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "today", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.blue]))
        label.attributedText = text
        window.addSubview(label)
        let timeline = window.record(duration: 0.1) { clock in clock.wait(0.1) }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(label.text == "Sale today" && label.attributedText === text)
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
        let sale = NSAttributedString(string: "Sale ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]).size().width
        var redX: [Int] = [], blueX: [Int] = []
        for y in 0..<40 {
            for x in 0..<200 {
                let p = frame.pixel(x: x, y: y)
                if p.r > 200, p.g < 60, p.b < 60 { redX.append(x) }
                if p.b > 200, p.r < 60, p.g < 60 { blueX.append(x) }
            }
        }
        #expect(!redX.isEmpty && !blueX.isEmpty)
        #expect(CGFloat(redX.max()!) < sale && CGFloat(blueX.min()!) >= sale - 1, "red up to the first word's width, blue after it")
        // A line of 20-point text, centred in 40 points as labels centre it: ink between 8 and 32.
        #expect(label.intrinsicContentSize.width > sale + 40 && abs(label.intrinsicContentSize.height - 24) < 1)
    }

    @Test("Kern widens, underline and strikethrough draw lines, a background colour fills behind the text")
    func textAttributes() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let plain = NSAttributedString(string: "HHHH", attributes: [.font: font])
        let kerned = NSAttributedString(string: "HHHH", attributes: [.font: font, .kern: 4])
        #expect(abs(kerned.size().width - plain.size().width - 16) < 0.5, "4 points after each of four letters: \(kerned.size().width - plain.size().width)")
        func ink(_ attributes: [NSAttributedString.Key: Any]) throws -> RGBAImage {
            var all = attributes
            all[.font] = font
            let text = NSAttributedString(string: "____ ____", attributes: all)
            return try image(width: 120, height: 30) { _ in text.draw(at: .zero) }
        }
        // An underline runs under the gap between the words, where no glyph inks.
        let gapX = Int(NSAttributedString(string: "____ ", attributes: [.font: font]).size().width) - 3
        func inkInColumn(_ image: RGBAImage, _ x: Int) -> Int { (0..<30).filter { rgba(image, x, $0)[3] > 128 }.count }
        #expect(inkInColumn(try ink([:]), gapX) == 0)
        #expect(inkInColumn(try ink([.underlineStyle: NSUnderlineStyle.single.rawValue]), gapX) >= 1)
        #expect(inkInColumn(try ink([.strikethroughStyle: NSUnderlineStyle.single.rawValue]), gapX) >= 1)
        let background = try ink([.backgroundColor: UIColor.yellow])
        #expect(rgba(background, gapX, 10) == [255, 255, 0, 255], "yellow behind the space")
    }

    @Test("Line spacing adds space between wrapped lines; a text layer draws an attributed string into its contents")
    func paragraphsAndTextLayers() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let words = "one two three four five six seven"
        let font = UIFont.systemFont(ofSize: 15)
        let tight = NSAttributedString(string: words, attributes: [.font: font])
        let spaced = NSAttributedString(string: words, attributes: [.font: font, .paragraphStyle: style])
        let options: NSStringDrawingOptions = .usesLineFragmentOrigin
        let tightHeight = tight.boundingRect(with: CGSize(width: 60, height: 1000), options: options, context: nil).height
        let spacedHeight = spaced.boundingRect(with: CGSize(width: 60, height: 1000), options: options, context: nil).height
        let lines = (tightHeight / font.lineHeight).rounded()
        #expect(lines >= 3)
        #expect(abs(spacedHeight - tightHeight - 10 * (lines - 1)) < 1, "10 points between each pair of lines")

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let textLayer = CATextLayer()
        textLayer.frame = window.bounds
        textLayer.contentsScale = 2
        textLayer.string = NSAttributedString(string: "Go", attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.green])
        let host = UIView(frame: window.bounds)
        host.layer.addSublayer(textLayer)
        window.addSubview(host)
        let timeline = window.record(duration: 0.1) { clock in clock.wait(0.1) }
        #expect((textLayer.string as? NSAttributedString)?.string == "Go")
        #expect((textLayer.contents as? CGImage)?.width == 200, "drawn at 2x into the contents")
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
        let green = (0..<40).flatMap { y in (0..<100).map { (x: $0, y: y) } }.filter { frame.pixel(x: $0.x, y: $0.y).g > 200 && frame.pixel(x: $0.x, y: $0.y).r < 60 }
        #expect(green.count > 40 && green.allSatisfy { $0.x < 40 }, "green ink at the top left, where a text layer starts")
        textLayer.string = "plain"
        #expect(textLayer.contents == nil, "a plain string is the renderer's again")
    }

    @Test("replacePathWithStrokedPath covers what the stroke paints: caps, joins and curves, no seams", arguments: [
        (CGLineCap.round, CGLineJoin.round), (.butt, .miter), (.square, .bevel),
    ])
    func strokedPath(cap: CGLineCap, join: CGLineJoin) throws {
        func draw(_ body: @escaping (CGContext) -> Void) throws -> RGBAImage {
            try image(width: 80, height: 60) { renderer in
                let context = renderer.cgContext
                context.setLineWidth(9)
                context.setLineCap(cap)
                context.setLineJoin(join)
                context.move(to: CGPoint(x: 10, y: 50))
                context.addLine(to: CGPoint(x: 25, y: 12))
                context.addLine(to: CGPoint(x: 40, y: 45))
                context.addCurve(to: CGPoint(x: 70, y: 15), control1: CGPoint(x: 60, y: 60), control2: CGPoint(x: 75, y: 40))
                body(context)
            }
        }
        let stroked = try draw { $0.strokePath() }
        let filled = try draw { context in
            context.replacePathWithStrokedPath()
            context.fillPath()
        }
        var worst = 0, differing = 0, seams = 0, covered = 0
        for index in stride(from: 3, to: stroked.pixels.count, by: 4) {
            let difference = abs(Int(stroked.pixels[index]) - Int(filled.pixels[index]))
            worst = max(worst, difference)
            if difference > 16 { differing += 1 }
            if stroked.pixels[index] == 255 {
                covered += 1
                if filled.pixels[index] < 230 { seams += 1 }
            }
        }
        // Edges may differ by antialiasing (a flattened curve, a polygonal disc), by less than a
        // quarter of a pixel's coverage; no pixel inside may be left out, as a seam would.
        #expect(covered > 900 && seams == 0, "\(seams) of \(covered) covered pixels left out")
        #expect(differing < 30 && worst < 64, "\(differing) pixels differ, by up to \(worst)")
    }
}
