import FlipbookUIKit

/// Calls code at each display frame on the recording's clock while it runs: what animators,
/// timeline views and the host draw frame by frame with.
@MainActor
final class DisplayFrames {
    private var link: CADisplayLink?

    /// Whether it is calling its code.
    var isRunning: Bool { link != nil }

    /// Calls `frame` at each display refresh (at most `framesPerSecond` a second) from now on,
    /// in place of what it called before.
    func start(framesPerSecond: Int = 0, _ frame: @escaping @MainActor () -> Void) {
        link?.invalidate()
        let link = CADisplayLink { _ in frame() }
        link.preferredFramesPerSecond = framesPerSecond
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops calling.
    func stop() {
        link?.invalidate()
        link = nil
    }
}
