import Foundation

/// `UISegmentedControl`: segments with titles or images side by side, as iOS 13 and later draw
/// it: a light grey rounded platter (`tertiarySystemFill`), the selected segment under a white
/// rounded thumb with a soft shadow and a semibold title, thin separators between unselected
/// segments, built from views and layers. A tap selects the segment under the finger and sends
/// `.valueChanged`; the thumb slides there in a 0.25 s ease-in-ease-out block (Apple gives no
/// duration; a chosen value). Setting `selectedSegmentIndex` in code moves it at once.
/// Approximate: the platter's 9-point and the thumb's 7-point corner radii, 2-point thumb inset,
/// separator size and segment padding are chosen to look like a device, not measured.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    /// One segment's content and state.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        var action: UIAction?
    }

    private var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    private let thumb = UIView(frame: .zero)
    private var contentViews: [UIView] = []
    private var separators: [UIView] = []

    /// How long the thumb takes to slide after a tap.
    public static let animationDuration: TimeInterval = 0.25
    static let height: CGFloat = 32
    static let thumbInset: CGFloat = 2
    static let segmentPadding: CGFloat = 12

    /// A control with a segment for each item: a `String` is a title, a `UIImage` an image.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                layer.report("a segment item is a \(type(of: item)); segments hold a String or a UIImage")
            }
        }
        rebuild()
        frame.size = intrinsicContentSize
    }

    /// A control with a segment for each action, titled by it; choosing one performs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: actions.map(\.title))
        for index in actions.indices { segments[index].action = actions[index] }
        self.frame = frame
    }

    /// An empty control in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 9
        thumb.layer.cornerRadius = 7
        thumb.castThumbShadow(opacity: 0.12)
        addSubview(thumb)
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment` (the default).
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue, animated: false) }
    }

    /// Whether a segment shows selected only while touched (false by default).
    open var isMomentary = false

    /// Whether segments are as wide as their content (false: equal widths by default).
    open var apportionsSegmentWidthsByContent = false { didSet { placeSegments() } }

    /// The thumb's colour (white by default).
    open var selectedSegmentTintColor: UIColor? { didSet { appearancePropertySet(\UISegmentedControl.selectedSegmentTintColor); refreshLooks() } }

    /// Inserts a segment with a title.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment titled by an action, which choosing the segment performs.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        rebuild()
    }

    /// Removes a segment (an index out of range is ignored).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment { storedSelectedIndex = Self.noSegment } else if storedSelectedIndex > segment { storedSelectedIndex -= 1 }
        rebuild()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        storedSelectedIndex = Self.noSegment
        rebuild()
    }

    /// Sets a segment's title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        rebuild()
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        rebuild()
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes a segment's width in points; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(width, 0) : 0
        placeSegments()
        invalidateIntrinsicContentSize()
    }

    /// A segment's fixed width, 0 when automatic.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables one segment (a disabled one is dimmed and ignores taps).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        refreshLooks()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the font (`.font`) and colour (`.foregroundColor`) of titles in a state (`.normal`
    /// or `.selected`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearanceSettingMade("setTitleTextAttributes(_:for:) \(state.rawValue)") { ($0 as? UISegmentedControl)?.setTitleTextAttributes(attributes, for: state) }
        titleAttributes[state.rawValue] = attributes
        refreshLooks()
        invalidateIntrinsicContentSize()
    }

    /// The title attributes set for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Looks

    private func rebuild() {
        for view in contentViews + separators { view.removeFromSuperview() }
        contentViews = segments.map { segment in
            if let image = segment.image {
                let view = UIImageView(image: image)
                view.contentMode = .center
                return view
            }
            let label = UILabel(frame: .zero)
            label.text = segment.title
            label.textAlignment = .center
            return label
        }
        separators = segments.dropFirst().map { _ in UIView(frame: .zero) }
        for view in separators + contentViews { addSubview(view) }
        refreshLooks()
        placeSegments()
        invalidateIntrinsicContentSize()
    }

    private func titleFont(selected: Bool) -> UIFont {
        let state: UIControl.State = selected ? .selected : .normal
        return titleAttributes[state.rawValue]?[.font] as? UIFont ?? titleAttributes[0]?[.font] as? UIFont
            ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    }

    private func refreshLooks() {
        thumb.backgroundColor = selectedSegmentTintColor ?? .white
        thumb.isHidden = !segments.indices.contains(storedSelectedIndex)
        for (index, view) in contentViews.enumerated() {
            let selected = index == storedSelectedIndex
            view.alpha = segments[index].isEnabled && isEnabled ? 1 : 0.3
            guard let label = view as? UILabel else { continue }
            label.font = titleFont(selected: selected)
            let state: UIControl.State = selected ? .selected : .normal
            label.textColor = titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor
                ?? titleAttributes[0]?[.foregroundColor] as? UIColor ?? .label
        }
        for (offset, separator) in separators.enumerated() {
            // The separator between segments offset and offset + 1 hides beside the thumb.
            separator.backgroundColor = .separator
            separator.alpha = storedSelectedIndex == offset || storedSelectedIndex == offset + 1 ? 0 : 1
        }
    }

    /// Each segment's width: fixed ones as set; the others equal, or by content when
    /// `apportionsSegmentWidthsByContent`, sharing what is left of the bounds.
    private func segmentWidths(total: CGFloat) -> [CGFloat] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let left = max(total - fixed, 0)
        var widths = segments.map(\.width)
        guard !automatic.isEmpty else { return widths }
        if apportionsSegmentWidthsByContent {
            let natural = automatic.map { contentWidth(of: $0) }
            let sum = natural.reduce(0, +)
            for (slot, index) in automatic.enumerated() { widths[index] = sum > 0 ? left * natural[slot] / sum : left / CGFloat(automatic.count) }
        } else {
            for index in automatic { widths[index] = left / CGFloat(automatic.count) }
        }
        return widths
    }

    /// A segment's content width plus its padding, measured in the selected (widest) font.
    private func contentWidth(of index: Int) -> CGFloat {
        let content: CGFloat
        if let image = segments[index].image {
            content = image.size.width
        } else {
            content = NSAttributedString(string: segments[index].title ?? "", attributes: [.font: titleFont(selected: true)]).size().width
        }
        return content.rounded(.up) + 2 * Self.segmentPadding
    }

    private func segmentFrames() -> [CGRect] {
        var x: CGFloat = 0
        return segmentWidths(total: bounds.width).map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    private func placeSegments() {
        let frames = segmentFrames()
        for (index, view) in contentViews.enumerated() { view.frame = frames[index] }
        for (offset, separator) in separators.enumerated() {
            separator.frame = CGRect(x: frames[offset].maxX - 0.5, y: bounds.midY - 8, width: 1, height: 16)
        }
        placeThumb()
    }

    private func placeThumb() {
        let frames = segmentFrames()
        guard frames.indices.contains(storedSelectedIndex) else { return }
        thumb.frame = frames[storedSelectedIndex].insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
    }

    private func select(_ index: Int, animated: Bool) {
        storedSelectedIndex = segments.indices.contains(index) ? index : Self.noSegment
        let wasHidden = thumb.isHidden
        refreshLooks()
        if animated, !wasHidden {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut], animations: { self.placeThumb() })
        } else {
            placeThumb()
        }
    }

    /// Segments as wide as the widest one's content (or as content, when apportioned), fixed
    /// widths as set; 32 points tall.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.indices.map { contentWidth(of: $0) }.max() ?? 0
        let width = segments.indices.reduce(CGFloat(0)) { sum, index in
            sum + (segments[index].width > 0 ? segments[index].width : apportionsSegmentWidthsByContent ? contentWidth(of: index) : widest)
        }
        return CGSize(width: width, height: Self.height)
    }

    /// Places the segments for the current size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSegments()
    }

    /// A tap selects the enabled segment under the finger (a momentary control selects none
    /// after), sends `.valueChanged` when the selection changed and performs its action.
    override func tapped(at point: CGPoint) {
        guard let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }), segments[index].isEnabled
        else { return }
        let changed = index != storedSelectedIndex
        if isMomentary {
            storedSelectedIndex = Self.noSegment
            refreshLooks()
        } else {
            select(index, animated: true)
        }
        if changed || isMomentary {
            segments[index].action?.perform(from: self)
            sendActions(for: .valueChanged)
        }
    }
}
