import Foundation

/// `UINavigationBar`: the bar a navigation controller draws over its content, 44 points tall:
/// the top controller's title centred (17-point semibold), a back button tinted with the
/// system tint (a chevron and the previous controller's title, or "Back") when there is a
/// controller to go back to, and a hairline under it. Built from views, so a push or pop
/// cross-fades the titles with the transition. The look is chosen after iOS's standard
/// appearance and approximate.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height.
    static let height: CGFloat = 44

    let titleLabel = UILabel()
    let backLabel = UILabel()
    private let hairline = UIView()

    /// Whether the bar is drawn over the content with a blur (stored; drawn opaque-ish white).
    open var isTranslucent = true
    /// The colour of the bar's controls (the back button): the tint by default.
    open override var tintColor: UIColor! {
        didSet { backLabel.textColor = tintColor }
    }
    /// The bar's background colour (a near-white by default).
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.standardBackground } }
    /// Whether the navigation controller uses large titles (stored; titles are drawn standard).
    open var prefersLargeTitles = false

    static let standardBackground = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)

    /// A bar in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.standardBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        backLabel.font = .systemFont(ofSize: 17)
        backLabel.textColor = .systemBlue
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        for view in [titleLabel, backLabel, hairline] { addSubview(view) }
        place()
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows a title, and a back button when `back` is given (its title, or nil for none).
    func show(title: String?, back: String?) {
        titleLabel.text = title
        backLabel.text = back.map { "‹ \($0)" }
        backLabel.isHidden = back == nil
        place()
    }

    private func place() {
        let size = bounds.size
        titleLabel.frame = CGRect(x: 80, y: 0, width: max(size.width - 160, 0), height: size.height)
        backLabel.frame = CGRect(x: 8, y: 0, width: 100, height: size.height)
        hairline.frame = CGRect(x: 0, y: size.height, width: size.width, height: 1 / max(UIScreen.main.scale, 1))
    }

    /// Places the title, back button and hairline for the current size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }
}
