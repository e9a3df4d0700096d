import UIKit
import ObjectiveC
import Darwin

/// What the card tells whoever shows it; written as iOS code writes delegates.
@objc protocol LikeCardViewDelegate: AnyObject {
    func likeCardDidLike(_ card: LikeCardView)
    @objc optional func likeCardDidScroll(_ card: LikeCardView, to offset: CGFloat)
    @objc optional func likeCardTitle(for card: LikeCardView) -> String?
}

private var badgeKey: UInt8 = 0

/// A card as an iOS 16 app writes it, unchanged: outlets, @objc actions, target–action with
/// #selector, a pan recognizer, a display link, a notification observer, KVO of a scroll view.
@objcMembers
final class LikeCardView: UIView {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet private(set) var likeButton: UIButton!
    @IBOutlet weak var scrollView: UIScrollView!
    weak var delegate: LikeCardViewDelegate?

    private(set) var likes = 0
    private(set) var panStates: [UIGestureRecognizer.State] = []
    private(set) var frames = 0
    private(set) var notes = 0
    private(set) var titleTaps = 0
    private(set) var offsets: [CGFloat] = []
    private var displayLink: CADisplayLink?
    private static var observingContext = 0

    var badge: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: frame.width, height: 20))
        addSubview(label)
        titleLabel = label
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(titleTapped(_:))))
        likeButton = UIButton(type: .system)
        likeButton.frame = CGRect(x: 0, y: 20, width: 80, height: 44)
        likeButton.addTarget(self, action: #selector(like(_:)), for: .touchUpInside)
        addSubview(likeButton)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 64, width: frame.width, height: 100))
        scroll.contentSize = CGSize(width: frame.width, height: 400)
        addSubview(scroll)
        scrollView = scroll
        scroll.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: &LikeCardView.observingContext)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(self.didPan)))
        NotificationCenter.default.addObserver(self, selector: #selector(appWillResign(_:)),
                                               name: UIApplication.willResignActiveNotification, object: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func startTicking() {
        displayLink = CADisplayLink(target: self, selector: #selector(tick))
        displayLink?.add(to: .main, forMode: .common)
    }

    func stopTicking() {
        displayLink?.invalidate()
        displayLink = nil
    }

    @objc private func like(_ sender: UIButton) {
        likes += 1
        titleLabel.text = delegate?.likeCardTitle?(for: self) ?? "\(likes) likes"
        delegate?.likeCardDidLike(self)
    }

    @objc func didPan(_ recognizer: UIPanGestureRecognizer) {
        panStates.append(recognizer.state)
    }

    @objc(tickWithLink:) func tick(_ link: CADisplayLink) {
        frames += 1
    }

    @objc private func titleTapped(_ recognizer: UITapGestureRecognizer) {
        titleTaps += 1
    }

    @objc func appWillResign(_ note: Notification) {
        notes += 1
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &LikeCardView.observingContext, let offset = change?[.newKey] as? CGPoint else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        offsets.append(offset.y)
        delegate?.likeCardDidScroll?(self, to: offset.y)
    }

    func randomTilt() -> Double {
        Double(arc4random_uniform(7)) - 3
    }
}
