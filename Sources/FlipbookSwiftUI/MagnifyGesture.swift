import Foundation
import FlipbookUIKit

/// `MagnifyGesture`: two fingers moving apart or together (UIKit's pinch recognizer). Its
/// `magnification` is their distance over the distance when they went down.
public struct MagnifyGesture: Gesture {
    /// Where the pinch is.
    public struct Value: Equatable, Sendable {
        /// When (the recording's virtual seconds, from the reference date).
        public var time: Date
        /// The fingers' distance over their first one.
        public var magnification: CGFloat
        /// How fast it changes, per second.
        public var velocity: CGFloat
        /// Where the fingers' centre was when the pinch began, as a fraction of the view.
        public var startAnchor: UnitPoint
        /// Where the fingers' centre was when the pinch began, in the view.
        public var startLocation: CGPoint
    }
    /// How much the scale changes before the gesture begins (UIKit's recognizer begins on
    /// any change; stored).
    public var minimumScaleDelta: CGFloat

    /// A pinch.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// A primitive gesture: a pinch recognizer on the view.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let recognizer = PinchRecognizer()
        context.link(recognizer) { recognizer in
            let (anchor, location) = startPlace(of: recognizer)
            return recognizer.state.gesturePhase(Value(time: Date(timeIntervalSinceReferenceDate: CACurrentMediaTime()), magnification: recognizer.scale,
                                                       velocity: recognizer.velocity, startAnchor: anchor, startLocation: location) as Any)
        }
        return [recognizer]
    }

    /// A primitive gesture: its recognizer's reports, as they are.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? { report.primitivePhase(Value.self) }
}

/// `MagnificationGesture` (before iOS 17): a pinch whose value is the magnification.
public struct MagnificationGesture: Gesture {
    /// The fingers' distance over their first one.
    public typealias Value = CGFloat
    /// How much the scale changes before the gesture begins (stored).
    public var minimumScaleDelta: CGFloat

    /// A pinch.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// A primitive gesture: a pinch recognizer on the view.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let recognizer = PinchRecognizer()
        context.link(recognizer) { $0.state.gesturePhase($0.scale as Any) }
        return [recognizer]
    }

    /// A primitive gesture: its recognizer's reports, as they are.
    public func _phase(of report: _GestureReport) -> _GesturePhase<CGFloat>? { report.primitivePhase(CGFloat.self) }
}

/// `RotateGesture`: two fingers turning (UIKit's rotation recognizer; clockwise on screen is
/// positive).
public struct RotateGesture: Gesture {
    /// Where the turn is.
    public struct Value: Equatable, Sendable {
        /// When (the recording's virtual seconds, from the reference date).
        public var time: Date
        /// How far the fingers have turned.
        public var rotation: Angle
        /// How fast, per second.
        public var velocity: Angle
        /// Where the fingers' centre was when the turn began, as a fraction of the view.
        public var startAnchor: UnitPoint
        /// Where the fingers' centre was when the turn began, in the view.
        public var startLocation: CGPoint
    }
    /// How far the fingers turn before the gesture begins (stored).
    public var minimumAngleDelta: Angle

    /// A turn.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// A primitive gesture: a rotation recognizer on the view.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let recognizer = TurnRecognizer()
        context.link(recognizer) { recognizer in
            let (anchor, location) = startPlace(of: recognizer)
            return recognizer.state.gesturePhase(Value(time: Date(timeIntervalSinceReferenceDate: CACurrentMediaTime()),
                                                       rotation: .radians(Double(recognizer.rotation)), velocity: .radians(Double(recognizer.velocity)),
                                                       startAnchor: anchor, startLocation: location) as Any)
        }
        return [recognizer]
    }

    /// A primitive gesture: its recognizer's reports, as they are.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? { report.primitivePhase(Value.self) }
}

/// `RotationGesture` (before iOS 17): a turn whose value is the angle.
public struct RotationGesture: Gesture {
    /// How far the fingers have turned.
    public typealias Value = Angle
    /// How far the fingers turn before the gesture begins (stored).
    public var minimumAngleDelta: Angle

    /// A turn.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// A primitive gesture: a rotation recognizer on the view.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let recognizer = TurnRecognizer()
        context.link(recognizer) { $0.state.gesturePhase(Angle.radians(Double($0.rotation)) as Any) }
        return [recognizer]
    }

    /// A primitive gesture: its recognizer's reports, as they are.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Angle>? { report.primitivePhase(Angle.self) }
}

/// Where a two-finger gesture began in its view: as a fraction of the view's size, and in its
/// coordinates.
@MainActor
private func startPlace(of recognizer: UIGestureRecognizer & ReportingRecognizer) -> (UnitPoint, CGPoint) {
    let point = recognizer.reporter.startLocation ?? recognizer.location(in: nil)
    guard let view = recognizer.view else { return (.center, point) }
    let local = view.convert(point, from: nil)
    let size = view.bounds.size
    return (UnitPoint(x: size.width > 0 ? local.x / size.width : 0.5, y: size.height > 0 ? local.y / size.height : 0.5), local)
}
