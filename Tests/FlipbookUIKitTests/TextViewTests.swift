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

@Suite("UITextView: wrapped, scrolling text edited by typing on the clock", .expectsProblems)
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

    @Test("A search bar's field tells its delegate of each change and of the search key; the cancel button shows beside a narrower field")
    func searchBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let bar = UISearchBar(frame: window.bounds)
        let watcher = SearchWatcher()
        bar.delegate = watcher
        window.addSubview(bar)
        window.layoutIfNeeded()
        #expect(bar.placeholder == "Search" && bar.searchTextField.frame == CGRect(x: 16, y: 10, width: 288, height: 36))
        _ = window.record(duration: 1) { clock in clock.type("kiwi\n", into: bar.searchTextField, interval: 0.05) }
        #expect(watcher.log == ["k", "ki", "kiw", "kiwi", "search"] && bar.text == "kiwi" && bar.searchTextField.isEditing)
        bar.setShowsCancelButton(true, animated: false)
        #expect(bar.searchTextField.frame.width < 288 - 40, "room for the cancel button: \(bar.searchTextField.frame.width)")
    }
}

/// What a search bar tells its delegate.
@MainActor
private final class SearchWatcher: UISearchBarDelegate {
    var log: [String] = []
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append(searchText) }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
}
