import FlipbookUIKit

/// How a view's gesture ranks against the gestures of the views inside it. Apple's
/// `highPriorityGesture(_:including:)` reference: it has "a higher precedence than gestures
/// defined by the view"; so a plain `gesture(_:)` has the lower one, and
/// `simultaneousGesture(_:including:)` is recognized alongside them.
enum GesturePrecedence {
    /// `gesture(_:)`: it waits for the gestures inside the view to fail.
    case below
    /// `highPriorityGesture`: the gestures inside the view wait for it to fail.
    case above
    /// `simultaneousGesture`: it is recognized alongside any other.
    case alongside
}

/// The view a gesture modifier draws with: its content inside, its gesture's recognizers on
/// it. The recognizers are made once for the gesture's shape and kept from update to update
/// (a drag under way goes on), reporting to the gesture as the latest update built it.
@MainActor
final class GestureView: UIView, UIGestureRecognizerDelegate {
    private(set) var precedence = GesturePrecedence.below
    private var shape: ObjectIdentifier?
    private var madeRecognizers: [UIGestureRecognizer] = []
    private var deliverToGesture: @MainActor (_GestureReport) -> Void = { _ in }
    /// What combinations remember between reports (their parts' values), by branch.
    var memory: [[Int]: Any] = [:]
    /// The recognizers of each sequence's second part, by the sequence's branch.
    var gates: [[Int]: [UIGestureRecognizer]] = [:]
    /// Pairs of recognizers a combination recognizes together.
    var together: Set<Set<ObjectIdentifier>> = []

    init() {
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    /// The gesture's area is its content's, where it is drawn: an `offset` inside the gesture
    /// moves where the view takes touches, as SwiftUI's geometry effects do.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event)
            || subviews.contains { !$0.isHidden && $0.point(inside: convert(point, to: $0), with: event) }
    }

    /// A touch lands on the content, never on this view itself: the gesture's area is where
    /// its content takes touches (a `contentShape` inside narrows it).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// Shows `gesture`: recognizers made for it the first time and when its type changes,
    /// then its reports go to this version of it.
    func install<G: Gesture>(_ gesture: G, precedence: GesturePrecedence, isEnabled: Bool) {
        self.precedence = precedence
        if shape != ObjectIdentifier(G.self) {
            madeRecognizers.forEach { removeGestureRecognizer($0) }
            (memory, gates, together) = ([:], [:], [])
            shape = ObjectIdentifier(G.self)
            madeRecognizers = gesture._makeRecognizers(_GestureContext(path: [], host: self))
            for recognizer in madeRecognizers {
                recognizer.delegate = self
                addGestureRecognizer(recognizer)
            }
        }
        deliverToGesture = { report in _ = gesture._phase(of: report) }
        madeRecognizers.forEach { $0.isEnabled = isEnabled }
    }

    /// A primitive at `path` reported `phase`; then the gates its delivery opened open (a
    /// second part that begins at once reports after the first part's end).
    func deliver(_ phase: _GesturePhase<Any>, from path: [Int]) {
        deliverToGesture(_GestureReport(path: path[...], phase: phase, taken: [], host: self))
        let opening = gatesToOpen
        gatesToOpen = []
        opening.forEach { setGate($0, open: true) }
    }

    private var gatesToOpen: [[Int]] = []

    /// Opens the gate of the sequence at `branch` once the report in progress is delivered.
    func openGateAfterDelivery(_ branch: [Int]) { gatesToOpen.append(branch) }

    /// Lets each of `firsts` recognize alongside each of `seconds`.
    func recognizeTogether(_ firsts: [UIGestureRecognizer], _ seconds: [UIGestureRecognizer]) {
        for first in firsts {
            for second in seconds { together.insert([ObjectIdentifier(first), ObjectIdentifier(second)]) }
        }
    }

    /// Opens or closes the gate of the sequence at `branch`: its second part may begin.
    func setGate(_ branch: [Int], open: Bool) {
        for recognizer in gates[branch] ?? [] {
            guard let reporting = recognizer as? ReportingRecognizer, reporting.reporter.isGated == open else { continue }
            reporting.reporter.isGated = !open
            if open { (recognizer as? DragRecognizer)?.gateOpened() }
        }
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        precedence == .alongside || together.contains([ObjectIdentifier(gestureRecognizer), ObjectIdentifier(otherGestureRecognizer)])
    }

