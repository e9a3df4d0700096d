#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

/// Seeds 000 and 002: a Weibo home screen (the status and navigation bar, a feed under it), a
/// tip label that slides out from under the bar, and a banner of new statuses inserted below
/// it and removed when done. The pictures are in Assets/images (`UIImage.searchPaths`).
final class HomeView: UIView {
    let feed = UIImageView(image: UIImage(named: "weibo-feed"))
    let navigationBar = UIImageView(image: UIImage(named: "navigation-bar"))
    let tipLabel = UILabel(frame: CGRect(x: 0, y: 20, width: 375, height: 44))

    override init(frame: CGRect) {
        super.init(frame: frame)
        feed.accessibilityIdentifier = "feed"
        feed.frame = CGRect(x: 0, y: 64, width: 375, height: 304)
        addSubview(feed)

        tipLabel.accessibilityIdentifier = "tip"
        tipLabel.font = .systemFont(ofSize: 14)
        tipLabel.textColor = .white
        tipLabel.textAlignment = .center
        tipLabel.backgroundColor = UIColor(red: 1, green: 0x95 / 255.0, blue: 0, alpha: 1)
        tipLabel.isHidden = true
        addSubview(tipLabel)

        navigationBar.accessibilityIdentifier = "navbar"
        navigationBar.frame = CGRect(x: 0, y: 0, width: 375, height: 64)
        navigationBar.backgroundColor = UIColor(red: 0xF8 / 255.0, green: 0xF8 / 255.0, blue: 0xF8 / 255.0, alpha: 1)
        addSubview(navigationBar)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The tip's text for a number of new items.
    static func refreshText(count: Int) -> String {
        count == 0 ? "没有更多数据" : "刷新到\(count)条数据"
    }

    /// Shows how many items a refresh brought: the tip slides down 44 pt in 1 s, waits 2 s,
    /// slides back in 1 s and hides.
    func showRefreshStatus(count: Int) {
        tipLabel.text = Self.refreshText(count: count)
        tipLabel.isHidden = false
        UIView.animate(withDuration: 1.0, animations: {
            self.tipLabel.transform = self.tipLabel.transform.translatedBy(x: 0, y: 44)
        }, completion: { _ in
            UIView.animate(withDuration: 1.0, delay: 2.0, options: [], animations: {
                self.tipLabel.transform = .identity
            }, completion: { _ in
                self.tipLabel.isHidden = true
            })
        })
    }

    /// Shows how many new statuses arrived: a banner on a tiled pattern slides down from under
    /// the navigation bar, waits 1 s, slides back (linear) and is removed.
    func showNewStatusCount(_ count: Int) {
        let label = UILabel()
        label.accessibilityIdentifier = "banner"
        label.text = count == 0 ? "沒有新的微博數據，稍後再試" : "共有\(count)條新的微博數據"
        label.textColor = .white
        label.font = .systemFont(ofSize: 16)
        label.textAlignment = .center
        if let pattern = UIImage(named: "banner-pattern") {
            label.backgroundColor = UIColor(patternImage: pattern)
        }
        let height: CGFloat = 35
        label.frame = CGRect(x: 0, y: 64 - height, width: 375, height: height)
        insertSubview(label, belowSubview: navigationBar)
        UIView.animate(withDuration: 1.0, animations: {
            label.transform = label.transform.translatedBy(x: 0, y: height)
        }, completion: { _ in
            UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveLinear, animations: {
                label.transform = .identity
            }, completion: { _ in
                label.removeFromSuperview()
            })
        })
    }
}

/// The pull-to-refresh header's spinning icon (the spinner picture): a rotation added with a
/// nil key while refreshing, removed with `removeAllAnimations()` when it ends.
final class HeaderIconView: UIImageView {
    func startAnimation() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = 2 * Double.pi
        rotation.duration = 1
        rotation.repeatCount = MAXFLOAT
        layer.add(rotation, forKey: nil)
    }

    func endAnimation() {
        layer.removeAllAnimations()
    }
}
