import Foundation
import Testing
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

/// Three rows: the first with a rounded, inset, stroked background of its own, the second a
/// plain list background, the third a custom colour.
@MainActor
private final class Cards: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var background = UIBackgroundConfiguration.listPlainCell()
        switch indexPath.row {
        case 0:
            background.backgroundColor = .systemYellow
            background.cornerRadius = 12
            background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
            background.strokeColor = .systemRed
            background.strokeWidth = 2
        case 2:
            background.backgroundColor = .systemTeal
        default:
            break
        }
        cell.backgroundConfiguration = background
        return cell
    }
}

@Suite("UIBackgroundConfiguration: colours, insets, corners and strokes behind a cell's content, updated for its state")
@MainActor
struct BackgroundConfigurationTests {
    private func pixel(_ timeline: Timeline, at time: Double, _ x: Int, _ y: Int) throws -> [Int] {
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: time))
        let p = frame.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test("The list configurations' colours; a selected or highlighted list background turns the selection grey unless its colour was chosen; transformers")
    func values() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .systemGray4)
        var chosen = UIBackgroundConfiguration.listPlainCell()
        chosen.backgroundColor = .systemOrange
        #expect(chosen.updated(for: state).backgroundColor == .systemOrange)
        var tinted = UIBackgroundConfiguration.clear()
        tinted.backgroundColor = nil
        #expect(tinted.resolvedBackgroundColor(for: .systemPink) == .systemPink, "nil is the tint")
        tinted.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        tinted.backgroundColorTransformer = .grayscale
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = tinted.resolvedBackgroundColor(for: .blue).getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.2126) < 1e-6 && alpha == 1)
    }

    @Test("A cell draws its configuration: inset 16 points, rounded, stroked; setting one clears the background colour; a tap turns a list background grey while the finger is down")
    func drawn() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let cards = Cards(style: .plain)
        window.rootViewController = cards
        window.layoutIfNeeded()
        let first = try #require(cards.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.backgroundColor == nil && first.backgroundView == nil && first.selectedBackgroundView == nil)
        var states: [Bool] = []
        first.configurationUpdateHandler = { _, state in states.append(state.isHighlighted) }
        let second = try #require(cards.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let timeline = window.record(duration: 1) { clock in
            clock.wait(0.2)
            clock.tap(second, duration: 0.4)
            clock.wait(0.3)
        }
        // Row 0 (y 0–44): the yellow card 16 points in, its stroke red at its edge, white outside.
        #expect(try pixel(timeline, at: 0, 8, 22) == [255, 255, 255])
        #expect(try pixel(timeline, at: 0, 100, 22) == [255, 204, 0])
        #expect(try pixel(timeline, at: 0, 17, 22) == [255, 59, 48])
        // Row 2 (y 88–132): teal (48, 176, 199).
        #expect(try pixel(timeline, at: 0, 300, 110) == [48, 176, 199])
        // Row 1 under the finger (0.2–0.6 s): the selection grey, systemGray4 (209, 209, 214).
        #expect(try pixel(timeline, at: 0.4, 300, 66) == [209, 209, 214])
        #expect(try pixel(timeline, at: 0, 300, 66) == [255, 255, 255])
        #expect(states == [false], "setting the handler runs it once; the tap changed another row's state, not this one's")
        #expect(timeline.problems.filter { !Timeline.isWarning($0) }.isEmpty, "\(timeline.problems)")
    }

    @Test("edgesAddingLayoutMarginsToBackgroundInsets adds the cell's margins to the named edges: 20 + 4 on the leading side, 6 on the trailing")
    func marginsAddToInsets() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 3, leading: 20, bottom: 3, trailing: 30)
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemYellow
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 6)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading]
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = try #require(cell.subviews.first { $0 is BackgroundConfigurationView })
        view.layoutIfNeeded()
        let coloured = try #require(view.subviews.first { $0.backgroundColor == .systemYellow })
        #expect(coloured.frame == CGRect(x: 24, y: 0, width: 200 - 24 - 6, height: 50))
    }
}
