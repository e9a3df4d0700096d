// The README's "Test your UIKit code" example with the README's imports, so it proves that
// they are enough (GaugeView comes from the seed examples).
import Testing
import FlipbookGoldenTesting
#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif
@testable import UIKitSeeds

/// The README's "Test your UIKit code" example, as written there.
@Suite("README: Test your UIKit code")
struct ReadmeUIKitExample {
    @Test @MainActor func gaugeSwings() throws {
        UIImage.searchPaths = [imagesFolder.path]                                  // where UIImage(named:) looks
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))  // the canvas
        let gauge = GaugeView(frame: window.bounds)                                // your view
        window.addSubview(gauge)

        let timeline = window.record(duration: 2.6) { clock in
            gauge.startAnimation()       // time 0
            clock.wait(1.8)              // completions run at 0.4, 0.8, 1.2, 1.6 s
            gauge.stopAnimation()        // time 1.8
        }                                // then on to 2.6 s

        let angle = timeline.value(ofLayer: "needle", at: LayerKeyPath("transform.rotation.z")!, time: 0.2)
        #expect(abs((angle?.number ?? 0) - .pi / 6) < 1e-6)
        assertFrames(of: timeline, scale: 1)   // goldens in __Goldens__/gaugeSwings/ beside the test
        assertValues(of: timeline)
        assertEvents(of: timeline)
    }
}
