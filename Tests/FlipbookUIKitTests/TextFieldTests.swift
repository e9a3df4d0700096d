import Foundation
import Testing
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// A sign-in form's delegate: no digits in the name, and the return key moves on.
@MainActor
private final class FormDelegate: UITextFieldDelegate {
    var log: [String] = []
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location),\(range.length) \"\(string)\"")
        return string.rangeOfCharacter(from: .decimalDigits) == nil
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("return"); return true }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd \(reason.rawValue)") }
}

/// A text field with padding, as apps subclass one.
@MainActor
private final class PaddedField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 30, dy: 0) }
}

@Suite("UITextField: drawn as on iOS, edited by typing on the recording's clock", .expectsProblems)
@MainActor
struct TextFieldTests {
    private func form() -> (UIWindow, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        window.addSubview(field)
        return (window, field)
    }

    private func frame(_ timeline: Timeline, at time: Double) throws -> Frame {
        try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: time))
    }

    /// The columns of a frame's rows 20–40 holding a pixel that passes `test`.
    private func columns(_ frame: Frame, _ test: (UInt8, UInt8, UInt8) -> Bool) -> [Int] {
        (0..<frame.width).filter { x in (20..<40).contains { y in let p = frame.pixel(x: x, y: y); return test(p.r, p.g, p.b) } }
    }

    @Test("Typing asks the delegate for each key, changes the text, sends .editingChanged and posts textDidChangeNotification; return resigns a field with an .editingDidEndOnExit action")
    func typingEvents() {
        let (window, field) = form()
        let delegate = FormDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began \(CACurrentMediaTime())") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed \(field.text ?? "")") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
        field.addAction(UIAction { _ in events.append("ended \(CACurrentMediaTime())") }, for: .editingDidEnd)
        let posted = PostCount()
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in posted.add() }
        defer { NotificationCenter.default.removeObserver(observer) }
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.1)
            clock.type("Jo9e\u{8}y\n", into: field)
        }
        #expect(field.text == "Joy" && !field.isEditing && !field.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin", "change 0,0 \"J\"", "change 1,0 \"o\"", "change 2,0 \"9\"", "change 2,0 \"e\"",
                                 "change 2,1 \"\"", "change 2,0 \"y\"", "return", "didEnd 0"])
        #expect(events == ["began 0.1", "changed J", "changed Jo", "changed Joe", "changed Jo", "changed Joy", "exit", "ended 0.7"],
                "one key every 0.1 s, the first at once; the digit refused")
        #expect(posted.value == 5)
        #expect(timeline.problems.count == 1 && timeline.problems[0].contains("the software keyboard came up at 0.1 s: Flipbook does not draw it"), "\(timeline.problems)")
    }

    @Test("The keyboard's notifications carry its frames and timing: 336 points at the bottom of the screen, 0.25 s on curve 7")
    func keyboardNotifications() {
        let (window, field) = form()
        var heard: [String] = []
        let names: [Notification.Name] = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                          UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
                let curve = (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
                MainActor.assumeIsolated { heard.append("\(name.rawValue.dropFirst(10)) \(CACurrentMediaTime()) \(Int(end.minY)) \(Int(end.height)) \(duration) \(curve)") }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        _ = window.record(duration: 2) { clock in
            clock.wait(0.5)
            field.becomeFirstResponder()
            clock.wait(0.5)
            window.endEditing(true)
            clock.wait(0.5)
        }
        let bottom = Int(UIScreen.main.bounds.height)
        #expect(heard == ["WillShowNotification 0.5 \(bottom - 336) 336 0.25 7", "DidShowNotification 0.75 \(bottom - 336) 336 0.25 7",
                          "WillHideNotification 1.0 \(bottom) 336 0.25 7", "DidHideNotification 1.25 \(bottom) 336 0.25 7"])
    }

    @Test("Looks: the placeholder in .placeholderText, the text in .label, the caret in the tint after the text, blinking half a second on and off once typing stops")
    func looks() throws {
        let (window, field) = form()
        window.tintColor = .red
        let timeline = window.record(duration: 3) { clock in
            clock.wait(0.5)
            clock.type("Ada", into: field, interval: 0.1)   // the last key at 0.7
        }
        let before = try frame(timeline, at: 0.2)
        #expect(columns(before) { r, g, b in r < 60 && g < 60 && b < 60 }.isEmpty, "no dark text: the placeholder is light grey")
        #expect(!columns(before) { r, g, b in (180...215).contains(Int(r)) && abs(Int(r) - Int(b)) < 12 }.isEmpty, "the grey placeholder")
        let typed = try frame(timeline, at: 0.9)
        let text = columns(typed) { r, g, b in r < 60 && g < 60 && b < 60 }
        let caret = columns(typed) { r, g, b in r > 200 && g < 60 && b < 60 }
        #expect((17...19).contains(text.first ?? 0), "7 points in from the rounded field's side (and the glyph's own bearing): \(text.first ?? -1)")
        #expect(caret.count == 2 && caret.first! > text.last!, "a 2-point caret just after the text: \(caret) after \(text.last ?? -1)")
        #expect(columns(try frame(timeline, at: 1.4)) { r, g, b in r > 200 && g < 60 && b < 60 }.isEmpty, "0.5 s solid, then off for 0.5 s")
        #expect(!columns(try frame(timeline, at: 1.9)) { r, g, b in r > 200 && g < 60 && b < 60 }.isEmpty, "and on again")
    }

    @Test("Secure text shows a dot per character; the clear button clears; textRect(forBounds:) overrides move the text")
    func secureClearAndPadding() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.backgroundColor = .white
        let field = PaddedField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        field.isSecureTextEntry = true
        field.clearButtonMode = .always
        field.text = "abc"
        window.addSubview(field)
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.5)
            clock.tap(field, at: CGPoint(x: 180 - 6 - 9.5, y: 20))
        }
        let dots = columns(try frame(timeline, at: 0.2)) { r, g, b in r < 60 && g < 60 && b < 60 }
        #expect((40...43).contains(dots.first ?? 0), "30 points of padding in from the field's side (and the dot's bearing): \(dots.first ?? -1)")
        #expect((dots.last ?? 0) - (dots.first ?? 0) < 40, "three dots, not the text")
        #expect(field.text == "" && changes == 1 && field.isEditing, "the clear button emptied the field and began editing")
    }

    @Test("A field that cannot begin editing types nothing, and says why")
    func refusedTyping() {
        let (window, field) = form()
        field.isEnabled = false
        let timeline = window.record(duration: 0.5) { clock in clock.type("x", into: field) }
        #expect(field.text == nil)
        #expect(timeline.problems.first?.contains("clock.type: the text field (layer") == true)
    }
}
