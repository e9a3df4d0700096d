import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookPNG
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// Core Graphics and UIKit drawing, checked in pixels: every expected colour is worked out from
/// where the drawing puts it.
@Suite("Drawing: CGContext and UIGraphicsImageRenderer", .expectsProblems)
@MainActor
struct DrawingTests {
    /// The image's pixels (straight RGBA).
    func pixels(_ image: UIImage) throws -> RGBAImage { try drawnPixels(image.cgImage) }

    func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] { image.rgba(x, y) }

    func format(scale: CGFloat = 1) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    @Test("A progress arc from twelve o'clock, clockwise on screen: UIBezierPath's clockwise: true and CGContext's clockwise: false agree")
    func progressArc() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format())
        let quarter = -CGFloat.pi / 2 + CGFloat.pi / 2
        let bezier = renderer.image { _ in
            let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: quarter, clockwise: true)
            arc.lineWidth = 8
            UIColor.red.setStroke()
            arc.stroke()
        }
        let context = renderer.image { renderer in
            let cg = renderer.cgContext
            cg.setStrokeColor(UIColor.red.cgColor)
            cg.setLineWidth(8)
            cg.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: quarter, clockwise: false)
            cg.strokePath()
        }
        for image in [bezier, context] {
            let bitmap = try pixels(image)
            #expect(bitmap.width == 100 && bitmap.height == 100)
            // On the arc between twelve and three o'clock: (50 + 40 cos −45°, 50 + 40 sin −45°).
            #expect(rgba(bitmap, 78, 22) == [255, 0, 0, 255])
            #expect(rgba(bitmap, 50, 12) == [255, 0, 0, 255], "twelve o'clock")
            #expect(rgba(bitmap, 22, 22)[3] == 0, "the upper left quarter is not drawn")
            #expect(rgba(bitmap, 50, 88)[3] == 0, "nor six o'clock")
        }
    }

    @Test("An oval with a square rotated in a saved state; the state restored after")
    func savedState() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60), format: format()).image { renderer in
            let cg = renderer.cgContext
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 60)).fill()
            cg.saveGState()
            cg.translateBy(x: 50, y: 30)
            cg.rotate(by: .pi / 4)
            UIColor.red.setFill()
            cg.fill(CGRect(x: -10, y: -10, width: 20, height: 20))
            cg.restoreGState()
            cg.fill(CGRect(x: 0, y: 0, width: 4, height: 4))   // blue again, untransformed
        }
        let bitmap = try pixels(image)
        #expect(rgba(bitmap, 50, 30) == [255, 0, 0, 255], "the square's centre")
        // The diamond reaches 14.1 points from the centre along the axes: (62, 30) is red,
        // but the square's unrotated corner (58, 38) is outside the diamond (|8| + |8| > 14.1).
        #expect(rgba(bitmap, 62, 30) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 59, 39) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 1, 1) == [0, 0, 255, 255], "the restored state fills at the origin, in blue")
        #expect(rgba(bitmap, 2, 58)[3] == 0, "outside the oval, bottom left")
    }

    @Test("CGContext.draw(_:in:) draws upside down in a UIKit context, UIImage.draw(in:) upright, as on iOS")
    func imageOrientation() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format())
        let redOverBlue = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let upright = renderer.image { _ in redOverBlue.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let flipped = renderer.image { context in
            context.cgContext.draw(try! #require(redOverBlue.cgImage), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(rgba(try pixels(upright), 5, 1) == [255, 0, 0, 255])
        #expect(rgba(try pixels(flipped), 5, 1) == [0, 0, 255, 255])
        #expect(redOverBlue.size == CGSize(width: 10, height: 10))
    }

    @Test("A linear gradient from red to blue; an image context begun, read and ended; a 2x format doubles the pixels")
    func gradientAndImageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 10), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let bitmap = try pixels(image)
        #expect(bitmap.width == 200 && image.size == CGSize(width: 100, height: 10))
        // Halfway: half red, half blue, interpolated in sRGB as Core Graphics does.
        let middle = rgba(bitmap, 100, 10)
        #expect(abs(Int(middle[0]) - 128) <= 2 && middle[1] == 0 && abs(Int(middle[2]) - 128) <= 2 && middle[3] == 255)
        let png = try PNGCodec.decode([UInt8](try #require(image.pngData())))
        #expect(png.width == 200 && png.pixels == bitmap.pixels, "pngData() holds the same pixels")
    }

    @Test("Nothing to draw into is no crash: no current context, an empty renderer, NaN geometry")
    func badInput() throws {
        UIColor.red.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in }
        #expect(empty.size == .zero && empty.cgImage == nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format()).image { context in
            context.cgContext.move(to: CGPoint(x: CGFloat.nan, y: 0))
            context.cgContext.addLine(to: CGPoint(x: 3, y: CGFloat.infinity))
            context.cgContext.scaleBy(x: 0, y: 1)
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(rgba(try pixels(image), 2, 2) == [0, 255, 0, 255], "the bad steps are skipped; the fill draws")
    }

    @Test("A drawn image shown by an image view in a recording is drawn in the frames")
    func drawnImageInARecording() throws {
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format(scale: 2)).image { _ in
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let view = UIImageView(image: dot)
        view.frame.origin = CGPoint(x: 10, y: 10)
        window.addSubview(view)
        let timeline = window.record(duration: 0.1) { _ in }
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 2).render(timeline.presentation(at: 0))
        let centre = frame.pixel(x: 40, y: 40)
        #expect((centre.r, centre.g, centre.b, centre.a) == (52, 199, 89, 255), "systemGreen at the dot's centre")
        let corner = frame.pixel(x: 21, y: 21)
        #expect((corner.r, corner.g, corner.b) == (255, 255, 255), "outside the circle, the white window")
    }
}

