import Foundation

/// `UIDevice`: the device a recording runs on. Flipbook records an iPhone held upright running
/// iOS 17.0 (a choice: it says which behaviour the engine follows where iOS versions differ),
/// with the screen `UIScreen.main` describes.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// `"iPhone"`.
    open var name: String { "iPhone" }
    /// `"iPhone"`.
    open var model: String { "iPhone" }
    /// `"iPhone"`.
    open var localizedModel: String { "iPhone" }
    /// `"iOS"`.
    open var systemName: String { "iOS" }
    /// `"17.0"`.
    open var systemVersion: String { "17.0" }
    /// `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// `.portrait`: a recording's device does not turn.
    open var orientation: UIDeviceOrientation { .portrait }
    /// True.
    open var isMultitaskingSupported: Bool { true }
    /// The same identifier in every recording, so recordings do not differ by it.
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }

    /// Whether battery monitoring is on (stored).
    open var isBatteryMonitoringEnabled = false
    /// -1, as iOS reports while battery monitoring is off, else 1 (a full battery).
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// `.unknown` while monitoring is off, else `.full`.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// Whether the proximity sensor is on (stored; nothing is near).
    open var isProximityMonitoringEnabled = false
    /// False: nothing is near the screen.
    open var proximityState: Bool { false }
    /// Whether orientation notifications are being generated.
    open private(set) var isGeneratingDeviceOrientationNotifications = false

    /// Starts orientation notifications (none come: the device does not turn).
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops them.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Plays the keyboard click (nothing to hear in a recording).
    open func playInputClick() {}

    /// `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring off).
        case unknown
        /// On battery.
        case unplugged
        /// Plugged in, charging.
        case charging
        /// Plugged in, full.
        case full
    }

    /// Posted when the device turns; never posted by a recording itself.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes; never posted by a recording itself.
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes; never posted by a recording itself.
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

/// `UIUserInterfaceIdiom`: the kind of device the interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone (a recording's device).
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac, with Mac Catalyst.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// `UIDeviceOrientation`: how the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright (a recording's device).
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned with the home button on the right.
    case landscapeLeft
    /// Turned with the home button on the left.
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown

    /// Whether upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether lying flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
