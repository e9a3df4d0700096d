import Foundation
import Testing
import FlipbookGoldenTesting
@testable import FlipbookUIKit

@Suite("UIAlertController: an alert presented over the dimmed screen; a button closes it, then its handler runs", .expectsProblems)
@MainActor
struct AlertControllerTests {
    @Test("Two buttons side by side, Cancel on the left; the platter is 270 points wide and centred; Delete's handler runs when the alert has gone (0.2 s after the lift)")
    func deleteAlert() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        window.rootViewController = controller
        let alert = UIAlertController(title: "Delete photo?", message: "It is removed from all your devices.", preferredStyle: .alert)
        var handled: [CFTimeInterval] = []
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in handled.append(CACurrentMediaTime()) })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        var platter = CGRect.zero
        var titles: [String?] = []
        var deleteColor: UIColor?
        let timeline = window.record(duration: 1.6) { clock in
            controller.present(alert, animated: true)
            clock.wait(0.6)
            platter = alert.view.frame
            let buttons = Self.buttons(in: alert.view).sorted { $0.frame.minX < $1.frame.minX }
            titles = buttons.map { $0.title(for: .normal) }
            deleteColor = buttons.last?.tintColor
            if let delete = buttons.last { clock.tap(delete) }
            clock.wait(0.8)
        }
        #expect(titles == ["Cancel", "Delete"])
        #expect(deleteColor == .systemRed)
        #expect(platter.width == 270 && platter.midX == 195 && abs(platter.midY - 250) <= 0.5, "\(platter)")
        #expect(platter.height > 44 + 40 && platter.height < 44 + 100, "\(platter)")
        // Down at 0.6 s, up at 0.7 s; the alert fades out over 0.2 s, then the handler runs.
        #expect(handled.map { ($0 * 1000).rounded() } == [900], "\(handled)")
        #expect(alert.presentingViewController == nil)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.1, 0.6, 0.8]), scale: 2)
    }

    /// The buttons inside `view`, depth first.
    private static func buttons(in view: UIView) -> [UIButton] {
        view.subviews.flatMap { subview -> [UIButton] in
            if let button = subview as? UIButton { return [button] }
            return buttons(in: subview)
        }
    }

    @Test("An action sheet stands 8 points in from the sides and above the bottom, its cancel button on a platter of its own 8 points below the others; text fields are a warning")
    func actionSheet() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        window.rootViewController = controller
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        for title in ["Mail", "Messages"] { sheet.addAction(UIAlertAction(title: title, style: UIAlertAction.Style.default)) }
        sheet.addTextField { field in field.placeholder = "Note" }
        var resting = CGRect.zero
        let timeline = window.record(duration: 1.2) { clock in
            controller.present(sheet, animated: true)
            clock.wait(0.6)
            resting = sheet.view.frame
            sheet.dismiss(animated: true)
            clock.wait(0.5)
        }
        #expect(sheet.textFields?.first?.placeholder == "Note")
        // Disabling an action shows on its button at once, as on iOS.
        let mail = sheet.actions[1]
        mail.isEnabled = false
        let mailButton = Self.buttons(in: sheet.view).first { $0.title(for: .normal) == "Mail" }
        #expect(mailButton?.isEnabled == false)
        let order: [String?] = AlertView.drawingOrder(sheet.actions, isSheet: true).map { $0.title }
        #expect(order == ["Mail", "Messages", "Cancel"])
        // Two 57-point rows under the header, 8 points, the 57-point cancel platter.
        let size = sheet.platterSize(width: 374)
        #expect(resting.minX == 8 && resting.width == 374 && resting.maxY == 500 - 8 && resting.height == size.height, "\(resting)")
        #expect(size.height > 2 * 57 + 8 + 57 && size.height < 2 * 57 + 8 + 57 + 60, "\(size)")
        #expect(timeline.problems.count == 1 && timeline.problems.allSatisfy { $0.hasPrefix("warning:") && $0.contains("text fields") }, "\(timeline.problems)")
        assertFrames(of: timeline, at: .times([0.15, 0.6, 1.0]), scale: 2)
    }
}