/// A view that draws itself: `draw(_:)` at the display passes, its picture the layer's contents.
@Suite("Drawing: draw(_:) and the display pass")
@MainActor
struct ViewDrawingTests {
    /// A progress ring as apps write one: `draw(_:)` strokes an arc from twelve o'clock,
    /// clockwise, as far as `progress`; setting it asks for a redraw.
    final class ProgressRing: UIView {
        var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
        private(set) var draws = 0

        override func draw(_ rect: CGRect) {
            draws += 1
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let ring = UIBezierPath(arcCenter: center, radius: bounds.width / 2 - 6, startAngle: -.pi / 2,
                                    endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
            ring.lineWidth = 8
            UIColor.systemBlue.setStroke()
            ring.stroke()
        }
    }

    func frame(_ timeline: Timeline, at time: Double) throws -> Frame {
        try Renderer(fonts: try FontConfiguration(), scale: 2).render(timeline.presentation(at: time))
    }

    @Test("A progress ring redrawn as its value changes: a quarter, then three quarters, clockwise from twelve")
    func progressRing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = ProgressRing(frame: window.bounds)
        ring.accessibilityIdentifier = "ring"
        ring.progress = 0.25
        window.addSubview(ring)
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            ring.progress = 0.75
            clock.wait(0.5)
        }
        #expect(ring.draws == 2, "once at the start, once after the change")
        // In pixels at 2x: the ring's radius is 44 points. Half past one on the dial (−45°) is
        // (81.1, 18.9) → (162, 38); six o'clock (50, 94) → (100, 188); half past seven (135°),
        // (18.9, 81.1) → (38, 162); half past ten (−135°) → (38, 38).
        let early = try frame(timeline, at: 0.25), late = try frame(timeline, at: 0.75)
        let blue = (UInt8(0), UInt8(122), UInt8(255))
        func isBlue(_ frame: Frame, _ x: Int, _ y: Int) -> Bool {
            let p = frame.pixel(x: x, y: y)
            return (p.r, p.g, p.b) == blue
        }
        #expect(isBlue(early, 162, 38) && !isBlue(early, 100, 188) && !isBlue(early, 38, 162))
        #expect(isBlue(late, 162, 38) && isBlue(late, 100, 188) && isBlue(late, 38, 162))
        #expect(!isBlue(late, 38, 38), "the last quarter, upper left, stays empty")
        assertFrames(of: timeline, at: .times([0.25, 0.75]), scale: 1)
    }

    @Test("Views that do not draw keep their contents; contentMode .redraw redraws on a size change")
    func redrawOnResize() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let picture = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        })
        window.addSubview(picture)
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        ring.contentMode = .redraw
        window.addSubview(ring)
        _ = window.record(duration: 0.2) { clock in
            clock.wait(0.1)
            ring.frame.size = CGSize(width: 80, height: 80)
            clock.wait(0.1)
        }
        #expect(picture.layer.contents as? CGImage == picture.image?.cgImage, "an image view's image stays its contents")
        #expect(ring.draws == 2)
        #expect((ring.layer.contents as? CGImage)?.width == 160, "redrawn at the new size, 2x")
    }
}

