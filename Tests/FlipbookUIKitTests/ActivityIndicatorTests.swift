import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookScene
import FlipbookUIKit

@Suite("UIActivityIndicatorView")
@MainActor
struct ActivityIndicatorTests {
    @Test("Steps 45° clockwise eight times a second while animating; hidden when stopped")
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
        // The medium indicator's spoke container: the first plain CALayer made.
        let spokes = try #require(timeline.layerIDs.first { $0 == "CALayer-1" }, "\(timeline.layerIDs) \(timeline.problems)")
        let angle = { (time: Double) in timeline.value(ofLayer: spokes, at: LayerKeyPath("transform.rotation.z")!, time: time)?.number ?? .nan }
        #expect(angle(0) == 0 && abs(angle(0.13) - .pi / 4) < 1e-9 && abs(angle(0.49) - 3 * .pi / 4) < 1e-9)
        #expect(timeline.value(ofLayer: "medium", at: LayerKeyPath("hidden")!, time: 1.1) == .bool(true))
        assertFrames(of: timeline, at: .times([0, 0.13, 0.5]), scale: 2)
    }
}
