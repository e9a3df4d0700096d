import Foundation

/// `UIRefreshControl`: pull-to-refresh for a scroll view (`scrollView.refreshControl = control`),
/// with the rules iOS follows:
/// - pulling the content `triggerDistance` points past its top rest starts refreshing and sends
///   `.valueChanged` at once, whether or not the finger lifts;
/// - `beginRefreshing()` shows the spinner without sending `.valueChanged`;
/// - the spinner stays until `endRefreshing()`: while refreshing the content rests lower by the
///   control's height, so the spinner stays in view, and springs back up when it ends.
///
/// It draws an iOS spinner (`UIActivityIndicatorView`, medium) centred in the control, which sits
/// just above the content; while pulling, the spinner fades in with the pull, and it spins only
/// while refreshing. Apple documents no distance; 100 points is close to what a device needs.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    package override class func keyValueKeyPaths() -> [String: AnyKeyPath] {
        super.keyValueKeyPaths().merging(["refreshing": keyPath(Self.self)]) { $1 }
    }

    private static func keyPath<Control: UIRefreshControl>(_: Control.Type) -> AnyKeyPath { \Control.isRefreshing }

    /// How far past the top rest the content must be pulled to start refreshing.
    public static let triggerDistance: CGFloat = 100
    /// The control's height above the content, and how much lower the content rests while refreshing.
    public static let height: CGFloat = 60

    /// Whether the control is refreshing: from `beginRefreshing()` or a pull past the threshold
    /// until `endRefreshing()`.
    open private(set) var isRefreshing = false {
        willSet { willChangeValue(forKey: "refreshing") }
        didSet { didChangeValue(forKey: "refreshing") }
    }
    /// The spinner's colour.
    open override var tintColor: UIColor! {
        didSet { indicator.color = tintColor }
    }
    /// The title under the spinner: not drawn, so setting one is listed as a warning.
    open var attributedTitle: NSAttributedString? {
        didSet {
            guard attributedTitle != nil, oldValue == nil else { return }
            layer.report("a refresh control's attributedTitle is not drawn: only the spinner is", isWarning: true)
        }
    }

    let indicator = UIActivityIndicatorView(style: .medium)
    weak var scrollView: UIScrollView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        indicator.hidesWhenStopped = false
        indicator.alpha = 0
        addSubview(indicator)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts refreshing as the app would after its own check: the spinner shows and spins, and
    /// no `.valueChanged` is sent.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        indicator.alpha = 1
        indicator.startAnimating()
    }

    /// Stops the spinner; the content springs back up to its rest unless a finger holds it.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        indicator.stopAnimating()
        indicator.alpha = 0
        scrollView?.settleAfterRefresh()
    }

    /// Places the control above the content of `scrollView`.
    func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        fitWidth(of: scrollView)
    }

    /// Spans the scroll view's width with the spinner centred: when attached, and at each of
    /// the scroll view's layout passes (a control attached in `viewDidLoad`, before the view has
    /// its size, is centred once it has it, as on iOS).
    func fitWidth(of scrollView: UIScrollView) {
        let placed = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        guard frame != placed else { return }
        frame = placed
        indicator.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// The content moved: while a finger pulls, the spinner fades in and the trigger fires.
    func contentMoved(in scrollView: UIScrollView) {
        guard !isRefreshing else { return }
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        indicator.alpha = min(max(pulled / Self.triggerDistance, 0), 1)
        guard scrollView.isDragging, pulled >= Self.triggerDistance else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}
