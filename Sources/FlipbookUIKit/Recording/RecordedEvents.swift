import FlipbookScene

/// Events that change no layer but that a test may assert (an accessibility notification, a
/// haptic): logged in the running recording's `Timeline.events` at the current instant, or,
/// from set-up code before `record`, at the next recording's time 0 (set-up is that instant).
@MainActor
enum RecordedEvents {
    static func log(_ kind: SceneEvent.Kind, subject: String, details: [(key: String, value: String)] = []) {
        if let scene = RecordingContext.current?.scene, scene.isRecording {
            scene.recordEvent(kind, subject: subject, details: details)
        } else {
            SetUpWork.addToRunLoop { scene in scene.recordEvent(kind, subject: subject, details: details) }
        }
    }

    /// How an event names an object it was given: a view or layer by its layer's id, a string
    /// as it is.
    static func describe(_ object: Any?) -> String {
        switch object {
        case nil: return "nil"
        case let view as UIView: return view.layer.engine.id
        case let layer as CALayer: return layer.engine.id
        case let string as String: return string
        case let string as NSAttributedString: return string.string
        case let object?: return String(describing: object)
        }
    }
}

/// Events SwiftUI's animations log, for the SwiftUI module.
@_spi(SwiftUI) @MainActor
public enum SwiftUIEvents {
    /// A SwiftUI animation of `view`'s content became logically complete.
    public static func logicallyComplete(_ view: UIView) {
        RecordedEvents.log(.logicallyComplete, subject: RecordedEvents.describe(view))
    }
}
