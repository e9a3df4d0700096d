import FlipbookRender
import FlipbookScene
import FlipbookUIKit
import Foundation

/// A view that draws itself, redrawn every frame: a 100 × 100 pt progress ring whose
/// `draw(_:)` strokes an arc as far as its progress, set by a display link at every refresh for
/// 5 s (300 pictures at 60 Hz), recorded and rendered at 2x. The baseline is the same ring as a
/// `CAShapeLayer` whose `strokeEnd` animates over the 5 s, the way a careful iOS developer
/// would draw it without `draw(_:)`, recorded and rendered the same way in the same run.
@MainActor
enum DrawnViewBenchmark {
    struct Result {
        let frames: Int
        let drawnSeconds: Double
        let shapeSeconds: Double
    }

    static let duration = 5.0

    final class ProgressRing: UIView {
        var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }

        override func draw(_ rect: CGRect) {
            let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 42, startAngle: -.pi / 2,
                                    endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
            ring.lineWidth = 8
            UIColor.systemBlue.setStroke()
            ring.stroke()
        }
    }

    static func drawnTimeline() -> Timeline {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = ProgressRing(frame: window.bounds)
        ring.backgroundColor = .clear
        window.addSubview(ring)
        return window.record(duration: duration) { clock in
            let link = CADisplayLink { link in ring.progress = CGFloat(min(link.timestamp / duration, 1)) }
            link.add(to: .main, forMode: .common)
            clock.wait(duration)
            link.invalidate()
        }
    }

    static func shapeTimeline() -> Timeline {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = UIView(frame: window.bounds)
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 42, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.lineWidth = 8
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.strokeEnd = 0
        host.layer.addSublayer(ring)
        window.addSubview(host)
        return window.record(duration: duration) { _ in
            let fill = CABasicAnimation(keyPath: "strokeEnd")
            fill.fromValue = 0
            fill.toValue = 1
            fill.duration = duration
            fill.timingFunction = CAMediaTimingFunction(name: .linear)
            ring.strokeEnd = 1
            ring.add(fill, forKey: "fill")
        }
    }

    static func run(fonts: FontConfiguration) -> Result {
        let times = FrameSchedule.times(from: 0, to: duration, fps: 60)
        func recordAndRender(_ record: () -> Timeline) -> Double {
            PipelineBenchmark.median(5) {
                let timeline = record()
                let renderer = Renderer(fonts: fonts, scale: 2, resourceDirectory: timeline.resourceDirectory)
                for time in times { _ = try? renderer.withRenderedPixels(of: timeline.presentation(at: time)) { $0.bytes[0] } }
            }
        }
        return Result(frames: times.count, drawnSeconds: recordAndRender(drawnTimeline), shapeSeconds: recordAndRender(shapeTimeline))
    }

    static func printTable(_ result: Result) {
        let ratio = result.drawnSeconds / result.shapeSeconds
        printMarkdownTable(
            ["a 100 × 100 pt view redrawn at 60 fps for 5 s, recorded and rendered at 2x", "draw(_:)", "CAShapeLayer", "goal", "verdict"],
            [["\(result.frames) frames", String(format: "%.0f ms", result.drawnSeconds * 1000), String(format: "%.0f ms", result.shapeSeconds * 1000),
              "draw(_:) within 2× of CAShapeLayer", String(format: "%.2f× %@", ratio, ratio <= 2 ? "MET" : "MISSED")]])
    }
}
