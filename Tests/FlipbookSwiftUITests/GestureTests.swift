import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A card that follows a drag (a `GestureState` offset) and keeps where it was let go.
struct DraggableCard: View {
    @GestureState private var drag = CGSize.zero
    @State private var rest = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 12).fill(Color.blue)
            .frame(width: 100, height: 60)
            .offset(x: rest.width + drag.width, y: rest.height + drag.height)
            .gesture(
                DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        rest.width += value.translation.width
                        rest.height += value.translation.height
                    }
            )
            .accessibilityIdentifier("card")
    }
}

/// A button-sized circle that grows while pressed and counts completed long presses, then
/// follows a drag once pressed long enough (a long press sequenced before a drag).
struct PressAndDrag: View {
    enum Phase: Equatable { case idle, pressing, dragging(CGFloat) }
    @GestureState private var phase = Phase.idle
    let log: (Phase) -> Void

    var body: some View {
        Circle().fill(Color.orange)
            .frame(width: 80, height: 80)
            .scaleEffect(phase == .idle ? 1 : 1.2)
            .offset(x: { if case .dragging(let x) = phase { return x } else { return 0 } }())
            .gesture(
                LongPressGesture(minimumDuration: 0.5)
                    .sequenced(before: DragGesture(minimumDistance: 0))
                    .updating($phase) { value, state, _ in
                        switch value {
                        case .first(true): state = .pressing
                        case .second(true, let drag?): state = .dragging(drag.translation.width)
                        case .second(true, nil): state = .dragging(0)
                        default: state = .idle
                        }
                    }
            )
            .onChange(of: phase) { _, new in log(new) }
            .accessibilityIdentifier("dot")
    }
}

/// A tile whose own tap and its parent's tap compete, the parent's attached in `mode`.
struct NestedTaps: View {
    enum Mode { case plain, high, simultaneous }
    let mode: Mode
    let log: (String) -> Void

    var body: some View {
        let inner = Rectangle().fill(Color.green).frame(width: 60, height: 60)
            .onTapGesture { log("inner") }
            .accessibilityIdentifier("inner")
        let outer = ZStack { inner }.frame(width: 150, height: 150).background(Color.gray.opacity(0.3))
        let parentTap = TapGesture().onEnded { log("outer") }
        switch mode {
        case .plain: outer.gesture(parentTap)
        case .high: outer.highPriorityGesture(parentTap)
        case .simultaneous: outer.simultaneousGesture(parentTap)
        }
    }
}

@Suite("SwiftUI gestures: drag, long press, taps, pinch, rotation; updating, sequences, precedence")
@MainActor
struct GestureTests {
    /// The card's frame in the window.
    private func cardFrame(_ clock: RecordingClock) -> CGRect? {
        clock.view(withIdentifier: "card").flatMap { card in
            allViews(card).first { $0.layer is CAShapeLayer }.map { $0.convert($0.bounds, to: nil) }
        }
    }

