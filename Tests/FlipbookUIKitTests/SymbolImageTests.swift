import Foundation
import Testing
import FlipbookGoldenTesting
import FlipbookRender
import FlipbookScene
@testable import FlipbookUIKit

@Suite("UIImage(systemName:): SF Symbols drawn with Material Icons, said so", .expectsProblems)
@MainActor
struct SymbolImageTests {
    @Test("A symbol is a template image about as tall as its point size; configurations size and weigh it")
    func sizes() throws {
        let trash = try #require(UIImage(systemName: "trash"))
        #expect(trash.isSymbolImage && trash.renderingMode == .alwaysTemplate)
        // 1.2 × 17 points, to the half point above.
        #expect(trash.size == CGSize(width: 20.5, height: 20.5))
        let large = try #require(UIImage(systemName: "trash", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
        #expect(large.size.width == 45)
        #expect(large.symbolConfiguration?.weight == .bold)
        let small = trash.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(small.size.width == 16.5 && small.isSymbolImage)
        #expect(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 9)) == nil)
        let palette = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.systemPink])))
        #expect(palette.renderingMode == .alwaysOriginal)
        let view = UIImageView(image: trash)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(view.intrinsicContentSize == CGSize(width: 36, height: 36))
    }

    @Test("A row of symbols in image views, tinted: each draws its Material glyph and the recording warns, once per symbol")
    func symbolRow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        window.backgroundColor = .white
        let names = ["heart", "heart.fill", "star.fill", "trash", "gear", "magnifyingglass", "square.and.arrow.up", "chevron.right", "plus"]
        for (index, name) in names.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name))
            view.tintColor = index % 2 == 0 ? .systemBlue : .systemRed
            view.frame.origin = CGPoint(x: 8 + 32 * CGFloat(index), y: 12)
            window.addSubview(view)
        }
        let timeline = window.record(duration: 0.1) { _ in }
        let warnings = timeline.problems.filter { $0.contains("UIImage(systemName:") }
        #expect(warnings.count == names.count && warnings.allSatisfy(Timeline.isWarning), "\(timeline.problems)")
        #expect(warnings.contains { $0.contains(#"UIImage(systemName: "trash") draws Material Icons' "delete_outline""#) })
        assertFrames(of: timeline, at: .times([0]), scale: 2)
    }

    @Test("The warning says what the one-layer, one-weight glyph leaves out: a palette's other colours, a multicolour look, a weight")
    func colourAndWeightNotes() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let configurations: [(String, UIImage.SymbolConfiguration)] = [
            ("heart.fill", UIImage.SymbolConfiguration(paletteColors: [.systemPink, .systemBlue])),
            ("star.fill", .preferringMulticolor()),
            ("trash", UIImage.SymbolConfiguration(weight: .bold)),
            ("plus", UIImage.SymbolConfiguration(paletteColors: [.systemGreen])),
        ]
        for (index, (name, configuration)) in configurations.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name, withConfiguration: configuration))
            view.frame.origin = CGPoint(x: 4 + 28 * CGFloat(index), y: 8)
            window.addSubview(view)
        }
        let timeline = window.record(duration: 0.1) { _ in }
        let warning = { (name: String) in timeline.problems.first { $0.contains("UIImage(systemName: \"\(name)\")") } ?? "" }
        #expect(warning("heart.fill").hasSuffix("; its palette draws in its first colour only (Material Icons' glyphs have one layer)"))
        #expect(warning("star.fill").hasSuffix("; its multicolour look draws in one colour (Material Icons' glyphs have one layer)"))
        #expect(warning("trash").hasSuffix("; its weight draws as Material Icons' one weight"))
        #expect(warning("plus").hasSuffix("not Apple's SF Symbol (which cannot be shipped)"), "one palette colour is drawn as asked")
    }

    @Test("A symbol Flipbook has no counterpart for draws a placeholder, and the recording lists it as an error")
    func symbolPlaceholder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let view = UIImageView(image: UIImage(systemName: "wand.and.stars"))
        view.frame.origin = CGPoint(x: 20, y: 20)
        window.addSubview(view)
        let timeline = window.record(duration: 0.1) { _ in }
        let problem = timeline.problems.first { $0.contains(#"UIImage(systemName: "wand.and.stars") has no open counterpart"#) }
        #expect(problem.map { !Timeline.isWarning($0) } == true, "\(timeline.problems)")
        // The placeholder shows, in the tint: a golden of it fails on the problem above.
        let frame = try Renderer(fonts: try FontConfiguration(), scale: 1).render(timeline.presentation(at: 0))
        let tinted = (0..<frame.height).flatMap { y in (0..<frame.width).map { frame.pixel(x: $0, y: y) } }.filter { $0.b > 200 && $0.r < 100 }
        #expect(tinted.count > 40)
    }

    @Test("A printed problem reads FlipbookUIKit: …, or FlipbookUIKit (expected): … in a task that provokes it on purpose")
    func printedLines() async {
        #expect(ProblemOutput.$isExpected.withValue(false) { ProblemOutput.line("warning: x") } == "FlipbookUIKit: warning: x")
        #expect(ProblemOutput.line("warning: x") == "FlipbookUIKit (expected): warning: x", "this suite expects its problems")
    }
}
