#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

/// Seed 6: MJRefresh's refresh header as iOS code, driven by a real scroll view. It sits above
/// the content and follows the pull through `UIScrollViewDelegate`:
/// - idle → pulling when dragged past its height, back to idle if the finger goes back up,
///   pulling → refreshing when the finger lifts (the content settles at −height in 0.25 s);
/// - the icon spins once the pull passes 0.8 of the height;
/// - the arrow turns down when the offset crosses −50 and back up above it (not while
///   refreshing);
/// - `endRefreshing()` returns the content in 0.4 s, then goes back to idle.
final class PullToRefreshHeader: UIView, UIScrollViewDelegate {
    enum State {
        case idle, pulling, refreshing
    }

    let height: CGFloat = 64
    let arrowView = UIImageView(image: UIImage(named: "refresh-arrow"))
    let iconView = HeaderIconView(image: UIImage(named: "refresh-spinner"))
    let label = UILabel(frame: CGRect(x: 140, y: 13, width: 160, height: 20))
    let updatedLabel = UILabel(frame: CGRect(x: 140, y: 33, width: 200, height: 18))
    private(set) var state = State.idle
    /// Told after every change of state (what the seed app's gauge listens to).
    var onStateChange: ((State) -> Void)?
    private var arrowDown = false
    private var spinning = false
    private weak var scrollView: UIScrollView?

    /// Adds the header above `scrollView`'s content and becomes its delegate.
    init(scrollView: UIScrollView) {
        super.init(frame: CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height))
        accessibilityIdentifier = "header"
        self.scrollView = scrollView
        arrowView.accessibilityIdentifier = "arrow"
        arrowView.frame = CGRect(x: 110, y: 17, width: 15, height: 30)
        addSubview(arrowView)

        iconView.accessibilityIdentifier = "icon"
        iconView.frame = CGRect(x: 68, y: 17, width: 30, height: 30)
        iconView.alpha = 0
        addSubview(iconView)

        label.accessibilityIdentifier = "label"
        label.text = "下拉刷新"
        label.font = .systemFont(ofSize: 14)
        label.textColor = UIColor(red: 0x33 / 255.0, green: 0x33 / 255.0, blue: 0x33 / 255.0, alpha: 1)
        addSubview(label)

        updatedLabel.accessibilityIdentifier = "updated"
        updatedLabel.text = "最后更新：今天 9:41"
        updatedLabel.font = .systemFont(ofSize: 12)
        updatedLabel.textColor = .seedGrey
        addSubview(updatedLabel)

        scrollView.addSubview(self)
        scrollView.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        follow(scrollView)
    }

    /// The finger lifted: past the header's height, refresh.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard state == .pulling else { return }
        enter(.refreshing)
    }

    /// What the app calls when its data has arrived.
    func endRefreshing() {
        guard let scrollView, state == .refreshing else { return }
        UIView.animate(withDuration: 0.4, animations: {
            scrollView.contentInset.top = 0
            scrollView.contentOffset = .zero
        }, completion: { _ in
            self.enter(.idle)
        })
    }

    /// The rules that follow the offset, in MJRefresh's order: the state, the icon, the arrow.
    private func follow(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y
        if scrollView.isDragging {
            if offset < -height && state == .idle {
                enter(.pulling)
            } else if offset >= -height && state == .pulling {
                enter(.idle)
            }
        }
        let fraction = -offset / height
        if fraction >= 0.8 && !spinning {
            spinning = true
            iconView.alpha = 1
            iconView.startAnimation()
        } else if fraction < 0.8 && spinning && state != .refreshing {
            spinning = false
            iconView.alpha = 0
            iconView.endAnimation()
        }
        if offset < -50 && !arrowDown {
            arrowDown = true
            UIView.animate(withDuration: 2.0) { self.arrowView.transform = self.arrowView.transform.rotated(by: .pi - 0.01) }
        } else if offset >= -50 && arrowDown && state != .refreshing {
            arrowDown = false
            UIView.animate(withDuration: 2.0) { self.arrowView.transform = self.arrowView.transform.rotated(by: .pi + 0.01) }
        }
    }

    private func enter(_ new: State) {
        state = new
        defer { onStateChange?(new) }
        switch new {
        case .idle:
            label.text = "下拉刷新"
            iconView.endAnimation()
            spinning = false
            arrowView.isHidden = false
            iconView.alpha = 0
            if let scrollView { follow(scrollView) }
        case .pulling:
            label.text = "松开加载更多"
        case .refreshing:
            label.text = "加载中..."
            arrowView.isHidden = true
            guard let scrollView else { return }
            UIView.animate(withDuration: 0.25) {
                scrollView.contentInset.top = self.height
                scrollView.contentOffset = CGPoint(x: 0, y: -self.height)
            }
        }
    }
}
