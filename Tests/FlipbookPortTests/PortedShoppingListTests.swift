import Testing
import UIKit

/// `iOSApp/ShoppingListViewController.swift`, ported: its `tableView(_:commit:forRowAt:)` turns
/// on swipe to delete, as on iOS.
@Suite("A ported table's swipe to delete")
@MainActor
struct PortedShoppingListTests {
    @Test("A swipe left on a row shows \"Delete\"; a tap on it commits .delete and the row leaves")
    func swipeToDelete() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let list = ShoppingListViewController(style: .plain)
        window.rootViewController = list
        var buttonTitle: String?
        let timeline = window.record(duration: 1.5) { clock in
            let cell = try! #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            clock.swipe(cell, by: CGPoint(x: -120, y: 0))
            clock.wait(0.4)
            // The row's first trailing button.
            let button = clock.view(withIdentifier: "swipe-actions-0-1-0")
            buttonTitle = (button?.subviews.first as? UILabel)?.text
            if let button { clock.tap(button) }
            clock.wait(0.6)
        }
        #expect(buttonTitle == "Delete", "\(timeline.problems)")
        #expect(list.items == ["Apples", "Coffee", "Dates"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }
}
