#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

/// App-style view controller code: an order screen whose button presents a receipt as a card
/// over the bottom of the screen. A presentation controller of its own places the card and
/// dims what is behind it; a transitioning delegate slides the card up in 0.35 s and lets it
/// drop back down in 0.25 s when dismissed.
final class OrderViewController: UIViewController {
    let payButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "order"
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay"
        configuration.cornerStyle = .large
        payButton.configuration = configuration
        payButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(payButton)
        NSLayoutConstraint.activate([
            payButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            payButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
        payButton.addAction(UIAction { [unowned self] _ in showReceipt() }, for: .primaryActionTriggered)
    }

    let receiptTransitions = ReceiptTransitions()

    func showReceipt() {
        let receipt = ReceiptViewController()
        receipt.modalPresentationStyle = .custom
        receipt.transitioningDelegate = receiptTransitions
        present(receipt, animated: true)
    }
}

/// The receipt: a white card with a title and a total.
final class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        view.accessibilityIdentifier = "receipt"
        let title = UILabel()
        title.text = "Receipt"
        title.font = .boldSystemFont(ofSize: 22)
        let total = UILabel()
        total.text = "Total  €12.40"
        total.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [title, total])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
        ])
    }
}

/// Places the receipt over the bottom 45 % of the screen and dims the rest.
final class ReceiptPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.45).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.accessibilityIdentifier = "dimming"
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        UIView.animate(withDuration: 0.35) { self.dimmingView.alpha = 1 }
    }

    override func dismissalTransitionWillBegin() {
        UIView.animate(withDuration: 0.25) { self.dimmingView.alpha = 0 }
    }
}

/// The card's own animations, and its presentation controller.
final class ReceiptTransitions: NSObject, UIViewControllerTransitioningDelegate {
    final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let card = transitionContext.view(forKey: .to), let receipt = transitionContext.viewController(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: receipt)
            card.frame = final.offsetBy(dx: 0, dy: final.height)
            transitionContext.containerView.addSubview(card)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
                card.frame = final
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    final class DropDown: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let card = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(true) }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseIn, animations: {
                card.frame.origin.y += card.frame.height
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { SlideUp() }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { DropDown() }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ReceiptPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
