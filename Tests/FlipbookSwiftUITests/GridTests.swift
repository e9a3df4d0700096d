import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A grid of tiles as apps write one: adaptive columns of at least 80 points in a scroll view.
struct TileGrid: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<colors.count, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 12, style: .circular).fill(colors[index])
                        .frame(height: 80)
                        .overlay(Text("\(index + 1)").font(.title2).bold().foregroundColor(.white))
                        .accessibilityIdentifier("tile\(index)")
                }
            }
            .padding()
        }
    }
}

@Suite("SwiftUI grids: LazyVGrid's fixed, flexible and adaptive columns; lazy stacks")
@MainActor
struct GridTests {
    @Test("Adaptive columns of at least 80 in 358 points: four of 83.5, 8 apart, rows 8 apart")
    func adaptive() throws {
        var frames: [CGRect] = []
        let timeline = TileGrid().record(size: CGSize(width: 390, height: 400), duration: 0.1) { clock in
            for index in [0, 1, 4] {
                let tile = try! #require(clock.view(withIdentifier: "tile\(index)"))
                frames.append(tile.convert(tile.bounds, to: tile.window))
            }
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        // (358 + 8) / (80 + 8) → 4 columns; (358 − 3 × 8) / 4 = 83.5 each.
        #expect(frames == [CGRect(x: 16, y: 16, width: 83.5, height: 80), CGRect(x: 107.5, y: 16, width: 83.5, height: 80),
                           CGRect(x: 16, y: 104, width: 83.5, height: 80)])
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }

    @Test("A fixed column keeps its width and a flexible one takes the rest; a LazyVStack is as wide as it is offered")
    func fixedFlexibleAndLazyStack() throws {
        let (_, frame) = hosted(VStack(spacing: 0) {
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], spacing: 4) {
                Color.red.frame(height: 20).accessibilityIdentifier("a")
                Color.blue.frame(height: 30).accessibilityIdentifier("b")
                Color.green.frame(height: 10).accessibilityIdentifier("c")
            }
            LazyVStack { Color.gray.frame(width: 40, height: 10).accessibilityIdentifier("d") }.accessibilityIdentifier("lazy")
        }.frame(width: 300))
        let grid = try #require(frame("a"))
        let x = grid.minX, y = grid.minY
        // Row one is 30 tall (its tallest), centred cells; row two starts 4 below it.
        #expect(frame("a") == CGRect(x: x, y: y, width: 100, height: 20))
        #expect(frame("b") == CGRect(x: x + 108, y: y - 5, width: 192, height: 30))
        #expect(frame("c") == CGRect(x: x, y: y - 5 + 34, width: 100, height: 10))
        #expect(frame("lazy")?.width == 300)
    }
}