/// Layers that draw: `draw(in:)`, a delegate, `needsDisplayOnBoundsChange`.
@Suite("Drawing: CALayer display")
@MainActor
struct LayerDrawingTests {
    /// A layer that fills its left half with its colour.
    final class HalfLayer: CALayer, @unchecked Sendable {
        var colour = UIColor.red
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(colour.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    final class Painter: CALayerDelegate {
        var drawn = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            drawn += 1
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(layer.bounds)
        }
    }

    func pixel(_ layer: CALayer, _ x: Int, _ y: Int) throws -> [UInt8] {
        try drawnPixels(layer.contents as? CGImage).rgba(x, y)
    }

    @Test("A layer displays only once asked, at its contentsScale; a delegate draws for a plain layer; a bounds change redraws when asked to")
    func layers() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Layers of a view's layer: the window's own layer is not drawn by a recording.
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let half = HalfLayer()
        half.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        half.contentsScale = 2
        host.layer.addSublayer(half)
        let painter = Painter()
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 50, width: 10, height: 10)
        plain.delegate = painter
        plain.needsDisplayOnBoundsChange = true
        host.layer.addSublayer(plain)
        #expect(!half.needsDisplay())
        half.setNeedsDisplay()
        #expect(half.needsDisplay())
        let timeline = window.record(duration: 0.2) { clock in
            clock.wait(0.1)
            plain.bounds.size = CGSize(width: 20, height: 10)
            clock.wait(0.1)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(!half.needsDisplay())
        #expect(try pixel(half, 10, 10) == [255, 0, 0, 255] && pixel(half, 60, 10)[3] == 0, "left half red, at 2x: 80 × 40 pixels")
        #expect((half.contents as? CGImage)?.width == 80)
        #expect(painter.drawn == 1, "not drawn until the bounds changed")
        #expect(try pixel(plain, 15, 5) == [0, 0, 255, 255])
    }

    @Test("A view's layer asked to display redraws the view")
    func viewLayer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let ring = ViewDrawingTests.ProgressRing(frame: window.bounds)
        window.addSubview(ring)
        _ = window.record(duration: 0.2) { clock in
            clock.wait(0.1)
            ring.layer.setNeedsDisplay()
            clock.wait(0.1)
        }
        #expect(ring.draws == 2)
    }
}

/// Text drawn by drawing code, with the renderer's own layout.
@Suite("Drawing: text")
@MainActor
struct TextDrawingTests {
    func bitmap(_ image: UIImage) throws -> RGBAImage { try drawnPixels(image.cgImage) }

