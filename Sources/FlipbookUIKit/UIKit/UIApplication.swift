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
    /// `UIApplication.State`.
    public enum State: Int, Sendable { case active, inactive, background }

    /// The app.
    public static let shared = UIApplication()

    /// `.active`: a recording is an app in the foreground.
    open var applicationState: State { .active }

    /// Stored.
    open var isIdleTimerDisabled = false

    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
