import Foundation

/// An alert's platter — the blur, the title and message, and the buttons — or an action
/// sheet's two: the title, message and actions, and the cancel button apart below them
/// (UIAlertController.swift gives the looks).
@MainActor
final class AlertView: UIView {
    static let alertWidth: CGFloat = 270
    private let isSheet: Bool
    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [(button: UIButton, action: UIAlertAction)] = []
    /// An action sheet's cancel button, on a platter of its own.
    private let cancelPlatter = UIView()
    private var cancelButton: UIButton?
    private var hairlines: [UIView] = []

    private var buttonHeight: CGFloat { isSheet ? 57 : 44 }
    /// Room above the texts and between them and the buttons.
    private var headerPadding: CGFloat { isSheet ? 14 : 20 }

    init(alert: UIAlertController) {
        isSheet = alert.preferredStyle == .actionSheet
        super.init(frame: CGRect(x: 0, y: 0, width: Self.alertWidth, height: 100))
        let platter: UIView = isSheet ? blur : self
        platter.layer.cornerRadius = isSheet ? 13 : 14
        platter.clipsToBounds = true
        addSubview(blur)
        // A sheet's title is small and grey; an alert's is the headline.
        let titleFont = isSheet ? UIFont.systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        for (label, font, text) in [(titleLabel, titleFont, alert.title), (messageLabel, UIFont.systemFont(ofSize: 13), alert.message)] {
            label.font = font
            label.text = text
            label.textColor = isSheet ? .secondaryLabel : .label
            label.textAlignment = .center
            label.numberOfLines = 0
            blur.contentView.addSubview(label)
        }
        let ordered = Self.drawingOrder(alert.actions, isSheet: isSheet)
        for action in ordered {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let isBold = action.style == .cancel || action === alert.preferredAction
            button.titleLabel?.font = .systemFont(ofSize: isSheet ? 20 : 17, weight: isBold ? .semibold : .regular)
            if action.style == .destructive { button.tintColor = .systemRed }
            button.isEnabled = action.isEnabled
            action.enabledChanged = { [weak button] in button?.isEnabled = $0 }
            button.addAction(UIAction { [weak alert] _ in alert?.actionTapped(action) }, for: .touchUpInside)
            if isSheet, action.style == .cancel {
                cancelPlatter.backgroundColor = .secondarySystemGroupedBackground
                cancelPlatter.layer.cornerRadius = 13
                cancelPlatter.clipsToBounds = true
                cancelPlatter.addSubview(button)
                addSubview(cancelPlatter)
                cancelButton = button
            } else {
                blur.contentView.addSubview(button)
                buttons.append((button, action))
            }
        }
        for _ in 0..<(sideBySide ? 2 : buttons.count) {
            let hairline = UIView()
            hairline.backgroundColor = .separator
            blur.contentView.addSubview(hairline)
            hairlines.append(hairline)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// An alert's two buttons side by side put the cancel one first; more, stacked, and a
    /// sheet's, put it last.
    static func drawingOrder(_ actions: [UIAlertAction], isSheet: Bool = false) -> [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        return actions.count == 2 && !isSheet ? cancel + others : others + cancel
    }

    private var sideBySide: Bool { !isSheet && buttons.count == 2 }

    /// The texts' heights, at a platter width.
    private func textHeights(width: CGFloat) -> [(UILabel, CGFloat)] {
        [titleLabel, messageLabel].filter { !($0.text ?? "").isEmpty }
            .map { ($0, $0.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height) }
    }

    /// The header's height: the padding above the title, 2 points between title and message,
    /// the padding below.
    private func headerHeight(width: CGFloat) -> CGFloat {
        let heights = textHeights(width: width)
        guard !heights.isEmpty else { return 0 }
        return 2 * headerPadding + heights.map(\.1).reduce(0, +) + CGFloat(heights.count - 1) * 2
    }

    /// The main platter's height at a width.
    private func platterHeight(width: CGFloat) -> CGFloat {
        headerHeight(width: width) + CGFloat(sideBySide ? 1 : buttons.count) * buttonHeight
    }

    /// The size for `width` (an alert is always 270 points wide): a sheet's cancel platter
    /// stands 8 points below the other.
    func fittingSize(width: CGFloat) -> CGSize {
        let width = isSheet ? width : Self.alertWidth
        return CGSize(width: width, height: platterHeight(width: width) + (cancelButton == nil ? 0 : 8 + buttonHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        blur.frame = CGRect(x: 0, y: 0, width: width, height: platterHeight(width: width))
        var y = headerPadding
        for (label, height) in textHeights(width: width) {
            label.frame = CGRect(x: 16, y: y, width: width - 32, height: height)
            y += height + 2
        }
        let top = headerHeight(width: width)
        let pixel = 1 / max(UIScreen.main.scale, 1)
        if sideBySide {
            let half = width / 2
            for (index, entry) in buttons.enumerated() {
                entry.button.frame = CGRect(x: CGFloat(index) * half, y: top, width: half, height: buttonHeight)
            }
            hairlines[0].frame = CGRect(x: 0, y: top, width: width, height: pixel)
            hairlines[1].frame = CGRect(x: half, y: top, width: pixel, height: buttonHeight)
        } else {
            for (index, entry) in buttons.enumerated() {
                let rowTop = top + CGFloat(index) * buttonHeight
                entry.button.frame = CGRect(x: 0, y: rowTop, width: width, height: buttonHeight)
                // A sheet without a header has no line above its first button.
                hairlines[index].frame = CGRect(x: 0, y: rowTop, width: width, height: index == 0 && top == 0 ? 0 : pixel)
            }
        }
        if let cancelButton {
            cancelPlatter.frame = CGRect(x: 0, y: blur.frame.maxY + 8, width: width, height: buttonHeight)
            cancelButton.frame = cancelPlatter.bounds
        }
    }
}

/// Presents an alert: a dimming view under a platter centred in the container.
@MainActor
final class AlertPresentationController: UIPresentationController {
    private let dimming = UIView()

    /// An alert in the middle; an action sheet 8 points in from the sides and above the bottom
    /// of the safe area.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert = presentedViewController as? UIAlertController else { return .zero }
        let size = alert.platterSize(width: container.bounds.width - 16)
        if alert.preferredStyle == .actionSheet {
            return CGRect(x: 8, y: container.bounds.height - container.safeAreaInsets.bottom - 8 - size.height, width: size.width, height: size.height)
        }
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
        let isSheet = (controller as? UIAlertController)?.preferredStyle == .actionSheet
        let rest = presenting ? transitionContext.finalFrame(for: controller) : platter.frame
        // An action sheet comes up from below the screen and goes back down.
        let below = rest.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height - rest.minY)
        if presenting {
            platter.frame = isSheet ? below : rest
            transitionContext.containerView.addSubview(platter)
            if !isSheet {
                platter.alpha = 0
                platter.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            }
            UIView.animate(withDuration: Self.appearDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: {
                               if isSheet { platter.frame = rest } else { platter.alpha = 1; platter.transform = .identity }
                           }, completion: done)
        } else {
            UIView.animate(withDuration: Self.leaveDuration, delay: 0, options: [.curveEaseInOut],
                           animations: { if isSheet { platter.frame = below } else { platter.alpha = 0 } }, completion: done)
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