    @Test("A bold red attributed string drawn at a point: red ink where the text is, its size the label's")
    func attributedString() throws {
        let title = NSAttributedString(string: "Sale", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red])
        let size = title.size()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format).image { _ in
            title.draw(at: CGPoint(x: 5, y: 5))
        }
        let pixels = try bitmap(image)
        var redInk = 0, inkOutside = 0
        for y in 0..<30 {
            for x in 0..<60 {
                let offset = (y * 60 + x) * 4
                guard pixels.pixels[offset + 3] > 200 else { continue }
                let inside = CGFloat(x) >= 4 && CGFloat(x) <= 5 + size.width + 1 && CGFloat(y) >= 4 && CGFloat(y) <= 5 + size.height + 1
                if !inside { inkOutside += 1 }
                if pixels.pixels[offset] > 200, pixels.pixels[offset + 1] < 60 { redInk += 1 }
            }
        }
        #expect(redInk > 40, "solid red strokes of the glyphs")
        #expect(inkOutside == 0, "all ink inside the measured size, drawn from the point")
        // A bold 17-point line is as tall as a label's: 20.29 points.
        #expect(abs(size.height - 17 * (1950 + 494) / 2048) < 0.01)
        let label = UILabel()
        label.attributedText = title
        #expect(label.font == UIFont.boldSystemFont(ofSize: 17) && label.textColor == .red && label.text == "Sale")
        #expect(abs(label.intrinsicContentSize.width - size.width) < 1, "the label measures the same text the same")
    }

    @Test("Strings measure and wrap: boundingRect with usesLineFragmentOrigin wraps at the width, without it one line")
    func measuring() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
        let text = "Backed up and ready on every device you sign in to."
        let line = text.size(withAttributes: attributes)
        let wrapped = text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let unwrapped = text.boundingRect(with: CGSize(width: 120, height: 1000), options: [], attributes: attributes, context: nil)
        #expect(wrapped.width <= 120 && wrapped.height > line.height * 2)
        #expect(unwrapped.size == line)
        #expect((text as NSString).size(withAttributes: attributes) == line)
        #expect((text as NSString).boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, attributes: attributes, context: nil) == wrapped)
    }

    @Test("draw(with:options:context:) wraps in the rect with usesLineFragmentOrigin, as draw(in:) does, and keeps one line without it")
    func drawWithOptions() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.black]
        let text = NSAttributedString(string: "Backed up and ready on every device you sign in to.", attributes: attributes)
        func picture(_ draw: (CGRect) -> Void) -> Data? {
            UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80)).image { _ in draw(CGRect(x: 0, y: 0, width: 120, height: 80)) }.pngData()
        }
        let wrapped = picture { text.draw(with: $0, options: .usesLineFragmentOrigin, context: nil) }
        #expect(wrapped != nil && wrapped == picture { text.draw(in: $0) })
        #expect(picture { text.draw(with: $0, options: [], context: nil) } == picture { text.draw(at: $0.origin) })
        #expect(wrapped != picture { text.draw(at: $0.origin) })
    }
}

/// `render(in:)`: a picture of a layer tree, drawn by the renderer that draws recordings.
@Suite("Drawing: render(in:)")
@MainActor
struct RenderInTests {
    @Test("A picture of a view taken with an image context, as a folding cell takes one: background, a rounded subview, at 2x")
    func pictureOfAView() throws {
        let card = UIView(frame: CGRect(x: 200, y: 300, width: 60, height: 40))
        card.backgroundColor = .white
        card.transform = CGAffineTransform(rotationAngle: 0.5)   // not part of the picture
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 10
        card.addSubview(badge)

        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        card.layer.render(in: context)
        let picture = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        let bitmap = try drawnPixels(picture.cgImage)
        func rgba(_ x: Int, _ y: Int) -> [UInt8] { bitmap.rgba(x, y) }
        #expect(bitmap.width == 120 && bitmap.height == 80)
        #expect(rgba(40, 40) == [255, 59, 48, 255], "the badge's centre, systemRed")
        #expect(rgba(22, 22) == [255, 255, 255, 255], "outside the badge's rounded corner: the card's white")
        #expect(rgba(100, 60) == [255, 255, 255, 255], "the card, upright: its own transform is not drawn")
    }
}

