import Foundation

/// `UIApplication`: the app a recording runs in, always in the foreground.
///
/// Library code reads `UIApplication.shared.applicationState` before it animates (animations
/// started in the background are skipped on iOS) and listens for the app's notifications to
/// pause and resume. A recording is an app on screen: the state is `.active`, and no
/// notification is posted unless the test posts one (`NotificationCenter.default.post(name:
/// UIApplication.didEnterBackgroundNotification, object: nil)`).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The user's text size: `UITraitCollection.current`'s (the default, `.large`, unless a test
    /// set another).
    open var preferredContentSizeCategory: UIContentSizeCategory {
        let size = UITraitCollection.current.preferredContentSizeCategory
        return size == .unspecified ? .large : size
    }

    /// `UIApplication.State`: whether the app is on screen and receiving events.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events: always, in a recording.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// The app.
    public static let shared = UIApplication()

    /// `.active`: a recording is an app in the foreground.
    open var applicationState: State { .active }

    /// Stored.
    open var isIdleTimerDisabled = false

    /// `.leftToRight`: the app runs in a left-to-right language (a view forced right to left
    /// with `semanticContentAttribute` lays out right to left).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: Opening URLs

    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app takes universal links for the URL.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether a URL would open: true for `http`, `https`, `mailto`, `tel` and `sms` (apps every
    /// iPhone has), false for other schemes (no other app is installed) — a choice.
    open func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "mailto", "tel", "sms"].contains(url.scheme?.lowercased() ?? "")
    }

    /// Asks to open `url` in another app: nothing opens in a recording, so it is an event in
    /// `Timeline.events` (kind `openURL`, the URL as subject), and `completion` gets whether it
    /// would open (`canOpenURL`) on the main queue's next turn, as on iOS.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        RecordedEvents.log(.openURL, subject: url.absoluteString)
        let opened = canOpenURL(url)
        if let completion { DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } } }
    }

    // MARK: Interaction events

    /// Whether touches are being ignored (`beginIgnoringInteractionEvents()`): a scripted
    /// finger then touches nothing, and says so.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open var isIgnoringInteractionEvents: Bool { ignoringInteractionEvents > 0 }
    var ignoringInteractionEvents = 0

    /// Starts ignoring touches (nested calls count).
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func beginIgnoringInteractionEvents() { ignoringInteractionEvents += 1 }

    /// Stops ignoring touches, once as many calls as began have ended.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func endIgnoringInteractionEvents() { ignoringInteractionEvents = max(ignoringInteractionEvents - 1, 0) }

    /// The app's scenes: its one window scene.
    open var connectedScenes: Set<UIScene> { [UIWindowScene.app] }

    /// The app's windows alive, back to front (`UIWindowScene.windows`).
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { UIWindowScene.app.windows }

    /// The last window made key, if it is alive.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { UIWindowScene.app.keyWindow }

    /// `.zero`: a recording's window draws no status bar (see `UIWindowScene`).
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var statusBarFrame: CGRect { .zero }

    /// Sends `action` to `target` with `sender` and `event` as its arguments (a method that
    /// takes fewer gets the first ones), and returns whether a method was called. A nil target
    /// sends it up the responder chain from `sender` (the first responder, which text input
    /// would be, is not modelled yet) to the first responder that can perform it
    /// (`UIResponder.target(forAction:withSender:)`). An action nothing handles, or whose
    /// selector finds no method, is listed in `Timeline.problems` and returns false.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let call = "the action '\(action)' sent by \(Self.describe(sender))"
        let receiver: AnyObject
        if let target {
            receiver = target as AnyObject
        } else if let found = (FirstResponder.current ?? sender as? UIResponder)?.target(forAction: action, withSender: sender) {
            // A nil target: the first responder, as UIKit sends it, else the sender, and up the
            // chain from there.
            receiver = found as AnyObject
        } else {
            SelectorTable.shared.unresolved("\(call) has no target, and no responder from the first responder (or the sender) up the responder chain has a method for it: it was not sent")
            return false
        }
        return action.send(to: receiver, with: [sender, event], in: call).sent
    }

    /// A sender as problems name it: a view by its layer's id.
    private static func describe(_ sender: Any?) -> String {
        guard let sender else { return "nil" }
        if let view = sender as? UIView { return "\(type(of: view)) (layer '\(view.layer.engine.id)')" }
        return "\(type(of: sender))"
    }

    /// The end of the responder chain.
    open override var next: UIResponder? { nil }

    /// Posted after the app has launched; never posted by a recording itself.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active; never posted by a recording itself.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active; never posted by a recording itself.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app has gone to the background; never posted by a recording itself.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground; never posted by a recording itself.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end; never posted by a recording itself.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory; never posted by a recording itself.
    nonisolated public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
