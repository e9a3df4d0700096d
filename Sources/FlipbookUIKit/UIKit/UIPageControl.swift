import Foundation

/// `UIPageControl`: a row of dots, one per page, the current page's opaque white and the others
/// translucent white by default (Apple's documented defaults, made for controls over content),
/// built from views. Dots are 7 points wide, 16 points apart, centred in the bounds (a chosen
/// geometry, close to what devices show). A tap on the right of the current dot moves to the
/// next page, on its left to the previous one, and sends `.valueChanged`; the dots' colours
/// change in a 0.25 s ease-in-ease-out block then (a chosen value). Setting `currentPage` in code
/// changes them at once.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How many dots are shown (0 by default).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            rebuildDots()
        }
    }
    /// The page shown, kept between 0 and `numberOfPages - 1` (0 by default).
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            refreshColours()
        }
    }
    /// Whether a single page shows no dot (false by default).
    open var hidesForSinglePage = false { didSet { refreshColours() } }
    /// The other pages' dots' colour (translucent white by default).
    open var pageIndicatorTintColor: UIColor? { didSet { appearancePropertySet(\UIPageControl.pageIndicatorTintColor); refreshColours() } }
    /// The current page's dot's colour (opaque white by default).
    open var currentPageIndicatorTintColor: UIColor? { didSet { appearancePropertySet(\UIPageControl.currentPageIndicatorTintColor); refreshColours() } }

    private var dots: [UIView] = []
    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16

    /// How long the colour change after a tap takes.
    public static let animationDuration: TimeInterval = 0.25

    /// A page control in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size that shows `pageCount` dots: their row plus 8 points each side, 26 points tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        return CGSize(width: count > 0 ? (count - 1) * Self.dotPitch + Self.dotDiameter + 16 : 0, height: 26)
    }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots' size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: Self.dotDiameter, height: Self.dotDiameter))
            dot.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(dot)
            return dot
        }
        placeDots()
        refreshColours()
        invalidateIntrinsicContentSize()
    }

    private func placeDots() {
        let rowWidth = CGFloat(max(numberOfPages - 1, 0)) * Self.dotPitch
        for (index, dot) in dots.enumerated() {
            dot.center = CGPoint(x: bounds.midX - rowWidth / 2 + CGFloat(index) * Self.dotPitch, y: bounds.midY)
        }
    }

    private func refreshColours() {
        let hidden = hidesForSinglePage && numberOfPages == 1
        for (index, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.backgroundColor = index == currentPage
                ? currentPageIndicatorTintColor ?? .white
                : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        }
    }

    /// Places the dots for the current size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeDots()
    }

    /// A tap right of the current dot shows the next page, left of it the previous one.
    override func tapped(at point: CGPoint) {
        guard currentPage < dots.count else { return }
        let step = point.x > dots[currentPage].center.x ? 1 : point.x < dots[currentPage].center.x ? -1 : 0
        let page = min(max(currentPage + step, 0), numberOfPages - 1)
        guard page != currentPage else { return }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut], animations: { self.currentPage = page })
        sendActions(for: .valueChanged)
    }
}
