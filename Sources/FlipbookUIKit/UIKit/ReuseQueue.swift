import Foundation

/// The cells (or headers) a table or collection view took off screen, by reuse identifier,
/// for `dequeueReusable…` to hand back before it makes new ones, as UIKit does. A view made
/// without an identifier is never reused.
///
/// Views come off screen when their row scrolls out of a table's bounds, when the rows load
/// again (`reloadData()`, a reloaded row or item), when a deleted row's animation ends, and when
/// headers load again; they are handed back first in, first out, so a reloaded row usually gets
/// the cell it had, and the first row to scroll out gives its cell to the first to come in (a
/// choice: UIKit does not document the order). A cell keeps what the code
/// did to it until `prepareForReuse()` and the data source's set-up change it, as on a device.
/// As UIKit's tables do, a queued view stays a hidden subview (a recording keeps each layer
/// under one parent, so a view removed and added again could not be recorded).
@MainActor
struct ReuseQueue<View: UIView> {
    private var queues: [String: [View]] = [:]

    /// Takes a view off screen for later reuse, hidden where it is (a view without an
    /// identifier is let go: removed). `first` puts it at the head of the queue: a cell only
    /// borrowed to measure a row goes back where it came from, so measuring changes no row's cell.
    mutating func enqueue(_ view: View, identifier: String?, first: Bool = false) {
        guard let identifier else { return view.removeFromSuperview() }
        guard !(queues[identifier]?.contains { $0 === view } ?? false) else { return }
        UIView.performWithoutAnimation { view.isHidden = true }
        if first {
            queues[identifier, default: []].insert(view, at: 0)
        } else {
            queues[identifier, default: []].append(view)
        }
    }

    /// The view taken off screen longest ago for `identifier`, ready to be shown again: its
    /// opacity, transform and visibility as new (an animation may have left them), then its
    /// `prepare` (the class's `prepareForReuse()`).
    mutating func dequeue(_ identifier: String, prepare: (View) -> Void) -> View? {
        guard let view = queues[identifier]?.first else { return nil }
        queues[identifier]?.removeFirst()
        UIView.performWithoutAnimation {
            view.alpha = 1
            view.transform = .identity
            view.isHidden = false
        }
        prepare(view)
        return view
    }
}
