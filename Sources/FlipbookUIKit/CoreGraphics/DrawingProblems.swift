import FlipbookScene
import Foundation

/// Where drawing code's mistakes go. iOS logs them and draws on (a call with no current context
/// logs "invalid context 0x0"; a NaN logs "passed an invalid numeric value … to CoreGraphics
/// API and this value is being ignored"), so here they are warnings: listed in
/// `Timeline.problems`, naming the layer that was drawing, without failing golden checks.
/// Outside a recording they go to standard error. Each message is listed once per recording
/// (printed once per process), however many frames repeat it.
enum DrawingProblems {
    private static let lock = NSLock()
    /// The layer whose drawing runs now (a view's `draw(_:)`, a layer's `draw(in:)`).
    nonisolated(unsafe) private static var drawingLayerName: String?
    /// What the running recording (by its serial: a scene's address can come back for the next
    /// one) has been told, so each problem is listed once.
    nonisolated(unsafe) private static var listed: (recording: Int, messages: Set<String>)?
    nonisolated(unsafe) private static var printed: Set<String> = []
    /// Problems met while a window draws before its recording starts, for that recording.
    nonisolated(unsafe) private static var collected: [String]?

    /// Runs `body` as the drawing of the layer named `name`, so problems name it.
    static func drawing<T>(layerNamed name: String, _ body: () -> T) -> T {
        lock.lock()
        let outer = drawingLayerName
        drawingLayerName = name
        lock.unlock()
        defer {
            lock.lock()
            drawingLayerName = outer
            lock.unlock()
        }
        return body()
    }

    /// Runs `body` (a window's drawing before its recording starts) and returns the problems
    /// it met, for `list(_:)` to hand to the recording once it runs.
    static func collecting(_ body: () -> Void) -> [String] {
        lock.lock()
        let outer = collected
        collected = []
        lock.unlock()
        body()
        lock.lock()
        let problems = collected ?? []
        collected = outer
        lock.unlock()
        return problems
    }

    /// Lists a drawing problem, naming the layer drawing now.
    static func report(_ problem: String) {
        lock.lock()
        let layer = drawingLayerName
        lock.unlock()
        list([(layer.map { "layer '\($0)': " } ?? "") + problem])
    }

    /// Lists messages: kept while collecting, else in the recording in progress (once each),
    /// else printed (once each).
    static func list(_ messages: [String]) {
        lock.lock()
        defer { lock.unlock() }
        if collected != nil {
            collected! += messages
            return
        }
        guard let context = RecordingContext.current else {
            for message in messages where printed.insert(message).inserted {
                ProblemOutput.print(message)
            }
            return
        }
        if listed?.recording != context.serial { listed = (context.serial, []) }
        for message in messages where listed!.messages.insert(message).inserted {
            context.scene.reportRecordingProblem(Timeline.warningPrefix + message)
        }
    }

    /// The current context, or nil after reporting that `function` had none to draw into.
    static func currentContext(for function: String) -> CGContext? {
        if let context = UIGraphicsGetCurrentContext() { return context }
        report("\(function): invalid context 0x0: there is no current context (draw inside draw(_:), an image renderer's actions or an image context); nothing is drawn")
        return nil
    }
}

extension CGContext {
    /// Whether every value is finite; if not, reports that `function` was given an invalid
    /// number and ignores the call, as Core Graphics does.
    func ensureFinite(_ values: [CGFloat], in function: String) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        DrawingProblems.report("\(function): an invalid numeric value (NaN or infinity) was passed to Core Graphics and the call is ignored")
        return false
    }
}