/// Buttons: looks built from views, sized by their content, pressed by `clock.tap`.
@Suite("Controls: UIButton")
@MainActor
struct ButtonTests {
    @Test("A filled button sized by Auto Layout from its title, whose tap runs its action and darkens it while down")
    func filledButton() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var taps: [TimeInterval] = []
        var clockNow: () -> TimeInterval = { 0 }
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps.append(clockNow()) })
        button.accessibilityIdentifier = "buy"
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        NSLayoutConstraint.activate([button.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                                     button.centerYAnchor.constraint(equalTo: window.centerYAnchor)])
        let timeline = window.record(duration: 1) { clock in
            clockNow = { clock.now }
            clock.wait(0.2)
            clock.tap(button)
        }
        #expect(taps == [0.3], "the action runs when the finger lifts, 0.1 s after it went down at 0.2 s")
        let title = try #require(button.titleLabel)
        #expect(button.frame.size == CGSize(width: title.intrinsicContentSize.width + 24, height: title.intrinsicContentSize.height + 14))
        #expect(title.textColor == .white && title.text == "Buy")
        let colour = { (time: Double) in timeline.value(ofLayer: "buy", at: LayerKeyPath("backgroundColor")!, time: time) }
        #expect(colour(0.1) == .color(UIColor.systemBlue.cgColor.color))
        #expect(colour(0.25) == .color(UIColor.systemBlue.withAlphaComponent(0.85).cgColor.color), "highlighted while down")
        #expect(colour(0.5) == colour(0.1))
        #expect(button.layer.cornerRadius == 8)
        #expect(timeline.problems.isEmpty)
        assertFrames(of: timeline, at: .times([0.1, 0.25]), scale: 1)
    }

    @Test("A tinted button with a subtitle: title over subtitle, both centred, the button as tall as both")
    func subtitledButton() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Upgrade"
        configuration.subtitle = "Save 20% with a yearly plan"
        configuration.titlePadding = 2
        configuration.cornerStyle = .large
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 90))
        let button = UIButton(configuration: configuration)
        button.sizeToFit()
        button.center = CGPoint(x: 130, y: 45)
        window.addSubview(button)
        let timeline = window.record(duration: 0.1) { clock in clock.wait(0.1) }
        let title = try #require(button.titleLabel), subtitle = try #require(button.subtitleLabel)
        #expect(subtitle.text == "Save 20% with a yearly plan" && subtitle.font == .preferredFont(forTextStyle: .subheadline))
        #expect(abs(title.center.x - subtitle.center.x) < 0.5, "centred over each other")
        #expect(abs(subtitle.frame.minY - title.frame.maxY - 2) < 1e-9, "2 points apart")
        #expect(button.bounds.height == title.intrinsicContentSize.height + 2 + subtitle.intrinsicContentSize.height + 14)
        #expect(button.bounds.width == subtitle.intrinsicContentSize.width + 24, "as wide as the wider line")
        #expect(button.layer.cornerRadius == 12)
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }

    @Test("A classic system button: per-state titles, the tint, dimmed while highlighted; a disabled one ignores a tap")
    func systemButton() {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        button.setTitle("Editing", for: .selected)
        #expect(button.currentTitle == "Edit" && button.titleLabel?.textColor == .systemBlue)
        button.isSelected = true
        #expect(button.currentTitle == "Editing")
        button.isHighlighted = true
        #expect(abs((button.titleLabel?.alpha ?? 1) - 0.2) < 1e-6)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(button)
        var ran = false
        button.addAction(UIAction { _ in ran = true }, for: .touchUpInside)
        button.isEnabled = false
        _ = window.record(duration: 0.5) { clock in clock.tap(button) }
        #expect(!ran && abs(button.alpha - 0.35) < 1e-6)
    }
}

