// The README's first example, verbatim below the marker: a view of the test's own, plain
// `import UIKit`, a recording, a value and frame goldens.
// README example begins
import Testing
import UIKit                   // on Linux, Flipbook's UIKit product
import FlipbookGoldenTesting

final class Toast: UIView {
    func show() {
        alpha = 0
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { self.alpha = 1 }) { _ in
            UIView.animate(withDuration: 0.3, delay: 1, options: .curveLinear, animations: { self.alpha = 0 })
        }
    }
}

@Test @MainActor func toastFadesInAndOut() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    let toast = Toast(frame: CGRect(x: 20, y: 20, width: 160, height: 40))
    toast.backgroundColor = .systemBlue
    toast.accessibilityIdentifier = "toast"
    window.addSubview(toast)
    let timeline = window.record(duration: 2) { _ in toast.show() }   // a virtual clock: no waiting
    #expect(timeline.value(ofLayer: "toast", at: LayerKeyPath("opacity")!, time: 0.15)?.number == 0.5)
    assertFrames(of: timeline)   // PNG goldens at the key instants, in __Goldens__/toastFadesInAndOut/
    assertEvents(of: timeline)   // when each animation started, stopped and completed
}
