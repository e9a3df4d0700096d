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
        if !field.isEditing, !field.becomeFirstResponder() {
            scene.reportRecordingProblem(Timeline.warningPrefix + "clock.type: the text field (layer '\(field.layer.engine.id)') did not become the first "
                + "responder (disabled, or its delegate's textFieldShouldBeginEditing returned false): \"\(text)\" was not typed")
            return
        }
        for (index, key) in text.enumerated() {
            if index > 0 { wait(max(interval, 0)) }
            field.typeKey(key)
        }
    }
}
