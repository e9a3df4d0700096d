import FlipbookUIKit

/// `simultaneously(with:)`: two gestures recognized together. It changes while either is
/// under way, with the latest value of each that has one, and ends when those that began are
/// over (failing if none of them ended).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The latest values of the two (nil for one that has not changed yet).
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// The two gestures together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The recognizers of both, each allowed to recognize alongside the other's.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let firsts = first._makeRecognizers(context.child(0)), seconds = second._makeRecognizers(context.child(1))
        context.host.recognizeTogether(firsts, seconds)
        return firsts + seconds
    }

    /// The phase of whichever reported, combined with the other's latest.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? {
        var parts = report.host.memory[report.taken] as? (_GesturePhase<First.Value>?, _GesturePhase<Second.Value>?) ?? (nil, nil)
        if let branch = report.descending(into: 0), let phase = first._phase(of: branch) {
            parts.0 = phase
        } else if let branch = report.descending(into: 1), let phase = second._phase(of: branch) {
            parts.1 = phase
        } else {
            return nil
        }
        let value = Value(first: parts.0?.value, second: parts.1?.value)
        if parts.0?.isOver == false || parts.1?.isOver == false {
            report.host.memory[report.taken] = parts
            return .changed(value)
        }
        report.host.memory[report.taken] = nil
        return parts.0?.isEnded == true || parts.1?.isEnded == true ? .ended(value) : .failed
    }
}

/// `sequenced(before:)`: one gesture, then another: the second may begin only once the first
/// has ended (a long press, then a drag).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first ended with its value; the second's, once it has one.
        case second(First.Value, Second.Value?)
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// The two gestures, one after the other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The recognizers of both, the second's waiting behind a gate the first's end opens.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let firsts = first._makeRecognizers(context.child(0)), seconds = second._makeRecognizers(context.child(1))
        context.host.recognizeTogether(firsts, seconds)
        context.host.gates[context.path] = seconds
        for case let reporting as ReportingRecognizer in seconds {
            reporting.reporter.isGated = true
            reporting.reporter.reportsEveryFailure = true
        }
        return firsts + seconds
    }

    /// The first's phases as `.first`; its end opens the gate; the second's as `.second`.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? {
        let host = report.host, key = report.taken
        if let branch = report.descending(into: 0), let phase = first._phase(of: branch) {
            switch phase {
            case .changed(let value):
                return .changed(.first(value))
            case .ended(let value):
                host.memory[key] = value
                host.openGateAfterDelivery(key)
                return .changed(.second(value, nil))
            case .failed:
                host.memory[key] = nil
                return .failed
            }
        }
        guard let branch = report.descending(into: 1), let firstValue = host.memory[key] as? First.Value,
              let phase = second._phase(of: branch) else { return nil }
        switch phase {
        case .changed(let value):
            return .changed(.second(firstValue, value))
        case .ended(let value):
            host.memory[key] = nil
            host.setGate(key, open: false)
            return .ended(.second(firstValue, value))
        case .failed:
            host.memory[key] = nil
            host.setGate(key, open: false)
            return .failed
        }
    }
}

/// `exclusively(before:)`: one of two gestures, the first preferred: the second may
/// recognize only once the first has failed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which of the two recognized, and its value.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    /// The preferred gesture.
    public var first: First
    /// The other gesture.
    public var second: Second

    /// One of the two gestures, `first` preferred.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The recognizers of both, each of the second's waiting for the first's to fail.
    public func _makeRecognizers(_ context: _GestureContext) -> [UIGestureRecognizer] {
        let firsts = first._makeRecognizers(context.child(0)), seconds = second._makeRecognizers(context.child(1))
        for waiting in seconds { firsts.forEach { waiting.require(toFail: $0) } }
        return firsts + seconds
    }

    /// The phase of whichever reported, marked with which it was.
    public func _phase(of report: _GestureReport) -> _GesturePhase<Value>? {
        if let branch = report.descending(into: 0) { return first._phase(of: branch)?.map { .first($0) } }
        if let branch = report.descending(into: 1) { return second._phase(of: branch)?.map { .second($0) } }
        return nil
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other` recognized together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }

    /// This gesture, then `other` once it has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }

    /// This gesture, or `other` if it fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

extension _GesturePhase {
    /// The value of a change or an end.
    var value: Value? {
        switch self {
        case .changed(let value), .ended(let value): return value
        case .failed: return nil
        }
    }

    /// Whether it is an end.
    var isEnded: Bool {
        if case .ended = self { return true }
        return false
    }
}