    @Test("A drag moves the card with the finger from its first 10 points on, and the end keeps it there")
    func dragFollowsFinger() throws {
        var frames: [CGRect?] = []
        let timeline = DraggableCard().record(size: CGSize(width: 300, height: 200), duration: 1) { clock in
            frames.append(cardFrame(clock))
            // 120 points right over 0.25 s (one step per 1/240 s): the drag begins at the
            // step that reaches 10 points and reports the whole translation from there.
            clock.swipe("card", by: CGPoint(x: 120, y: 0), duration: 0.25)
            frames.append(cardFrame(clock))
            clock.wait(0.1)
            frames.append(cardFrame(clock))
            // A second drag starts where the card is now (its offset moved where it takes
            // touches) and takes it back 60 points and down 20.
            clock.swipe("card", by: CGPoint(x: -60, y: 20), duration: 0.2)
            clock.wait(0.1)
            frames.append(cardFrame(clock))
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // The card (100 × 60) starts centred in 300 × 200: x 100, y 70.
        #expect(frames == [CGRect(x: 100, y: 70, width: 100, height: 60), CGRect(x: 220, y: 70, width: 100, height: 60),
                           CGRect(x: 220, y: 70, width: 100, height: 60), CGRect(x: 160, y: 90, width: 100, height: 60)])
        assertFrames(of: timeline, at: .times([0, 0.125, 0.3]), scale: 1)
    }

    @Test("A drag's values: start where the finger went down, translation from there, velocity and its quarter-second prediction")
    func dragValues() throws {
        var changes: [DragGesture.Value] = []
        var ends: [DragGesture.Value] = []
        let view = Color.purple.frame(width: 200, height: 100)
            .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .onChanged { changes.append($0) }
                .onEnded { ends.append($0) })
            .accessibilityIdentifier("pad")
        let timeline = view.record(size: CGSize(width: 200, height: 100), duration: 0.5) { clock in
            clock.swipe("pad", from: CGPoint(x: 20, y: 50), by: CGPoint(x: 100, y: 0), duration: 0.25)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // Minimum distance 0: the first change comes as the finger goes down.
        #expect(changes.first?.startLocation == CGPoint(x: 20, y: 50))
        #expect(changes.first?.translation == .zero)
        // 100 points in 0.25 s: 400 points per second at each step, predicting 100 further
        // (within 0.1: the steps fall on the clock's microsecond grid).
        let end = try #require(ends.first)
        #expect(ends.count == 1)
        #expect(end.location == CGPoint(x: 120, y: 50))
        #expect(end.translation == CGSize(width: 100, height: 0))
        #expect(abs(end.velocity.width - 400) < 0.1)
        #expect(abs(end.predictedEndTranslation.width - 200) < 0.1)
        #expect(changes.count == 61)   // the touch-down, then 60 steps of 1/240 s
    }

    @Test("A long press sequenced before a drag: pressing while held, then dragging, then back to idle at the lift")
    func longPressThenDrag() throws {
        var phases: [PressAndDrag.Phase] = []
        var scales: [CGFloat] = []
        let timeline = PressAndDrag { phases.append($0) }.record(size: CGSize(width: 300, height: 200), duration: 2) { clock in
            // Held 0.4 s: not long enough; the press fails at the lift.
            clock.longPress("dot", duration: 0.4)
            clock.wait(0.1)
            // Held, then moved: the drag begins once the press is 0.5 s old.
            clock.longPress("dot", duration: 0.6)
            clock.wait(0.1)
            clock.swipe("dot", by: CGPoint(x: 40, y: 0), duration: 0.1)
            scales.append(clock.view(withIdentifier: "dot")?.subviews.first?.transform.a ?? 0)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // First press: pressing, then idle. Second: pressing, dragging (0) at 0.5 s, idle at the
        // lift. The swipe after it: pressing only, the swipe moving more than 10 points before
        // the press is long enough (it fails).
        #expect(phases == [.pressing, .idle, .pressing, .dragging(0), .idle, .pressing, .idle])
        #expect(scales == [1])
    }

    @Test("onLongPressGesture: the action once held long enough; pressing true at the touch, false when it ends")
    func onLongPress() throws {
        var log: [String] = []
        let view = Color.red.frame(width: 100, height: 100)
            .onLongPressGesture(minimumDuration: 0.3, perform: { log.append("done") }, onPressingChanged: { log.append("pressing \($0)") })
            .accessibilityIdentifier("press")
        let timeline = view.record(size: CGSize(width: 100, height: 100), duration: 1) { clock in
            clock.longPress("press", duration: 0.2)
            clock.longPress("press", duration: 0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(log == ["pressing true", "pressing false", "pressing true", "pressing false", "done"])
    }

    @Test("A parent's plain gesture waits for its child's; a high-priority one goes first; a simultaneous one goes alongside")
    func precedence() throws {
        func taps(_ mode: NestedTaps.Mode) -> [String] {
            var log: [String] = []
            let timeline = NestedTaps(mode: mode) { log.append($0) }.record(size: CGSize(width: 200, height: 200), duration: 0.5) { clock in
                clock.tap("inner")
            }
            #expect(timeline.problems.isEmpty, "\(timeline.problems)")
            return log
        }
        #expect(taps(.plain) == ["inner"])
        #expect(taps(.high) == ["outer"])
        #expect(taps(.simultaneous).sorted() == ["inner", "outer"])
    }

    @Test("Pinch and rotation: magnification and angle at each step, back to the start at the end")
    func pinchAndRotate() throws {
        var scales: [CGFloat] = []
        var angles: [Double] = []
        var ended: [String] = []
        let view = Color.teal.frame(width: 200, height: 200)
            .gesture(MagnifyGesture().onChanged { scales.append($0.magnification) }.onEnded { _ in ended.append("magnify") }
                .simultaneously(with: RotationGesture().onChanged { angles.append($0.degrees) }))
            .accessibilityIdentifier("photo")
        let timeline = view.record(size: CGSize(width: 200, height: 200), duration: 2) { clock in
            clock.pinch("photo", scale: 2, duration: 0.5)
            clock.rotate("photo", by: .pi / 2, duration: 0.5)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(abs((scales.last ?? 0) - 2) < 1e-6)
        #expect(abs((angles.last ?? 0) - 90) < 1e-6)
        #expect(ended == ["magnify"])
    }

    @Test("A scripted gesture on a name no view has is an error, and nothing moves", .expectsProblems)
    func missingName() throws {
        let timeline = DraggableCard().record(size: CGSize(width: 300, height: 200), duration: 0.3) { clock in
            clock.swipe("nope", by: CGPoint(x: 50, y: 0))
        }
        #expect(timeline.problems.contains { $0.contains("clock.swipe: no view") && $0.contains("'nope'") })
    }
}
