import Foundation
import FlipbookScene
import FlipbookTiming

/// `UIScrollView`: a view whose bounds origin is the content offset, moved by a scripted finger
/// (`RecordingClock.drag(_:to:duration:)` and `endDrag(_:)`) or by code.
///
/// What the code sees is what UIKit would make it see: `contentOffset` follows the scripted
/// finger exactly (no rubber-band resistance is modelled), `isTracking`/`isDragging`/
/// `isDecelerating` and the delegate calls come in UIKit's order, and after the finger lifts an
/// overscrolled offset springs back to the nearest resting offset. Momentum from a fling is not
/// modelled: a release inside the content rests where it is.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    package override class func keyValueKeyPaths() -> [String: AnyKeyPath] {
        super.keyValueKeyPaths().merging(keyPaths(Self.self)) { $1 }
    }

    private static func keyPaths<View: UIScrollView>(_: View.Type) -> [String: AnyKeyPath] {
        ["contentOffset": \View.contentOffset, "contentSize": \View.contentSize, "contentInset": \View.contentInset]
    }

    /// The 240 Hz clock a finger and the content's own motion are sampled on (ProMotion's touch
    /// and display rate).
    public static let tickRate = 240.0

    /// How long an overscrolled offset takes to spring back after release, and how long an
    /// animated `setContentOffset` takes. Apple documents neither; 0.5 s with a critically damped
    /// spring and 0.3 s ease-in-ease-out are close to what a device shows (docs/testing-uikit.md, "Scroll views").
    public static let bounceDuration: TimeInterval = 0.5
    /// See `bounceDuration`.
    public static let scrollAnimationDuration: TimeInterval = 0.3

    /// The object told about scrolling and dragging (held weakly, as UIKit does).
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content; with the insets it bounds the resting offsets.
    open var contentSize: CGSize = .zero {
        willSet { willChangeValue(forKey: "contentSize") }
        didSet {
            didChangeValue(forKey: "contentSize")
            if contentSize != oldValue { tellEdgeObservers() }
        }
    }

    /// Extra room around the content (a refresh header shows by raising `contentInset.top`).
    /// An offset the new insets leave outside the resting range moves back into it unless a
    /// finger holds the content (inside an animation block the move animates): a header that
    /// closes by setting `contentInset.top` back to 0 takes the content up with it, as on iOS.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { willChangeValue(forKey: "contentInset") }
        didSet {
            defer { didChangeValue(forKey: "contentInset") }
            guard contentInset != oldValue, !isDragging else { return }
            let rest = restingOffset(nearest: contentOffset)
            if rest != contentOffset { contentOffset = rest }
        }
    }

    /// How the safe area adds to `contentInset` (`adjustedContentInset`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and the top and bottom always when the scroll view is the view of
        /// a controller shown by a navigation or tab bar controller.
        case automatic
        /// The safe area's top and bottom when the content scrolls vertically (taller than the
        /// view, or `alwaysBounceVertical`), its sides when it scrolls horizontally.
        case scrollableAxes
        /// `contentInset` alone.
        case never
        /// The whole safe area.
        case always
    }

    /// How the safe area adds to `contentInset`: `.automatic` by default, as on iOS.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }

    /// The insets in effect: `contentInset` plus the safe area on the sides
    /// `contentInsetAdjustmentBehavior` picks, as Apple documents each case. A table under a
    /// navigation bar starts with its first row below the bar (its offset −44 with a bare window).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (scrollsVertically || isContentViewOfContainedController, scrollsHorizontally)
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0),
                            left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
                            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Called when `adjustedContentInset` changed (at a layout pass); override it to react.
    open func adjustedContentInsetDidChange() {}

    /// The adjusted insets of the last layout pass, and the safe area's part of them, to see
    /// them change.
    private var appliedAdjustedContentInset = UIEdgeInsets.zero
    private var appliedSafeAreaAdjustment = UIEdgeInsets.zero

    /// Whether the content scrolls vertically, for the safe-area rules: taller than the view, or
    /// `alwaysBounceVertical` (a table always does: it bounces however few its rows).
    var scrollsVertically: Bool { contentSize.height > bounds.height || alwaysBounceVertical }
    /// Whether the content scrolls horizontally: wider than the view, or `alwaysBounceHorizontal`.
    var scrollsHorizontally: Bool { contentSize.width > bounds.width || alwaysBounceHorizontal }

    /// Whether the scroll view is the view of a controller inside a navigation or tab bar
    /// controller (`.automatic` adjusts its top and bottom whatever its content).
    private var isContentViewOfContainedController: Bool {
        guard let controller = owningController else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// At each layout pass: when the safe area's part of the adjusted insets changed, content
    /// resting at its top (or leading) edge stays there, as UIKit keeps it, so a table's first
    /// row starts below a bar. A change of `contentInset` itself moves nothing here (its setter
    /// handles it), and neither does a finger or a motion in progress.
    func applyContentInsetAdjustment() {
        let adjusted = adjustedContentInset
        guard adjusted != appliedAdjustedContentInset else { return }
        appliedAdjustedContentInset = adjusted
        let safe = UIEdgeInsets(top: adjusted.top - contentInset.top, left: adjusted.left - contentInset.left,
                                bottom: adjusted.bottom - contentInset.bottom, right: adjusted.right - contentInset.right)
        let old = appliedSafeAreaAdjustment
        appliedSafeAreaAdjustment = safe
        if safe != old, !isDragging, !isDecelerating {
            var offset = contentOffset
            if offset.y == -(contentInset.top + old.top) { offset.y = -adjusted.top }
            if offset.x == -(contentInset.left + old.left) { offset.x = -adjusted.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        contentMoved()
        tellEdgeObservers()
    }

    /// The pan a finger scrolls the content with: it reports `clock.drag` (see
    /// `ScrollViewPanGestureRecognizer`).
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// The pinch that zooms the content: nil, as zooming is not modelled.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

    private let scrollPan = ScrollViewPanGestureRecognizer()

    /// A scroll view in a frame, its pan among its `gestureRecognizers`, as on iOS.
    /// A scroll view clips its content to its bounds, as Apple documents: `clipsToBounds` is
    /// true by default for UIScrollView.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(scrollPan)
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether a finger scrolls the content (true by default). While false, a scripted
    /// `clock.drag` lets its time pass and moves nothing, as the scroll view's pan gesture is
    /// off; `contentOffset` can still be set in code.
    open var isScrollEnabled = true

    /// Whether a released drag comes to rest on a page: a multiple of the view's size (false
    /// by default). It settles on the page nearest where the finger lifted, or on the next one in
    /// the direction of a flick (faster than 0.5 points per millisecond), never more than one page
    /// from where the drag began, as UIKit's paging does (the speed is a choice).
    open var isPagingEnabled = false

    /// Whether dragging past the edges is allowed (it always is for a scripted drag; kept for code
    /// that reads or sets it).
    open var bounces = true
    /// Stored, as `bounces`.
    open var alwaysBounceVertical = false
    /// Stored, as `bounces`.
    open var alwaysBounceHorizontal = false

    /// Pull-to-refresh: the control sits above the content and watches the pull.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            guard let refreshControl else { return }
            refreshControl.attach(to: self)
            insertSubview(refreshControl, at: 0)
        }
    }

    /// Keeps the refresh control across the scroll view's width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshControl?.fitWidth(of: self)
    }

    /// Whether a finger is on the content.
    open private(set) var isTracking = false
    /// Whether a finger is dragging the content (false again by `scrollViewDidEndDragging`).
    open private(set) var isDragging = false
    /// Whether the content moves on its own after the finger lifted.
    open private(set) var isDecelerating = false

    /// Bumped whenever a motion of the offset (a bounce or an animated scroll) starts or is cut
    /// short, so the ticks of an older one do nothing.
    private var motionGeneration = 0
    /// The last two offsets a finger put down, with their times, for the release velocity.
    var fingerTrail: [(time: TimeInterval, offset: CGPoint)] = []

    /// The content offset: the bounds origin. Changing it tells the delegate (when it changed).
    /// Setting it stops a bounce or an animated scroll where it is, as on iOS: the code took over
    /// (a refresh header settling the content, for one).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            // Observers are told of every set, even of the same offset, as KVO tells them.
            notifyingObservers(of: "contentOffset") {
                stopMotion()
                shiftContent(to: newValue)
            }
        }
    }

    /// Ends any motion of the content (its remaining ticks do nothing).
    private func stopMotion() {
        motionGeneration += 1
        isDecelerating = false
    }

    /// Sets the offset at once, or (`animated`) over 0.3 s on the 240 Hz clock, telling the
    /// delegate at each step and with `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, let scene = RecordingContext.current?.scene else {
            stopMotion()
            moveContent(to: contentOffset)
            if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
            return
        }
        run(from: self.contentOffset, to: contentOffset, duration: Self.scrollAnimationDuration, in: scene,
            progress: { TimingFunction.easeInEaseOut($0) }) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// The offsets the content rests within: from −inset to the content's far edge plus inset.
    var restingRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let insets = adjustedContentInset
        // While refreshing, the content rests lower so the spinner stays in view.
        let refreshing = refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
        let minX = -insets.left, minY = -insets.top - refreshing
        let maxX = max(minX, contentSize.width + insets.right - bounds.width)
        let maxY = max(minY, contentSize.height + insets.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// The resting offset nearest to `offset`.
    func restingOffset(nearest offset: CGPoint) -> CGPoint {
        let range = restingRange
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// Moves the content (a drag, a bounce, an animated scroll), telling the delegate and the
    /// offset's observers if the offset changed.
    func moveContent(to offset: CGPoint) {
        guard offset != bounds.origin else { return }
        notifyingObservers(of: "contentOffset") { shiftContent(to: offset) }
    }

    /// Moves the content, telling the delegate if the offset changed.
    private func shiftContent(to offset: CGPoint) {
        guard offset != bounds.origin else { return }
        var moved = bounds
        moved.origin = offset
        bounds = moved
        delegate?.scrollViewDidScroll(self)
        refreshControl?.contentMoved(in: self)
        contentMoved()
        tellEdgeObservers()
    }

    /// The content moved or its insets changed: subclasses that pin views to the visible edges
    /// (a plain table's section headers) place them again.
    func contentMoved() {}

    /// The bars' controllers that follow how near the content is to its edges (a large title,
    /// a bar's scroll-edge appearance), each by the object that asked.
    private var edgeObservers: [ObjectIdentifier: (UIScrollView) -> Void] = [:]

    /// Calls `moved` whenever the content moves, is resized or has its insets adjusted, until
    /// `stopFollowingEdges(by:)`.
    func followEdges(by observer: AnyObject, _ moved: @escaping (UIScrollView) -> Void) {
        edgeObservers[ObjectIdentifier(observer)] = moved
    }

    /// Stops calling what `observer` gave `followEdges(by:_:)`.
    func stopFollowingEdges(by observer: AnyObject) {
        edgeObservers[ObjectIdentifier(observer)] = nil
    }

    private func tellEdgeObservers() {
        for moved in edgeObservers.values { moved(self) }
    }

    /// How near the content is to its top edge: 1 scrolled to the top (or above it, or less
    /// than `closing` points past it, the part of a large-title bar that closes as the content
    /// scrolls), falling to 0 over the next `scrollEdgeFadeDistance` points.
    func nearnessToTopEdge(closing: CGFloat = 0) -> CGFloat {
        let scrolled = contentOffset.y + adjustedContentInset.top - closing
        return min(max(1 - scrolled / Self.scrollEdgeFadeDistance, 0), 1)
    }

    /// How near the content is to its bottom edge: 1 when its end shows (or it is shorter than
    /// the view), falling to 0 over the last `scrollEdgeFadeDistance` points.
    var nearnessToBottomEdge: CGFloat {
        let remaining = contentSize.height + adjustedContentInset.bottom - (contentOffset.y + bounds.height)
        return min(max(1 - remaining / Self.scrollEdgeFadeDistance, 0), 1)
    }

    /// How far the content scrolls from an edge while a bar fades from its scroll-edge
    /// appearance into its standard one: 10 points, a choice. Evidence that the fade follows the
    /// scroll rather than a timer: Apple's `UINavigationBar.scrollEdgeAppearance` reference
    /// (the scroll-edge look while the content's edge meets the bar) and darjeelingsteve.com's
    /// "Recreating the iPadOS Settings App Navigation Bar Style" (2021), whose recording shows
    /// the background "gradually faded in" as the content scrolls; Apple documents no distance.
    static let scrollEdgeFadeDistance: CGFloat = 10

    /// After refreshing ends, content held lower for the spinner springs back to its rest
    /// (unless a finger is on it).
    func settleAfterRefresh() {
        guard !isDragging else { return }
        let rest = restingOffset(nearest: contentOffset)
        guard rest != contentOffset else { return }
        guard let scene = RecordingContext.current?.scene else { return moveContent(to: rest) }
        springBack(to: rest, in: scene) {}
    }

    /// Moves the content to `target` on the critically damped 0.5 s spring of a bounce.
    private func springBack(to target: CGPoint, in scene: Scene, completion: @escaping () -> Void) {
        let spring = Spring(dampingRatio: 1, duration: Self.bounceDuration)
        run(from: contentOffset, to: target, duration: Self.bounceDuration, in: scene,
            progress: { spring.progress(at: $0 * Self.bounceDuration) }, completion: completion)
    }

    // MARK: The finger

    /// A finger touches and starts dragging (the first `clock.drag` of a gesture): any motion
    /// of the content stops where it is.
    func beginDragging(at time: TimeInterval) {
        guard !isDragging else { return }
        motionGeneration += 1
        isDecelerating = false
        isTracking = true
        isDragging = true
        dragStartOffset = contentOffset
        fingerTrail = [(time, contentOffset)]
        scrollPan.dragBegan(at: contentOffset, finger: convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil))
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved the content to `offset` at `time`.
    func dragContent(to offset: CGPoint, at time: TimeInterval) {
        let previous = fingerTrail.last?.time ?? time
        fingerTrail = Array((fingerTrail + [(time, offset)]).suffix(2))
        moveContent(to: offset)
        scrollPan.dragMoved(to: offset, over: time - previous)
    }

    /// The finger lifts at `time` (`clock.endDrag`): the delegate hears the release velocity and
    /// may change the resting offset; an offset outside the resting range springs back.
    func endDragging(at time: TimeInterval, in scene: Scene?) {
        guard isDragging else { return }
        let velocity = releaseVelocity(at: time)
        var target = restingOffset(nearest: releaseTarget(velocity: velocity))
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        // Where the delegate sends it, but never outside the content.
        target = restingOffset(nearest: target)
        let decelerates = target != contentOffset
        isDragging = false
        isTracking = false
        fingerTrail = []
        scrollPan.dragEnded(offsetVelocity: velocity)
        let before = motionGeneration
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        // The delegate may have placed the content itself (setting contentOffset): then it
        // does not move on its own.
        guard decelerates, motionGeneration == before else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        guard let scene else {
            moveContent(to: target)
            finishDecelerating()
            return
        }
        springBack(to: target, in: scene) { [weak self] in self?.finishDecelerating() }
    }

    /// Where the drag began, for paging.
    private(set) var dragStartOffset = CGPoint.zero

    /// Where a drag released with `velocity` comes to rest: a page when paging, else where it is
    /// (momentum is not modelled).
    func releaseTarget(velocity: CGPoint) -> CGPoint {
        isPagingEnabled ? pageOffset(releasedWith: velocity) : contentOffset
    }

    /// The page a drag released with `velocity` (points per millisecond) settles on.
    private func pageOffset(releasedWith velocity: CGPoint) -> CGPoint {
        func axis(_ offset: CGFloat, _ start: CGFloat, _ page: CGFloat, _ speed: CGFloat, _ origin: CGFloat) -> CGFloat {
            guard page > 0 else { return offset }
            let position = (offset - origin) / page, startPage = ((start - origin) / page).rounded()
            var target = speed > Self.pagingFlickSpeed ? position.rounded(.up) : speed < -Self.pagingFlickSpeed ? position.rounded(.down) : position.rounded()
            target = min(max(target, startPage - 1), startPage + 1)
            return origin + target * page
        }
        let insets = adjustedContentInset
        return CGPoint(x: axis(contentOffset.x, dragStartOffset.x, bounds.width, velocity.x, -insets.left),
                       y: axis(contentOffset.y, dragStartOffset.y, bounds.height, velocity.y, -insets.top))
    }

    /// The release speed above which a paging drag goes on to the next page (points per
    /// millisecond; a choice).
    static let pagingFlickSpeed: CGFloat = 0.5

    private func finishDecelerating() {
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// The finger's velocity when it lifts, in points per millisecond (UIKit's unit for
    /// `scrollViewWillEndDragging`): the last step of the drag, if the finger was still moving;
    /// 0 when it rested (a `wait` between the last drag and the release).
    func releaseVelocity(at time: TimeInterval) -> CGPoint {
        guard fingerTrail.count == 2, let last = fingerTrail.last, let before = fingerTrail.first,
              abs(last.time - time) < 1e-6, last.time > before.time else { return .zero }  // the clock's grid
        let milliseconds = (last.time - before.time) * 1000
        return CGPoint(x: (last.offset.x - before.offset.x) / milliseconds, y: (last.offset.y - before.offset.y) / milliseconds)
    }

    /// Moves the content from `start` to `end` on the 240 Hz clock, `progress` mapping the
    /// fraction of `duration` to the fraction of the way; `completion` runs at the end unless a
    /// finger or another motion took over first.
    private func run(from start: CGPoint, to end: CGPoint, duration: TimeInterval, in scene: Scene,
                     progress: @escaping (Double) -> Double, completion: @escaping () -> Void) {
        motionGeneration += 1
        let generation = motionGeneration
        let begin = scene.now
        let ticks = max(1, Int((duration * Self.tickRate).rounded(.up)))
        for tick in 1...ticks {
            let fraction = tick == ticks ? 1 : Double(tick) / Self.tickRate / duration
            scene.at(begin + (tick == ticks ? duration : Double(tick) / Self.tickRate)) { [weak self] in
                guard let self, self.motionGeneration == generation else { return }
                let way = CGFloat(tick == ticks ? 1 : progress(fraction))
                self.moveContent(to: CGPoint(x: start.x + (end.x - start.x) * way, y: start.y + (end.y - start.y) * way))
                if tick == ticks { completion() }
            }
        }
    }
}
