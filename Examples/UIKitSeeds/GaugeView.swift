#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

/// Seed 3: a dial picture and a pointer picture (Assets/images) whose pointer swings ±60° in 0.4 s legs, each leg's completion starting
/// the next, until `stopAnimation()` brings it back to 0.
final class GaugeView: UIView {
    let dialView = UIImageView(image: UIImage(named: "gauge-dial"))
    let needleView = UIImageView(image: UIImage(named: "gauge-pointer"))
    let hubView = UIView(frame: CGRect(x: 181.5, y: 94, width: 12, height: 12))
    private var isStopped = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        dialView.accessibilityIdentifier = "gauge"
        dialView.frame = CGRect(x: 137.5, y: 50, width: 100, height: 100)
        addSubview(dialView)

        // The pointer's foot is the pivot: it turns about the dial's centre.
        needleView.accessibilityIdentifier = "needle"
        needleView.frame = CGRect(x: 185.5, y: 50, width: 4, height: 50)
        needleView.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        needleView.center = CGPoint(x: 187.5, y: 100)
        addSubview(needleView)

        hubView.accessibilityIdentifier = "hub"
        hubView.backgroundColor = UIColor(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0, alpha: 1)
        hubView.layer.cornerRadius = 6
        hubView.layer.borderWidth = 2
        hubView.layer.borderColor = UIColor.white.cgColor
        addSubview(hubView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Swings to +60°, then the other way, and so on.
    func startAnimation() {
        isStopped = false
        UIView.animate(withDuration: 0.4, animations: {
            self.needleView.transform = CGAffineTransform(rotationAngle: .pi / 3)
        }, completion: { _ in
            if !self.isStopped { self.oppositeDirection() }
        })
    }

    /// Swings to −60°, then back.
    func oppositeDirection() {
        UIView.animate(withDuration: 0.4, animations: {
            self.needleView.transform = CGAffineTransform(rotationAngle: -.pi / 3)
        }, completion: { _ in
            if !self.isStopped { self.startAnimation() }
        })
    }

    /// Readies the gauge while the header is pulled: the next `startAnimation()` swings it.
    /// The seed names this step ("pulling → prepare") but moves nothing in it, so the needle
    /// stays at rest; only the stop flag is cleared.
    func prepareAnimation() {
        isStopped = false
    }

    /// Returns the needle to 0; the leg in flight completes and starts nothing.
    func stopAnimation() {
        isStopped = true
        UIView.animate(withDuration: 0.4) {
            self.needleView.transform = .identity
        }
    }
}
