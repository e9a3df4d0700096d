import UIKit

/// What the bar tells whoever shows it.
@MainActor @objc protocol ShareBarDelegate: AnyObject {
    @objc optional func shareBar(_ bar: ShareBar, didShare count: Int)
}

/// A share bar written for iOS in the Swift 6 language mode: @objc actions, #selector,
/// key-path KVO with an NSKeyValueObservation, and a delayed perform.
final class ShareBar: UIView {
    let shareButton = UIButton(type: .system)
    weak var delegate: ShareBarDelegate?
    private(set) var shares = 0
    private(set) var highlights: [Bool] = []
    private(set) var hints = 0
    private var observation: NSKeyValueObservation?

    override init(frame: CGRect) {
        super.init(frame: frame)
        shareButton.frame = bounds
        addSubview(shareButton)
        shareButton.addTarget(self, action: #selector(share(_:)), for: .touchUpInside)
        observation = shareButton.observe(\.isHighlighted, options: [.new]) { [weak self] _, change in
            MainActor.assumeIsolated { self?.highlights.append(change.newValue ?? false) }
        }
        perform(#selector(showHint), with: nil, afterDelay: 0.5)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc private func share(_ sender: UIButton) {
        shares += 1
        delegate?.shareBar?(self, didShare: shares)
    }

    @objc private func showHint() {
        hints += 1
    }
}
