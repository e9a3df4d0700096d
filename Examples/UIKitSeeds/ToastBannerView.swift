#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

/// App-style Auto Layout, as a screen's code writes it: a banner that hangs above its
/// container's top edge and slides in by animating its top constraint, with a row of badges in
/// a stack view (the last can be hidden with animation) and a progress dot that its own
/// `layoutSubviews` places after Auto Layout has placed the rest.
final class ToastBannerView: UIView {
    let badges = UIStackView()
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 6))
    /// How far along the progress dot is, 0 to 1.
    var progress: CGFloat = 0 { didSet { setNeedsLayout() } }
    private var topConstraint: NSLayoutConstraint?

    init() {
        super.init(frame: .zero)
        accessibilityIdentifier = "toastBanner"
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
        layer.cornerRadius = 12

        badges.accessibilityIdentifier = "badges"
        badges.translatesAutoresizingMaskIntoConstraints = false
        badges.axis = .horizontal
        badges.spacing = 6
        badges.alignment = .center
        for (index, color) in [UIColor.systemRed, .systemOrange, .systemGreen].enumerated() {
            let badge = UIView()
            badge.accessibilityIdentifier = "badge\(index)"
            badge.backgroundColor = color
            badge.layer.cornerRadius = 8
            let width = badge.widthAnchor.constraint(equalToConstant: 16)
            width.priority = .required - 1   // hideable: the stack view collapses it
            NSLayoutConstraint.activate([width, badge.heightAnchor.constraint(equalTo: badge.widthAnchor)])
            badges.addArrangedSubview(badge)
        }
        addSubview(badges)

        dot.accessibilityIdentifier = "progressDot"
        dot.backgroundColor = .white
        addSubview(dot)

        NSLayoutConstraint.activate([
            badges.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            badges.centerYAnchor.constraint(equalTo: centerYAnchor),
            heightAnchor.constraint(equalToConstant: 56),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Hangs the banner above `container`'s top edge, inset 16 points from its sides.
    func install(in container: UIView) {
        container.addSubview(self)
        let top = topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: -72)
        topConstraint = top
        let preferredWidth = widthAnchor.constraint(equalToConstant: 600)
        preferredWidth.priority = .defaultHigh + 1
        NSLayoutConstraint.activate([
            top,
            centerXAnchor.constraint(equalTo: container.centerXAnchor),
            widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -32),
            preferredWidth,
        ])
    }

    /// Slides the banner in: the top constraint moves, and the layout pass inside the block animates.
    func show() {
        topConstraint?.constant = 16
        UIView.animate(withDuration: 0.3) { self.superview?.layoutIfNeeded() }
    }

    /// Hides the last badge: the stack view closes the gap with animation.
    func hideLastBadge() {
        UIView.animate(withDuration: 0.25) { self.badges.arrangedSubviews.last?.isHidden = true }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Along the bottom edge, inside the margins, as far as the progress goes.
        let track = bounds.insetBy(dx: layoutMargins.left, dy: 0)
        dot.center = CGPoint(x: track.minX + track.width * progress, y: bounds.height - 8)
    }
}
