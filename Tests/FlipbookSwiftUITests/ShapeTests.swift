import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// Two cards, one with SwiftUI's default continuous corners, one circular, and a tall radius.
struct CornerCards: View {
    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 10).fill(Color.blue).accessibilityIdentifier("continuous").frame(width: 100, height: 60)
            RoundedRectangle(cornerRadius: 10, style: .circular).fill(Color.blue).accessibilityIdentifier("circular").frame(width: 100, height: 60)
            RoundedRectangle(cornerRadius: 25).fill(Color.orange).accessibilityIdentifier("tight").frame(width: 100, height: 60)
        }
    }
}

@Suite("SwiftUI shapes: continuous corners")
@MainActor
struct ShapeTests {
    /// The points the layer's path goes through at its element ends, in order.
    private func ends(_ timeline: Timeline, _ layer: String) -> [(x: Double, y: Double)] {
        guard case .path(let path)? = timeline.value(ofLayer: layer, at: LayerKeyPath("path")!, time: 0) else { return [] }
        return path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p), .curve(_, _, let p): (p.x, p.y)
            case .close: nil
            }
        }
    }

    @Test("A continuous corner leaves the edge 1.52866483 radii from the corner (PaintCode's measurement of iOS); a circular one 1 radius; a corner that does not fit reaches half the side")
    func continuousCorners() throws {
        let timeline = CornerCards().record(size: CGSize(width: 160, height: 260), duration: 0.1)
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        let near = { (point: (x: Double, y: Double), x: Double, y: Double) in abs(point.x - x) < 1e-6 && abs(point.y - y) < 1e-6 }
        let continuous = ends(timeline, "continuous")
        // Radius 10 in 100 × 60: the top edge runs from 15.2866483 to 84.7133517; the first curve
        // ends 6.6993427 in from the right and 0.654960 down.
        #expect(continuous.count > 3 && near(continuous[0], 15.2866483, 0) && near(continuous[1], 84.7133517, 0))
        #expect(continuous.count > 3 && near(continuous[2], 100 - 6.6993427, 0.65496), "\(continuous.prefix(3))")
        let circular = ends(timeline, "circular")
        #expect(circular.contains { near($0, 10, 0) } && circular.contains { near($0, 90, 0) })
        // Radius 25 in a side of 60: 1.52866483 × 25 = 38.2 does not fit in 30; the corner
        // blends towards circular and reaches exactly half the side.
        let tight = ends(timeline, "tight")
        #expect(tight.first.map { near($0, 30, 0) } == true, "\(String(describing: tight.first))")
        assertFrames(of: timeline, at: .times([0]), scale: 3)
    }
}

@Suite("UnevenRoundedRectangle and truncation")
@MainActor
struct UnevenCornerTests {
    @Test("An uneven rectangle rounds only the corners given radii: 20 at the top left, 10 at the bottom right, square elsewhere")
    func unevenCorners() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10, style: .circular)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 60)).cgPath
        // Just inside each corner: the rounded ones leave it out, the square ones keep it.
        #expect(!path.contains(CGPoint(x: 2, y: 2)) && !path.contains(CGPoint(x: 98, y: 58)))
        #expect(path.contains(CGPoint(x: 98, y: 2)) && path.contains(CGPoint(x: 2, y: 58)))
        // A point 20 − 20/√2 ≈ 5.86 in from the top-left corner on the diagonal is on the arc: 5 in is out, 7 in is in.
        #expect(!path.contains(CGPoint(x: 5, y: 5)) && path.contains(CGPoint(x: 7, y: 7)))
        let screen = VStack(spacing: 12) {
            UnevenRoundedRectangle(topLeadingRadius: 24, topTrailingRadius: 24).fill(Color.indigo).frame(width: 160, height: 60)
            Text("Quarterly report final v2.pdf").lineLimit(1).truncationMode(.middle).accessibilityIdentifier("name").frame(width: 150)
        }
        var mode: NSLineBreakMode?
        let timeline = screen.record(size: CGSize(width: 200, height: 140), duration: 0.1) { clock in
            mode = (clock.view(withIdentifier: "name") as? UILabel)?.lineBreakMode
        }
        #expect(mode == .byTruncatingMiddle)
        assertFrames(of: timeline, at: .times([0.05]), scale: 2)
    }
}