/// Switches and progress bars: animated changes on the clock.
@Suite("Controls: UISwitch and UIProgressView")
@MainActor
struct SwitchAndProgressTests {
    @Test("A tap toggles a switch with animation: the thumb slides 20 points in 0.25 s, .valueChanged is sent once")
    func switchToggle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let toggle = UISwitch(frame: CGRect(x: 20, y: 10, width: 0, height: 0))
        window.addSubview(toggle)
        let thumb = toggle.subviews[0]
        thumb.accessibilityIdentifier = "thumb"
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        let timeline = window.record(duration: 1) { clock in clock.tap(toggle) }
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(changes == [true])
        // Lifted at 0.1 s: the thumb's centre goes from 15.5 to 35.5, halfway at 0.225 s.
        #expect(timeline.number("position.x", at: 0.05, layer: "thumb") == 15.5)
        #expect(near(timeline.number("position.x", at: 0.225, layer: "thumb"), 25.5, 1e-9))
        #expect(timeline.number("position.x", at: 0.35, layer: "thumb") == 35.5)
        assertFrames(of: timeline, at: .times([0.05, 0.225, 0.35]), scale: 2)
        toggle.setOn(false, animated: false)
        #expect(changes == [true] && !toggle.isOn, "setOn sends nothing")
    }

    @Test("setProgress(animated:) fills the bar over 0.25 s; without animation at once; out-of-range values are clamped")
    func progress() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 40))
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 10, y: 18, width: 200, height: 4)
        window.addSubview(bar)
        let fill = bar.subviews[0]
        fill.accessibilityIdentifier = "fill"
        let timeline = window.record(duration: 1) { clock in
            bar.setProgress(0.5, animated: true)
            clock.wait(0.5)
            bar.setProgress(1.5, animated: false)
        }
        #expect(timeline.number("bounds.size.width", at: 0, layer: "fill") == 0)
        #expect(near(timeline.number("bounds.size.width", at: 0.125, layer: "fill"), 50, 1e-9), "halfway of 100 at half time")
        #expect(timeline.number("bounds.size.width", at: 0.3, layer: "fill") == 100)
        #expect(timeline.number("bounds.size.width", at: 0.6, layer: "fill") == 200 && bar.progress == 1)
        #expect(bar.intrinsicContentSize.height == 4)
    }
}

/// Template images: the shape of an image filled with a tint.
@Suite("Image rendering modes")
@MainActor
struct ImageRenderingModeTests {
    /// A 2 × 2 point image at 1x: opaque black on the left, half-transparent green on the right.
    private func mark() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        }
    }

    @Test("An .alwaysTemplate image in an image view is its shape in the view's tint, alpha kept, and follows a new tint; .automatic and .alwaysOriginal draw as they are")
    func templates() throws {
        let original = mark()
        #expect(original.renderingMode == .automatic && original.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        let view = UIImageView(image: original.withRenderingMode(.alwaysTemplate))
        view.tintColor = .red
        var pixels = try drawnPixels(view.layer.contents as! CGImage?)
        #expect(pixels.rgba(0, 0) == [255, 0, 0, 255])
        #expect(pixels.rgba(1, 0)[0] == 255 && pixels.rgba(1, 0)[3] == 128, "the shape's alpha, in the tint")
        view.tintColor = .blue
        pixels = try drawnPixels(view.layer.contents as! CGImage?)
        #expect(pixels.rgba(0, 1) == [0, 0, 255, 255])
        let plain = UIImageView(image: original)
        plain.tintColor = .red
        #expect((plain.layer.contents as! CGImage?) === original.cgImage)
        let tinted = original.withTintColor(.green)
        #expect(tinted.renderingMode == .alwaysOriginal)
        #expect(try drawnPixels(tinted.cgImage).rgba(0, 0) == [0, 255, 0, 255])
    }
}

@Suite("UIColor components")
@MainActor
struct ColorComponentTests {
    @Test("getHue and getWhite give back what init(hue:…) and init(white:alpha:) were given; getRed's result may be ignored")
    func components() {
        var (h, s, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        #expect(UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 0.6).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 0.25) < 1e-6 && abs(s - 0.5) < 1e-6 && abs(b - 0.8) < 1e-6 && abs(a - 0.6) < 1e-6)
        var (w, alpha) = (CGFloat(0), CGFloat(0))
        UIColor(white: 0.3, alpha: 1).getWhite(&w, alpha: &alpha)
        #expect(abs(w - 0.3) < 1e-6 && alpha == 1)
        var red: CGFloat = 0
        UIColor.red.getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 1)
    }

    @Test("#colorLiteral is a UIColor and #imageLiteral a UIImage, as UIKit makes them; an image literal naming nothing is an empty image", .expectsProblems)
    func literals() {
        let brand = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        #expect(brand.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-6 && abs(g - 0.4) < 1e-6 && abs(b - 0.6) < 1e-6 && a == 1)
        let missing = #imageLiteral(resourceName: "no-such-image")
        #expect(missing.size == .zero && missing.cgImage == nil)
    }
}

