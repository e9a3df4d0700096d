import Foundation
import FlipbookUIKit

/// `DragGesture`: a finger moving over the view. It begins once the finger has moved
/// `minimumDistance` points (10 by default; 0 begins as it goes down), changes at every move
/// and ends when it lifts. Locations are in `coordinateSpace`: the view's own (`local`, the
/// default), the window's (`global`), or a view named with `coordinateSpace(name:)`.
public struct DragGesture: Gesture {
    /// Where the drag is.
    public struct Value: Equatable, Sendable {
        /// When the finger was there (the virtual clock's seconds, from the reference date).
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the finger went down.
        public var startLocation: CGPoint
        /// The finger's velocity in points per second (from its last step; 0 once it rested).
        public var velocity: CGSize
        /// How far the finger has moved since it went down.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the finger would stop if it were let go now, moving on with its velocity: a
        /// quarter of a second's travel further. (A choice: Apple documents no formula; a
        /// public UIKit port of a SwiftUI sheet measured SwiftUI's velocity as
        /// `4 × (predictedEndLocation − location)`.)
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
        }
        /// `predictedEndLocation` from where the finger went down.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far the finger moves before the drag begins (points).
    public var minimumDistance: CGFloat
    /// The space the locations are in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points, measured in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag that begins after `minimumDistance` points, measured in `coordinateSpace`
    /// (iOS 17's form).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// A primitive gesture: a drag recognizer on the view.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let recognizer = DragRecognizer()
        recognizer.minimumDistance = max(minimumDistance, 0)
        let space = coordinateSpace
        context.link(recognizer) { recognizer in
            recognizer.state.gesturePhase(Self.value(of: recognizer, in: space) as Any)
        }
        return [recognizer]
    }

    /// A primitive gesture: its recognizer's reports, as they are.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? { report.primitivePhase(Value.self) }

    /// The drag as `recognizer` sees it, in `space`.
    @MainActor
    private static func value(of recognizer: DragRecognizer, in space: CoordinateSpace) -> Value {
        let start = recognizer.start?.point ?? recognizer.latest.point
        let origin = spaceOrigin(space, around: recognizer.view)
        return Value(time: Date(timeIntervalSinceReferenceDate: recognizer.latest.time),
                     location: CGPoint(x: recognizer.latest.point.x - origin.x, y: recognizer.latest.point.y - origin.y),
                     startLocation: CGPoint(x: start.x - origin.x, y: start.y - origin.y),
                     velocity: CGSize(width: recognizer.fingerVelocity.x, height: recognizer.fingerVelocity.y))
    }
}

/// Where `space`'s origin is in the window, for a gesture on `view`: the view's own corner
/// (`local`), the window's (`global`), or the nearest view around it of that name (the
/// window's, with a warning, when none has it).
@MainActor
func spaceOrigin(_ space: CoordinateSpace, around view: UIView?) -> CGPoint {
    guard let view else { return .zero }
    switch space {
    case .global:
        return .zero
    case .local:
        return view.convert(CGPoint.zero, to: nil)
    case .named(let name):
        var current: UIView? = view
        while let candidate = current {
            if let named = candidate as? NamedSpaceView, named.name == name { return candidate.convert(CGPoint.zero, to: nil) }
            current = candidate.superview
        }
        view.layer.report("a gesture's coordinate space .named(\(name)): no view around the gesture has that name: the locations are in the window's space", isWarning: true)
        return .zero
    }
}
