import Foundation
import Testing
@testable import FlipbookUIKit

/// A notes editor's delegate: no tabs, and every change noted.
@MainActor
private final class NotesDelegate: NSObject, UITextViewDelegate {
    var changes: [String] = []
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { text != "\t" }
    func textViewDidChange(_ textView: UITextView) { changes.append(textView.text) }
}

@Suite("UITextView: wrapped, scrolling text edited by typing on the clock")
@MainActor
struct TextViewTests {
    @Test("Typing asks the delegate for each key and tells it of each change; a new line is a key; the content grows and scrolls to keep the caret in view")
    func typing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 220, height: 60))
        view.font = .systemFont(ofSize: 17)
        let delegate = NotesDelegate()
        view.delegate = delegate
        window.addSubview(view)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) && view.textContainer.lineFragmentPadding == 5)
        let timeline = window.record(duration: 2) { clock in
            clock.type("a\tb\nc\nd\ne", into: view, interval: 0.01)
        }
        #expect(view.text == "ab\nc\nd\ne" && view.isEditing)
        #expect(delegate.changes == ["a", "ab", "ab\n", "ab\nc", "ab\nc\n", "ab\nc\nd", "ab\nc\nd\n", "ab\nc\nd\ne"], "the tab refused")
        #expect(view.contentSize.height == ceil(4 * UIFont.systemFont(ofSize: 17).lineHeight) + 16, "four lines and the insets")
        #expect(view.contentOffset.y == view.contentSize.height - 60, "scrolled to the caret's line")
        #expect(timeline.problems.count == 1, "the keyboard's warning: \(timeline.problems)")
    }

    @Test("A view that is not editable types nothing, and says why")
    func notEditable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        let view = UITextView(frame: window.bounds)
        view.isEditable = false
        window.addSubview(view)
        let timeline = window.record(duration: 0.5) { clock in clock.type("x", into: view) }
        #expect(view.text == "" && timeline.problems.first?.contains("clock.type: the text view") == true)
    }
}
