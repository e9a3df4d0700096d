import Foundation
import FlipbookScene

extension RecordingClock {
    /// Types `text` into `field` on the keyboard, one key every `interval` seconds (0.1 by
    /// default, a choice), the first now, the clock advancing between keys as `wait` does.
    ///
    /// The field becomes the first responder first if it is not (as a tap on it makes it).
    /// Each key is sent as the keyboard sends it: a character asks the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` and is added at the end; `"\n"`
    /// is the return key (`textFieldShouldReturn(_:)`, `.editingDidEndOnExit`); `"\u{8}"` is the
    /// delete key, which removes the last character. The keyboard itself is not drawn.
    public func type(_ text: String, into field: UITextField, interval: TimeInterval = 0.1) {
        type(text, into: field as KeyboardInput, interval: interval, named: "text field")
    }

    /// Types `text` into a text view, as `type(_:into:interval:)` types into a text field; `"\n"`
    /// types a new line.
    public func type(_ text: String, into textView: UITextView, interval: TimeInterval = 0.1) {
        type(text, into: textView as KeyboardInput, interval: interval, named: "text view")
    }

    private func type(_ text: String, into input: KeyboardInput, interval: TimeInterval, named kind: String) {
        if !input.isEditing, !input.becomeFirstResponder() {
            scene.reportRecordingProblem(Timeline.warningPrefix + "clock.type: the \(kind) (layer '\(input.layer.engine.id)') did not become the first "
                + "responder (disabled or not editable, or its delegate said no): \"\(text)\" was not typed")
            return
        }
        for (index, key) in text.enumerated() {
            if index > 0 { wait(max(interval, 0)) }
            input.typeKey(key)
        }
    }
}

/// A view the (undrawn) keyboard types into: a text field or a text view.
@MainActor
protocol KeyboardInput: UIView {
    var isEditing: Bool { get }
    @discardableResult func becomeFirstResponder() -> Bool
    func typeKey(_ key: Character)
}
