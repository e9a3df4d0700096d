import FlipbookUIKit

extension View {
    /// Records the view on its own: hosted by a `UIHostingController` as the root of a window of
    /// `size` (390 × 844 points by default, an iPhone's) in `colorScheme`, for `duration`
    /// seconds. `body` runs at time 0 with the clock: wait, tap views by their accessibility
    /// identifier (`clock.tap("like")`), change models. The timeline is the window's, for values,
    /// events, frames and goldens.
    @discardableResult
    public func record(size: CGSize = CGSize(width: 390, height: 844), colorScheme: ColorScheme = .light, duration: TimeInterval,
                       _ body: (RecordingClock) -> Void = { _ in }) -> Timeline {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.overrideUserInterfaceStyle = colorScheme == .dark ? .dark : .light
        window.rootViewController = UIHostingController(rootView: self)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        return window.record(duration: duration, body)
    }
}
