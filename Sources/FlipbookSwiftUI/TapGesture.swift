import FlipbookUIKit

/// `TapGesture`: `count` taps (1 by default) on the view; it ends on the lift of the last
/// (UIKit's tap recognizer: each within 0.35 s and 10 points of the one before).
public struct TapGesture: Gesture {
    /// A tap has no value.
    public typealias Value = Void
    /// The taps it takes.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }

    /// A primitive gesture: a tap recognizer on the view.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let recognizer = TapRecognizer()
        recognizer.numberOfTapsRequired = max(count, 1)
        context.link(recognizer) { $0.state.gesturePhase(() as Any) }
        return [recognizer]
    }

    /// A primitive gesture: its recognizer's reports, as they are.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Void>? { report.primitivePhase(Void.self) }
}

/// `SpatialTapGesture`: taps on the view, ending with where the last one was, in
/// `coordinateSpace`.
public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable, @unchecked Sendable {
        /// The tap's location.
        public var location: CGPoint
    }
    /// The taps it takes.
    public var count: Int
    /// The space the location is in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps, located in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture of `count` taps, located in `coordinateSpace` (iOS 17's form).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// A primitive gesture: a tap recognizer on the view.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let recognizer = TapRecognizer()
        recognizer.numberOfTapsRequired = max(count, 1)
        let space = coordinateSpace
        context.link(recognizer) { recognizer in
            let origin = spaceOrigin(space, around: recognizer.view), point = recognizer.location(in: nil)
            return recognizer.state.gesturePhase(Value(location: CGPoint(x: point.x - origin.x, y: point.y - origin.y)) as Any)
        }
        return [recognizer]
    }

    /// A primitive gesture: its recognizer's reports, as they are.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? { report.primitivePhase(Value.self) }
}

extension View {
    /// Runs `action` when the view is tapped `count` times (a tap recognizer, as UIKit's: the
    /// lift of the last tap runs it), after the gestures of the views inside it.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, _WrapModifier> {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with where the last tap was, in `coordinateSpace`, when the view is tapped
    /// `count` times.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping @MainActor (CGPoint) -> Void) -> ModifiedContent<Self, _WrapModifier> {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
