#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

/// A view whose layer is a shape layer (how the seed app draws its arrow and spinner).
class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

extension UIColor {
    /// The seed app's grey (iOS's systemGray).
    static let seedGrey = UIColor(red: 0x8E / 255.0, green: 0x8E / 255.0, blue: 0x93 / 255.0, alpha: 1)
}

extension ShapeView {
    /// The grey down-pointing arrow of the refresh headers, stroked with round caps, named "arrow".
    func drawRefreshArrow() {
        accessibilityIdentifier = "arrow"
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: 7.5, y: 2))
        arrow.addLine(to: CGPoint(x: 7.5, y: 28))
        arrow.move(to: CGPoint(x: 1.5, y: 21))
        arrow.addLine(to: CGPoint(x: 7.5, y: 28))
        arrow.addLine(to: CGPoint(x: 13.5, y: 21))
        shapeLayer.path = arrow.cgPath
        shapeLayer.fillColor = UIColor.clear.cgColor
        shapeLayer.strokeColor = UIColor.seedGrey.cgColor
        shapeLayer.lineWidth = 2.5
        shapeLayer.lineCap = .round
        shapeLayer.lineJoin = .round
    }
}

/// Seeds 1 and 2: the refresh control's arrow and loading indicator, as the seed app's
/// `RefreshView` writes them.
final class RefreshView: UIView {
    /// The grey down-pointing arrow, stroked with round caps.
    let arrowView = ShapeView(frame: .zero)
    /// The spinning three-quarter ring.
    let loadingView = ShapeView(frame: .zero)
    /// How long one turn of the loading indicator takes.
    var loadingPeriod: CFTimeInterval = 5.0

    init(frame: CGRect, arrowFrame: CGRect, loadingCenter: CGPoint) {
        super.init(frame: frame)
        arrowView.frame = arrowFrame
        arrowView.drawRefreshArrow()
        addSubview(arrowView)

        loadingView.bounds = CGRect(x: 0, y: 0, width: 36, height: 36)
        loadingView.center = loadingCenter
        loadingView.accessibilityIdentifier = "spinner"
        loadingView.shapeLayer.path = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 32, height: 32)).cgPath
        loadingView.shapeLayer.fillColor = UIColor.clear.cgColor
        loadingView.shapeLayer.strokeColor = UIColor.seedGrey.cgColor
        loadingView.shapeLayer.lineWidth = 4
        loadingView.shapeLayer.lineCap = .round
        loadingView.shapeLayer.strokeEnd = 0.75
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
