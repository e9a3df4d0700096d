import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookRender
import FlipbookScene
import FlipbookTiming
@testable import FlipbookUIKit

@Suite("Resizable images: caps kept at their size, the middle stretched (contentsCenter)", .expectsProblems)
@MainActor
struct ResizableImageTests {
    /// A 30 × 30 point image: a red frame 10 points wide around a blue middle.
    private func framed(scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
    }

    private func pixel(_ timeline: Timeline, _ x: Int, _ y: Int) throws -> [Int] {
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
        let p = frame.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test("The nine pieces: 10-point caps of a 30-pixel image drawn into 100 × 50 points leave an 80 × 30 middle; a target smaller than its caps shrinks them")
    func pieces() throws {
        let image = Size(width: 30, height: 30)
        let third = Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let target = Rect(x: 0, y: 0, width: 100, height: 50)
        let slices = try #require(NineSlices(image: image, center: third, scale: 1, into: target))
        let middle = slices.pieces[4]
        #expect(abs(middle.source.origin.x - 10) < 1e-9 && abs(middle.source.size.width - 10) < 1e-9)
        #expect(abs(middle.destination.origin.x - 10) < 1e-9 && abs(middle.destination.size.width - 80) < 1e-9)
        #expect(abs(middle.destination.origin.y - 10) < 1e-9 && abs(middle.destination.size.height - 30) < 1e-9)
        // At 2 pixels a point the caps are 5 points.
        let retina = try #require(NineSlices(image: image, center: third, scale: 2, into: target))
        #expect(abs(retina.pieces[4].destination.origin.x - 5) < 1e-9 && abs(retina.pieces[4].destination.size.width - 90) < 1e-9)
        // 20 points of caps in 10: each cap shrinks to 5, the middle is empty.
        let small = try #require(NineSlices(image: image, center: third, scale: 1, into: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(abs(small.pieces[4].destination.size.width) < 1e-9 && abs(small.pieces[0].destination.size.width - 5) < 1e-9)
        let whole = NineSlices(image: image, center: Rect(x: 0, y: 0, width: 1, height: 1), scale: 1, into: target)
        #expect(whole == nil, "a whole-image centre draws the image whole")
    }

    @Test("An image view 200 × 100 draws the caps 10 points wide and the blue middle over the rest; the plain image stretches its frame")
    func imageView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 220))
        let image = framed()
        let resizable = UIImageView(image: image.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch))
        resizable.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let plain = UIImageView(image: image)
        plain.frame = CGRect(x: 0, y: 120, width: 200, height: 100)
        window.addSubview(resizable)
        window.addSubview(plain)
        #expect(resizable.layer.contentsCenter == CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3))
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(try pixel(timeline, 5, 50) == [255, 0, 0], "the left cap")
        #expect(try pixel(timeline, 15, 50) == [0, 0, 255], "the middle starts 10 points in")
        #expect(try pixel(timeline, 185, 50) == [0, 0, 255] && pixel(timeline, 195, 50) == [255, 0, 0], "the right cap is the last 10 points")
        #expect(try pixel(timeline, 100, 95) == [255, 0, 0], "the bottom cap")
        // Stretched whole, the frame is 200 / 3 ≈ 67 points wide.
        #expect(try pixel(timeline, 15, 170) == [255, 0, 0] && pixel(timeline, 100, 170) == [0, 0, 255])
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("A 2x image's caps are in points; UIImage.draw(in:) keeps the caps too; stretchableImage sets its caps as UIKit does")
    func scaleAndDrawing() throws {
        let retina = framed(scale: 2).resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        #expect(retina.scale == 2 && retina.size == CGSize(width: 30, height: 30))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
            retina.draw(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let view = UIImageView(image: drawn)
        view.frame = window.bounds
        window.addSubview(view)
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(try pixel(timeline, 5, 20) == [255, 0, 0] && pixel(timeline, 15, 20) == [0, 0, 255] && pixel(timeline, 95, 20) == [255, 0, 0])

        let stretchable = framed().stretchableImage(withLeftCapWidth: 10, topCapHeight: 12)
        #expect(stretchable.capInsets == UIEdgeInsets(top: 12, left: 10, bottom: 17, right: 19))
        #expect(stretchable.leftCapWidth == 10 && stretchable.topCapHeight == 12 && stretchable.resizingMode == .stretch)
    }

    @Test("A tiled middle wider than a point is drawn stretched and listed as a warning, once; a one-point middle is not")
    func tiledMiddle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let tiled = UIImageView(image: framed().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
        let thin = UIImageView(image: framed().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 19, right: 19)))
        tiled.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        thin.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        window.addSubview(tiled)
        window.addSubview(thin)
        let timeline = window.record(duration: 0.1) { _ in tiled.tintColor = .red }
        let warnings = timeline.problems.filter { $0.contains("is tiled on iOS") }
        #expect(warnings.count == 1 && Timeline.isWarning(warnings[0]) && warnings[0].contains("10 × 10 points"), "\(timeline.problems)")
    }

    @Test("A chat bubble: one rounded image, resized to two messages")
    func bubbles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        window.backgroundColor = .white
        let bubble = UIGraphicsImageRenderer(size: CGSize(width: 41, height: 37)).image { _ in
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 41, height: 37), cornerRadius: 18).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 18, left: 20, bottom: 18, right: 20), resizingMode: .stretch)
        for (index, width) in [(0, 90.0), (1, 200.0)] {
            let view = UIImageView(image: bubble)
            view.frame = CGRect(x: 240 - 20 - width, y: 20 + CGFloat(index) * 60, width: width, height: CGFloat(37 + index * 12))
            window.addSubview(view)
        }
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }
}
