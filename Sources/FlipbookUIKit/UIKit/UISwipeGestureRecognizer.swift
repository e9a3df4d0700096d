import Foundation

/// `UISwipeGestureRecognizer`: recognized (a discrete gesture: one action) when
/// `numberOfTouchesRequired` fingers move mostly in one of its `direction`s, far enough and fast
/// enough. Apple documents the rule only in words ("a slow swipe requires high directional
/// precision but a small distance"); Flipbook's choice, after open reimplementations of UIKit
/// (Mocha's `SwipeGestureRecognizer`: 50 points within 500 ms): the fingers' centre moves at
/// least 50 points along the direction within 0.5 s of going down, straying at most half as far
/// across it. A finger lifting before that, or staying longer, fails it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far the fingers must move along the direction (points).
    public static let minimumDistance: CGFloat = 50
    /// How long the swipe may take (seconds).
    public static let maximumDuration: TimeInterval = 0.5

    /// The directions that count (`.right` by default).
    open var direction: Direction = .right
    /// Fingers needed (1 by default).
    open var numberOfTouchesRequired = 1

    private var start: (point: CGPoint, time: TimeInterval)?

    /// A swipe recognizer whose action is `action`.
    public convenience init(_ action: @escaping (UISwipeGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UISwipeGestureRecognizer) }
    }

    /// Where the swipe began (the fingers' centre), as UIKit reports it.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return view?.convert(start.point, from: nil) ?? start.point
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { return state = .failed }
        start = (fingerLocation, touches.first?.timestamp ?? 0)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, trackedTouches.count == numberOfTouchesRequired else { return }
        let time = touches.first?.timestamp ?? start.time
        guard time - start.time <= Self.maximumDuration + 1e-9 else { return state = .failed }
        let dx = fingerLocation.x - start.point.x, dy = fingerLocation.y - start.point.y
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (way, along, across) in candidates where direction.contains(way) {
            if along >= Self.minimumDistance, abs(across) <= along / 2 { return state = .ended }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