    /// A plain gesture waits for those of the views inside its view to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        precedence == .below && isInside(otherGestureRecognizer)
    }

    /// Those of the views inside a high-priority gesture's view wait for it to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        precedence == .above && isInside(otherGestureRecognizer)
    }

    /// Whether `recognizer` is on a view inside this one (not on this one).
    private func isInside(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view = recognizer.view, view !== self else { return false }
        return view.isDescendant(of: self)
    }

    /// A sequence's second part does not begin while its gate is shut (as the view, and as
    /// its recognizers' delegate).
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !((gestureRecognizer as? ReportingRecognizer)?.reporter.isGated ?? false) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// A view with a gesture (`gesture`, `highPriorityGesture`, `simultaneousGesture`).
@MainActor
final class GestureNode<G: Gesture>: WrapperNode {
    let gesture: G
    let precedence: GesturePrecedence
    let isEnabled: Bool

    init(path: ViewPath, gesture: G, precedence: GesturePrecedence, isEnabled: Bool, content: ViewNode) {
        self.gesture = gesture
        self.precedence = precedence
        self.isEnabled = isEnabled && (ViewGraph.building?.environment.isEnabled ?? true)
        super.init(path: path, kind: "gesture", content: content)
    }

    /// An identifier given to the gesture goes to its content: in SwiftUI a gesture is no view of
    /// its own, so the named element is what the gesture is on, where it is drawn (moved by an
    /// `offset` inside, say), and scripted touches by name start there.
    override var identifier: String? {
        didSet {
            guard let identifier else { return }
            content.identifier = identifier
            self.identifier = nil
        }
    }

    override func makeView() -> UIView { GestureView() }

    override func configure(_ view: UIView) {
        (view as? GestureView)?.install(gesture, precedence: precedence, isEnabled: isEnabled)
    }
}

/// `GestureMask`: which gestures a gesture modifier leaves on: its own (`gesture`), those of
/// the views inside it (`subviews`), both (`all`, the default) or none.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gesture is on.
    public static let none = GestureMask([])
    /// The modifier's own gesture is on.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside are on.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both (the default).
    public static let all = GestureMask([.gesture, .subviews])
}

extension View {
    /// Recognizes `gesture` on the view, after the gestures of the views inside it (it waits
    /// for them to fail). A mask without `.gesture` turns it off; one without `.subviews` is a
    /// warning, the gestures inside staying on.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _WrapModifier> {
        attach(gesture, precedence: .below, isEnabled: mask.contains(.gesture), mask: mask)
    }

    /// Recognizes `gesture` on the view when `isEnabled` (iOS 18's form).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<Self, _WrapModifier> {
        attach(gesture, precedence: .below, isEnabled: isEnabled, mask: .all)
    }

    /// Recognizes `gesture` on the view before the gestures of the views inside it (they wait
    /// for it to fail).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _WrapModifier> {
        attach(gesture, precedence: .above, isEnabled: mask.contains(.gesture), mask: mask)
    }

    /// Recognizes `gesture` on the view before the gestures inside it, when `isEnabled`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<Self, _WrapModifier> {
        attach(gesture, precedence: .above, isEnabled: isEnabled, mask: .all)
    }

    /// Recognizes `gesture` on the view alongside any other gesture.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _WrapModifier> {
        attach(gesture, precedence: .alongside, isEnabled: mask.contains(.gesture), mask: mask)
    }

    /// Recognizes `gesture` on the view alongside any other, when `isEnabled`.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<Self, _WrapModifier> {
        attach(gesture, precedence: .alongside, isEnabled: isEnabled, mask: .all)
    }

    private func attach<T: Gesture>(_ gesture: T, precedence: GesturePrecedence, isEnabled: Bool,
                                    mask: GestureMask) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in
            let node = GestureNode(path: path, gesture: gesture, precedence: precedence, isEnabled: isEnabled, content: content)
            if !mask.contains(.subviews) {
                node.warning = "a gesture's mask leaves out .subviews: the gestures of the views inside it stay on (not modelled)"
            }
            return node
        })
    }
}
