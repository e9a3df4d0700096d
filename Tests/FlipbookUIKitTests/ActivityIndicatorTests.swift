import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
import FlipbookUIKit

@Suite("UIActivityIndicatorView")
@MainActor
struct ActivityIndicatorTests {
    /// The light runs clockwise a spoke every 0.08 s; a lit spoke is at 0.85 and fades evenly to
    /// 0.27 over 0.32 s (1.8125 a second), where it rests until the light comes round again.
    @Test("The light runs clockwise a spoke per 0.08 s; spokes fade 0.85 → 0.27 over four steps; hidden when stopped")
    func activityIndicator() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        let medium = UIActivityIndicatorView(style: .medium)
        medium.center = CGPoint(x: 30, y: 30)
        medium.accessibilityIdentifier = "medium"
        let large = UIActivityIndicatorView(style: .large)
        large.center = CGPoint(x: 85, y: 30)
        large.color = .systemBlue
        large.hidesWhenStopped = false
        window.addSubview(medium)
        window.addSubview(large)
        #expect(medium.isHidden && !large.isHidden && medium.bounds.width == 20 && large.bounds.width == 37)
        let timeline = window.record(duration: 1.2) { clock in
            medium.startAnimating()
            large.startAnimating()
            #expect(!medium.isHidden && medium.isAnimating)
            clock.wait(1)
            medium.stopAnimating()
        }
        // The medium indicator's spokes are the first eight shape layers made: spoke k is k
        // steps anticlockwise of 12 o'clock, where the light starts.
        let spokes = timeline.layerIDs.filter { $0.hasPrefix("CAShapeLayer-") }
            .sorted { Int($0.dropFirst(13))! < Int($1.dropFirst(13))! }.prefix(8).map { $0 }
        try #require(spokes.count == 8, "\(timeline.layerIDs) \(timeline.problems)")
        let opacity = { (spoke: Int, time: Double) in
            timeline.value(ofLayer: spokes[spoke], at: LayerKeyPath("opacity")!, time: time)?.number ?? .nan
        }
        let expected: [(spoke: Int, time: Double, opacity: Double)] = [
            (0, 0, 0.85), (1, 0, 0.705), (2, 0, 0.56), (3, 0, 0.415), (4, 0, 0.27), (7, 0, 0.27),
            (0, 0.04, 0.85 - 0.04 * 1.8125), (7, 0.04, 0.27),
            (7, 0.08, 0.85), (0, 0.08, 0.705),
            // 0.48 s is six steps on: the light is on spoke 2, 0.02 s ago.
            (2, 0.5, 0.85 - 0.02 * 1.8125), (1, 0.5, 0.27), (3, 0.5, 0.85 - 0.1 * 1.8125),
        ]
        for check in expected {
            #expect(abs(opacity(check.spoke, check.time) - check.opacity) < 1e-6, "spoke \(check.spoke) at \(check.time) s")
        }
        #expect(timeline.value(ofLayer: "medium", at: LayerKeyPath("hidden")!, time: 1.1) == .bool(true))
        assertFrames(of: timeline, at: .times([0, 0.13, 0.5]), scale: 2)
    }
}
