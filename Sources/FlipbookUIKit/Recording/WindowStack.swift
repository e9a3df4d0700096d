import Foundation
import FlipbookScene

/// The app's windows as a recording draws them: the recorded window, and in front of it every
/// window shown above it — a toast or banner window at `.statusBar` or `.alert` level, a
/// second window of the same level shown after it — each drawn whole (its own background,
/// then its views) at its place on the screen, back to front as iOS stacks them: by
/// `windowLevel`, then by when each was shown (`makeKeyAndVisible()` or `isHidden = false`
/// brings a window in front of the others of its level).
///
/// Windows behind the recorded one are not drawn: the canvas is the recorded window's
/// background. Where that background is clear (nil) or translucent, a window behind would show
/// through on a device, so each such window is listed as a warning.
///
/// A window shown during the recording joins it then; hidden, its layer hides; released (a
/// toast library dropping its window), it leaves at the end of that run-loop turn, as Core
/// Animation's commit removes it on iOS.
@MainActor
final class WindowStack {
    /// The recording's window stack, while one runs.
    private(set) static weak var current: WindowStack?

    private let recorded: UIWindow
    private var scene: Scene?
    /// Windows drawn in front of the recorded one, with their layers (kept to take them out
    /// of the scene when the window is released).
    private var composited: [(window: WeakWindow, layer: Layer)] = []
    /// Windows behind already listed, so each is listed once.
    private var listedBehind: Set<ObjectIdentifier> = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    init(recording window: UIWindow) {
        recorded = window
    }

    /// The recorded window and the windows drawn with it, alive, back to front: the ones whose
    /// views get layout and display passes as the recording's clock turns.
    var windows: [UIWindow] { [recorded] + composited.compactMap(\.window.window) }

    /// The windows the recording will draw when it starts: the recorded window and those shown
    /// in front of it, back to front.
    var windowsToDraw: [UIWindow] {
        [recorded] + UIWindowScene.app.windows.filter { $0 !== recorded && $0.isShownOnScreen && $0.stacksInFront(of: recorded) }
    }

    /// Puts the windows already shown into `scene`, in front of the recorded window's views,
    /// and makes this the current stack. Returns what cannot be drawn as on a device.
    func start(in scene: Scene) -> [String] {
        self.scene = scene
        Self.current = self
        for window in UIWindowScene.app.windows where window !== recorded && window.isShownOnScreen {
            add(window)
        }
        return takeProblems()
    }

    /// The recording ended.
    func end() {
        if Self.current === self { Self.current = nil }
    }

    /// A window was shown during the recording: in front of the recorded one, it is drawn from now.
    func windowShown(_ window: UIWindow) {
        guard window !== recorded else { return }
        if let index = composited.firstIndex(where: { $0.window.window === window }) {
            // Shown again: in front of the others of its level from now.
            place(composited.remove(at: index))
        } else {
            add(window)
        }
        for problem in takeProblems() { scene?.reportRecordingProblem(problem) }
    }

    /// A run-loop turn ended (a timer, display link or completion ran): views that asked to
    /// be redrawn draw, and windows released stop being drawn.
    func turnEnded() {
        windows.forEach(ViewDisplay.displayIfNeeded(in:))
        removeReleasedWindows()
    }

    /// Windows released since the last turn stop being drawn.
    func removeReleasedWindows() {
        for entry in composited where entry.window.window == nil {
            entry.layer.removeFromSuperlayer()
        }
        composited.removeAll { $0.window.window == nil }
    }

    private var pendingProblems: [String] = []

    private func takeProblems() -> [String] {
        defer { pendingProblems = [] }
        return pendingProblems
    }

    private func add(_ window: UIWindow) {
        guard window.stacksInFront(of: recorded) else { return noteBehind(window) }
        if recorded.frame.origin != .zero, !warnedOfOrigin {
            warnedOfOrigin = true
            pendingProblems.append(Timeline.warningPrefix + "the recorded window's origin is (\(recorded.frame.minX), \(recorded.frame.minY)), not the screen's corner: "
                + "the windows drawn in front of it are placed by their screen frames, as if it were at (0, 0)")
        }
        window.layer.updateTreeIDs()
        giveUniqueIDs(to: window)
        for layer in window.layer.subtree {
            pendingProblems += layer.pendingProblems
            layer.pendingProblems = []
        }
        place((window: WeakWindow(window: window), layer: window.layer.engine))
    }

    /// Puts a window's layer in front of the recorded window's views and of the windows behind
    /// it, below those in front of it.
    private func place(_ entry: (window: WeakWindow, layer: Layer)) {
        guard let window = entry.window.window, let scene else { return }
        if let index = composited.firstIndex(where: { $0.window.window?.stacksInFront(of: window) ?? false }) {
            scene.insertLayer(entry.layer, below: composited[index].layer)
            composited.insert(entry, at: index)
        } else {
            scene.insertLayer(entry.layer, at: scene.layers.count)
            composited.append(entry)
        }
    }

    private var warnedOfOrigin = false

    /// A window behind the recorded one shows through a clear or translucent background.
    private func noteBehind(_ window: UIWindow) {
        let background = recorded.backgroundColor?.cgColor.alpha ?? 0
        guard background < 1, !window.subviews.isEmpty, listedBehind.insert(ObjectIdentifier(window)).inserted else { return }
        pendingProblems.append(Timeline.warningPrefix + "another window (\(type(of: window)), level \(window.windowLevel.rawValue), layer '\(window.layer.engine.id)') "
            + "is shown behind the recorded one, whose background is \(recorded.backgroundColor == nil ? "nil (clear)" : "translucent"): "
            + "it would show through on a device, but a recording draws only the recorded window and those in front of it")
    }

    /// Layers of a window drawn in front whose ids the scene already has (`UIView-1` in both
    /// windows: each window restarts the generated names) take the window's place as a prefix:
    /// `window2/UIView-1` for the second window of the recording, back to front.
    private func giveUniqueIDs(to window: UIWindow) {
        var used = Set(scene?.allLayers.map(\.id) ?? [])
        let place = composited.count + 2
        for layer in window.layer.subtree {
            if used.contains(layer.engine.id) { layer.engine.id = "window\(place)/\(layer.engine.id)" }
            used.insert(layer.engine.id)
        }
    }
}

extension UIWindow {
    /// Whether this window stacks in front of `other`: a higher level, or the same level and
    /// shown later.
    func stacksInFront(of other: UIWindow) -> Bool {
        (windowLevel, stackingStamp) > (other.windowLevel, other.stackingStamp)
    }

    /// The window a finger at `point` (in this window's coordinates) touches, with the point in
    /// its coordinates and the view hit: the frontmost window on the screen (this one included)
    /// whose `hitTest(_:with:)` returns a view, as UIKit routes a touch to the window in front.
    func touchTarget(at point: CGPoint, with event: UIEvent) -> (window: UIWindow, point: CGPoint, view: UIView)? {
        let onScreen = CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)
        let candidates = UIWindowScene.app.windows.filter { $0 === self || $0.isShownOnScreen || $0.isRecording }
        for window in candidates.reversed() {
            let local = CGPoint(x: onScreen.x - window.frame.minX, y: onScreen.y - window.frame.minY)
            if let view = window.hitTest(local, with: event) { return (window, local, view) }
        }
        return nil
    }
}

/// Stamps ordering windows of one level: each window gets one when made and a new one when shown.
@MainActor
enum WindowStacking {
    private static var last = 0

    static func nextStamp() -> Int {
        last += 1
        return last
    }
}
