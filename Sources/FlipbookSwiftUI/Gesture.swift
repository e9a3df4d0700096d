import FlipbookUIKit

/// `Gesture`: an input a view recognizes with `gesture(_:)`: a primitive one (`DragGesture`,
/// `TapGesture`, `LongPressGesture`, `MagnifyGesture`, `RotateGesture`), one changed by
/// `onChanged`, `onEnded`, `updating` or `map`, two combined (`simultaneously(with:)`,
/// `sequenced(before:)`, `exclusively(before:)`), or one of your own described in `body`.
/// Flipbook recognizes them with UIKit gesture recognizers on the view, so the fingers a
/// recording scripts (`clock.tap`, `clock.swipe`, `clock.longPress`, `clock.pinch`,
/// `clock.rotate`) drive them as they drive UIKit's.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture's content's type (`Never` for a primitive one).
    associatedtype Body: Gesture
    /// The gesture it is made of.
    var body: Body { get }
    /// Flipbook's part of a gesture (SwiftUI's is `_makeGesture`): the recognizers that watch
    /// the fingers for it. Not for use.
    func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer]
    /// Flipbook's part of a gesture: what a recognizer's report means for it, its side effects
    /// (`onChanged`, `updating`) done. Not for use.
    func _phase(of report: _GestureReport) -> _GesturePhase<Value>?
}

extension Gesture where Value == Body.Value {
    /// A gesture of your own is recognized as its body is.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] { body._makeRecognizers(context) }
    /// A gesture of your own means what its body means.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? { body._phase(of: report) }
}

extension Gesture where Body == Never {
    /// A primitive gesture has no body.
    public var body: Never { fatalError("a primitive gesture has no body") }
}

extension Never: Gesture {
    /// Nothing: `Never` is the body of primitive gestures only.
    public typealias Value = Never
    /// Never asked for.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] { [] }
    /// Never asked for.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Never>? { nil }
}

/// Where a gesture is in a touch sequence: changed (with its value), ended (with its last
/// value), or failed or cancelled (a `GestureState` goes back to its start).
public enum _GesturePhase<Value> {
    /// The gesture is under way.
    case changed(Value)
    /// The gesture ended.
    case ended(Value)
    /// The gesture failed or was cancelled.
    case failed

    /// The same phase with `transform` of its value.
    func map<Other>(_ transform: (Value) -> Other) -> _GesturePhase<Other> {
        switch self {
        case .changed(let value): return .changed(transform(value))
        case .ended(let value): return .ended(transform(value))
        case .failed: return .failed
        }
    }

    /// Whether the gesture is over (ended or failed).
    var isOver: Bool {
        if case .changed = self { return false }
        return true
    }
}

/// What a primitive gesture's recognizer reported, on its way down a gesture's tree to the
/// primitive it belongs to: `path` picks the branch at each combination.
@MainActor
public struct _GestureReport {
    /// The branches from the gesture at hand down to the primitive that reported.
    let path: ArraySlice<Int>
    /// The primitive's phase, its value not yet typed.
    let phase: _GesturePhase<Any>
    /// The branches taken so far (the key of a combination's memory in `host`).
    let taken: [Int]
    /// The view whose gesture it is (memory for combinations, gates for sequences).
    unowned let host: GestureView

    /// The report one branch down, for the combination's child `branch`; nil when it came from
    /// the other branch.
    func descending(into branch: Int) -> _GestureReport? {
        guard path.first == branch else { return nil }
        return _GestureReport(path: path.dropFirst(), phase: phase, taken: taken + [branch], host: host)
    }

    /// A primitive's typed phase, if the report is its own.
    func primitivePhase<Value>(_ type: Value.Type) -> _GesturePhase<Value>? {
        guard path.isEmpty else { return nil }
        return phase.map { $0 as! Value }
    }
}

/// Where a gesture's recognizers are made: the view they go on, and the branch of the gesture
/// they stand for (each primitive's reports come back along it).
@MainActor
public struct _GestureContext {
    /// The branches from the root gesture down to the gesture being made.
    let path: [Int]
    unowned let host: GestureView

    /// The context of a combination's child `branch`.
    func child(_ branch: Int) -> _GestureContext { _GestureContext(path: path + [branch], host: host) }

    /// Links `recognizer` to this branch: what it reports goes to the host's gesture as it is
    /// at that moment, `phase` telling what each report means (nil: nothing to report).
    func link<Recognizer: UIGestureRecognizer & ReportingRecognizer>(_ recognizer: Recognizer,
                                                                      phase: @escaping @MainActor (Recognizer) -> _GesturePhase<Any>?) {
        let path = self.path
        recognizer.reporter.report = { [unowned recognizer, weak host] in
            guard let host, let reported = phase(recognizer) else { return }
            recognizer.reporter.reported(reported)
            host.deliver(reported, from: path)
        }
        recognizer.reporter.failed = { [weak host] in host?.deliver(.failed, from: path) }
        recognizer.addTarget { recognizer in (recognizer as? ReportingRecognizer)?.reporter.actionSent() }
    }
}

/// What the recognizers of SwiftUI gestures share: they report their gesture's changes and
/// end through their targets, and their failure (which UIKit sends no action for) once, when
/// they fail or when the touches are over with the gesture under way.
@MainActor
protocol ReportingRecognizer: AnyObject {
    var reporter: GestureReporter { get }
}

/// A recognizer's link to its gesture (set by `_GestureContext.link`).
@MainActor
final class GestureReporter {
    var report: @MainActor () -> Void = {}
    var failed: @MainActor () -> Void = {}
    /// Whether it reported a change that no end or failure followed yet.
    var isUnderWay = false
    /// Whether it waits for the first part of a sequence to end before it may begin.
    var isGated = false
    /// Whether it is a sequence's second part: once its gate is open, its failure ends the
    /// sequence even before it began.
    var reportsEveryFailure = false

    /// An action was sent: the recognizer began, changed, ended or was cancelled.
    func actionSent() { report() }

    /// Where the fingers were when the recognizer began (window coordinates).
    private(set) var startLocation: CGPoint?

    /// The recognizer's state changed: a beginning is where it started; a failure or a
    /// cancellation fails the gesture.
    func stateChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began: startLocation = recognizer.location(in: nil)
        case .failed, .cancelled: fail()
        default: break
        }
    }

    /// The gesture is under way (a change was reported) or over (ended).
    func reported(_ phase: _GesturePhase<Any>) { isUnderWay = !phase.isOver }

    /// The recognizer failed, was cancelled, or its touches are over: a gesture under way fails.
    func fail() {
        startLocation = nil
        guard isUnderWay || (reportsEveryFailure && !isGated) else { return }
        isUnderWay = false
        failed()
    }
}
