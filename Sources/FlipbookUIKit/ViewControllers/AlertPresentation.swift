import Foundation

/// An alert's platter: the blur, the title and message, and the buttons (UIAlertController.swift
/// gives the look).
@MainActor
final class AlertView: UIView {
    static let width: CGFloat = 270
    static let buttonHeight: CGFloat = 44
    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [(button: UIButton, action: UIAlertAction)] = []
    private var hairlines: [UIView] = []
    private weak var alert: UIAlertController?

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: CGRect(x: 0, y: 0, width: Self.width, height: 100))
        layer.cornerRadius = 14
        clipsToBounds = true
        addSubview(blur)
        for (label, font, text) in [(titleLabel, UIFont.systemFont(ofSize: 17, weight: .semibold), alert.title),
                                    (messageLabel, UIFont.systemFont(ofSize: 13), alert.message)] {
            label.font = font
            label.text = text
            label.textColor = .label
            label.textAlignment = .center
            label.numberOfLines = 0
            blur.contentView.addSubview(label)
        }
        for action in Self.drawingOrder(alert.actions) {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let isBold = action.style == .cancel || action === alert.preferredAction
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: isBold ? .semibold : .regular)
            if action.style == .destructive { button.tintColor = .systemRed }
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak alert] _ in alert?.actionTapped(action) }, for: .touchUpInside)
            blur.contentView.addSubview(button)
            buttons.append((button, action))
        }
        for _ in 0..<(buttons.count == 2 ? 2 : buttons.count) {
            let hairline = UIView()
            hairline.backgroundColor = .separator
            blur.contentView.addSubview(hairline)
            hairlines.append(hairline)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Two buttons side by side put the cancel one first; more, stacked, put it last.
    static func drawingOrder(_ actions: [UIAlertAction]) -> [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        return actions.count == 2 ? cancel + others : others + cancel
    }

    private var sideBySide: Bool { buttons.count == 2 }

    /// The header's height: 20 points above the title, 2 between title and message, 20 below.
    private var headerHeight: CGFloat {
        let width = Self.width - 32
        let texts = [titleLabel, messageLabel].filter { !($0.text ?? "").isEmpty }
        guard !texts.isEmpty else { return 0 }
        let heights = texts.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
        return 20 + heights.reduce(0, +) + CGFloat(texts.count - 1) * 2 + 20
    }

    var fittingSize: CGSize {
        let rows = sideBySide ? 1 : buttons.count
        return CGSize(width: Self.width, height: headerHeight + CGFloat(rows) * Self.buttonHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        blur.frame = bounds
        let width = Self.width - 32
        var y: CGFloat = 20
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: 16, y: y, width: width, height: height)
            y += height + 2
        }
        let top = headerHeight
        let pixel = 1 / max(UIScreen.main.scale, 1)
        if sideBySide {
            let half = bounds.width / 2
            for (index, entry) in buttons.enumerated() {
                entry.button.frame = CGRect(x: CGFloat(index) * half, y: top, width: half, height: Self.buttonHeight)
            }
            hairlines[0].frame = CGRect(x: 0, y: top, width: bounds.width, height: pixel)
            hairlines[1].frame = CGRect(x: half, y: top, width: pixel, height: Self.buttonHeight)
        } else {
            for (index, entry) in buttons.enumerated() {
                let rowTop = top + CGFloat(index) * Self.buttonHeight
                entry.button.frame = CGRect(x: 0, y: rowTop, width: bounds.width, height: Self.buttonHeight)
                hairlines[index].frame = CGRect(x: 0, y: rowTop, width: bounds.width, height: pixel)
            }
        }
    }
}

/// Presents an alert: a dimming view under a platter centred in the container.
@MainActor
final class AlertPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert = presentedViewController as? UIAlertController else { return .zero }
        let size = alert.platterSize
        return CGRect(x: ((container.bounds.width - size.width) / 2).rounded(), y: ((container.bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.frame = container.bounds
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        UIView.animate(withDuration: AlertAnimator.appearDuration) { self.dimming.alpha = 1 }
        (presentedViewController as? UIAlertController)?.reportUndrawn()
    }

    override func dismissalTransitionWillBegin() {
        UIView.animate(withDuration: AlertAnimator.leaveDuration) { self.dimming.alpha = 0 }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }
}

/// The alert's own appearance (fading in from 1.2 × its size) and exit (fading out).
@MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let appearDuration: TimeInterval = 0.4
    static let leaveDuration: TimeInterval = 0.2
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? Self.appearDuration : Self.leaveDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let platter = transitionContext.view(forKey: key),
              let controller = transitionContext.viewController(forKey: presenting ? .to : .from) else {
            return transitionContext.completeTransition(true)
        }
        let done: (Bool) -> Void = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        if presenting {
            platter.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(platter)
            platter.alpha = 0
            platter.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            UIView.animate(withDuration: Self.appearDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: { platter.alpha = 1; platter.transform = .identity }, completion: done)
        } else {
            UIView.animate(withDuration: Self.leaveDuration, delay: 0, options: [.curveEaseInOut],
                           animations: { platter.alpha = 0 }, completion: done)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an alert's presentation asks for: the presentation controller and the animators above.
@MainActor
final class AlertTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: false)
    }
}
