#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

extension UIColor {
    /// The seed app's grey (iOS's systemGray).
    static let seedGrey = UIColor(red: 0x8E / 255.0, green: 0x8E / 255.0, blue: 0x93 / 255.0, alpha: 1)
}

/// Seeds 1 and 2: the refresh control's arrow and loading indicator, as the seed app's
/// `RefreshView` writes them: two pictures (Assets/images, found by `UIImage(named:)`).
final class RefreshView: UIView {
    /// The grey down-pointing arrow picture.
    let arrowView = UIImageView(image: UIImage(named: "refresh-arrow"))
    /// The spinner picture (twelve fading spokes).
    let loadingView = UIImageView(image: UIImage(named: "refresh-spinner"))
    /// How long one turn of the loading indicator takes.
    var loadingPeriod: CFTimeInterval = 5.0

    init(frame: CGRect, arrowFrame: CGRect, loadingCenter: CGPoint) {
        super.init(frame: frame)
        arrowView.frame = arrowFrame
        arrowView.accessibilityIdentifier = "arrow"
        addSubview(arrowView)

        loadingView.bounds = CGRect(x: 0, y: 0, width: 36, height: 36)
        loadingView.center = loadingCenter
        loadingView.accessibilityIdentifier = "spinner"
        addSubview(loadingView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Turns the arrow half a turn: down when `flag`, back up otherwise. The 0.01 decides the
    /// direction: transform animations take the shortest way round.
    func rotationArrow(flag: Bool) {
        UIView.animate(withDuration: 2.0) {
            self.arrowView.transform = self.arrowView.transform.rotated(by: flag ? .pi - 0.01 : .pi + 0.01)
        }
    }

    /// Spins the loading indicator, unless it already spins.
    func startLoadingView() {
        if loadingView.layer.animation(forKey: "lnj") == nil {
            let animation = CABasicAnimation(keyPath: "transform.rotation")
            animation.toValue = 2 * Double.pi
            animation.duration = loadingPeriod
            animation.repeatCount = MAXFLOAT
            loadingView.layer.add(animation, forKey: "lnj")
        }
    }

    /// Stops the loading indicator.
    func stopLoadingView() {
        loadingView.layer.removeAllAnimations()
    }
}
