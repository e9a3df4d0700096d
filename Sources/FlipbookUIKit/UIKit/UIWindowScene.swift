import Foundation

/// `UIScene`: an instance of the app's interface. A recording's app has one, a
/// `UIWindowScene`, connected and in the foreground.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// `UIScene.ActivationState`: whether the scene is on screen and receiving events.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events (always, in a recording).
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// In the background.
        case background = 2
    }

    /// `.foregroundActive`: a recording is an app on screen.
    open var activationState: ActivationState { .foregroundActive }

    /// The scene's title (stored).
    open var title: String!

    /// The app: the responder after the scene.
    open override var next: UIResponder? { UIApplication.shared }

    /// Posted when a scene connects; never posted by a recording itself.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene becomes active; never posted by a recording itself.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active; never posted by a recording itself.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene has gone to the background; never posted by a recording itself.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Posted when a scene is about to come to the foreground; never posted by a recording itself.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
}

/// `UIWindowScene`: the scene every window of a recording's app is in. Its windows are the
/// windows alive (created with `UIWindow(frame:)` or `UIWindow(windowScene:)`), its key window
/// the last one made key. It has no status bar: a recording's window draws no system bars
/// (`statusBarManager.statusBarFrame` is zero, as its safe area is), and it stays in portrait.
open class UIWindowScene: UIScene {
    /// The app's scene.
    static let app = UIWindowScene()

    private var windowReferences: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The windows alive, back to front: by `windowLevel`, then by when each was made or last
    /// shown (a window shown comes in front of the others of its level).
    open var windows: [UIWindow] {
        windowReferences.removeAll { $0.window == nil }
        return windowReferences.compactMap(\.window).sorted { !$0.stacksInFront(of: $1) }
    }

    /// The key window, if it is alive.
    open internal(set) weak var keyWindow: UIWindow?

    /// The screen the scene shows on.
    open var screen: UIScreen { .main }

    /// `.portrait`: a recording's window does not rotate.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// The status bar: none is drawn (see the class's note).
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager.shared }

    func add(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WeakWindow(window: window))
    }
}

/// `UIStatusBarManager`: the status bar of a window scene. A recording's window draws none,
/// so it is hidden, with a zero frame.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    static let shared = UIStatusBarManager()

    /// `.default`.
    open var statusBarStyle: UIStatusBarStyle { .default }
    /// True: no status bar is drawn.
    open var isStatusBarHidden: Bool { true }
    /// `.zero`: no status bar is drawn.
    open var statusBarFrame: CGRect { .zero }
}

/// `UIStatusBarStyle`: dark or light status bar content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// `UIInterfaceOrientation`: how the interface is turned.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright (always, in a recording).
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned with the home indicator on the left.
    case landscapeLeft = 4
    /// Turned with the home indicator on the right.
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is turned on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