@Suite("UIFontDescriptor")
@MainActor
struct FontDescriptorTests {
    @Test("A font's descriptor makes variants: bold by trait, another size; traits fonts do not draw are a problem", .expectsProblems)
    func variants() {
        let body = UIFont.systemFont(ofSize: 15)
        let descriptor = body.fontDescriptor
        #expect(descriptor.pointSize == 15 && descriptor.postscriptName == "system" && descriptor.symbolicTraits.isEmpty)
        let bold = UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold == UIFont.boldSystemFont(ofSize: 15))
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont(descriptor: descriptor, size: 22) == UIFont.systemFont(ofSize: 22))
        #expect(UIFont(descriptor: descriptor.withSize(30), size: 0).pointSize == 30)
        #expect(UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline), size: 0) == UIFont.preferredFont(forTextStyle: .headline))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let timeline = window.record(duration: 0.1) { _ in
            _ = UIFont(descriptor: descriptor.withSymbolicTraits([.traitItalic, .traitBold])!, size: 0)
        }
        #expect(timeline.problems.count == 1 && timeline.problems[0].contains("italic is not drawn"))
    }
}

/// A padding label as apps write one.
@MainActor
private final class PaddedLabel: UILabel {
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)))
    }
}

/// A label that draws its text its own way (a marker instead of the characters).
@MainActor
private final class MarkerLabel: UILabel {
    override func drawText(in rect: CGRect) {
        UIColor.systemRed.setFill()
        UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: 10, height: 10))
    }
}

@MainActor
private final class PlainSubclassLabel: UILabel {}

@Suite("UILabel subclasses that draw their text")
@MainActor
struct LabelSubclassDrawingTests {
    @Test("A drawText(in:) override shows: a padding label's text moves in by its inset, a label drawing its own way shows its drawing; a plain subclass draws as any label")
    func overrides() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let padded = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        padded.text = "Inbox"
        let marker = MarkerLabel(frame: CGRect(x: 0, y: 40, width: 200, height: 40))
        marker.text = "Hidden"
        let plain = PlainSubclassLabel(frame: CGRect(x: 0, y: 80, width: 200, height: 40))
        plain.text = "Plain"
        for label in [padded, marker, plain] as [UILabel] { window.addSubview(label) }
        _ = window.record(duration: 0.1) { _ in }
        #expect(padded.text == "Inbox" && marker.text == "Hidden" && plain.text == "Plain", "the text is kept")
        let paddedPixels = try drawnPixels(padded.layer.contents as! CGImage?)
        let inkColumns = (0..<paddedPixels.width).filter { x in (0..<paddedPixels.height).contains { paddedPixels.rgba(x, $0)[3] > 128 } }
        #expect((inkColumns.first ?? 0) >= 30 * Int(UIScreen.main.scale), "the text starts 30 points in")
        #expect(((padded.layer as? CATextLayer)?.string as? String) == "", "not drawn twice")
        let markerPixels = try drawnPixels(marker.layer.contents as! CGImage?)
        #expect(markerPixels.rgba(2, 2)[3] == 255 && markerPixels.rgba(60, 20)[3] == 0, "its marker, and no text")
        #expect(plain.layer.contents == nil && ((plain.layer as? CATextLayer)?.string as? String) == "Plain")
    }
}

@Suite("Hit-testing paths: CGPath.contains and UIBezierPath.contains")
struct PathContainsTests {
    @Test("A ring (a 40-point circle round a 20-point one): the even-odd rule leaves the middle out, the winding rule fills it when both turn the same way")
    func ring() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 40, height: 40)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 40, y: 40)) && ring.contains(CGPoint(x: 10, y: 40)) && !ring.contains(CGPoint(x: 90, y: 40)))
        ring.usesEvenOddFillRule = false
        #expect(ring.contains(CGPoint(x: 40, y: 40)))
        // A point (2, 2) is outside a 40-point circle's curve at the corner of its box; (12, 12) is inside.
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        #expect(!circle.contains(CGPoint(x: 2, y: 2)) && circle.contains(CGPoint(x: 12, y: 12)))
        #expect(circle.contains(CGPoint(x: 102, y: 102), transform: CGAffineTransform(translationX: -90, y: -90)))
    }
}
