import CCairo
import Foundation

/// The display pass: views that need display and draw themselves run their `draw(_:)` into a
/// bitmap at the screen's scale, which becomes their layer's contents (UIKit's backing store).
///
/// UIKit gives a backing store only to views whose class overrides `draw(_:)` (or the layer
/// delegate's `draw(_:in:)`, which calls it by default). Swift cannot ask whether a method is
/// overridden, so the first time a class displays, its drawing runs once to see: an override that does not call `super` draws (UIKit's documentation says it need not),
/// and one that reaches `UIView.draw(_:)` draws only if its bitmap is not empty. The answer is
/// kept per class.
@MainActor
enum ViewDisplay {
    /// Set by `UIView.draw(_:)`, UIKit's empty implementation.
    nonisolated(unsafe) static var baseDrawReached = false
    private static var drawsItself: [ObjectIdentifier: Bool] = [:]

    /// Displays every view under `root` that needs it, parents first.
    static func displayIfNeeded(in root: UIView) {
        for view in root.subtreeViews where view.needsDisplayFlag {
            view.needsDisplayFlag = false
            display(view)
        }
        // Layers of their own (not backing a view) that were asked to display.
        for layer in root.layer.subtree where layer.hostView == nil { layer.displayIfNeeded() }
    }

    /// Draws a view now (a pass does it for those that need it; an animation of a property of
    /// its layer's own does it at each refresh).
    static func display(_ view: UIView) {
        let kind = ObjectIdentifier(type(of: view))
        let known = view.drawsOwnContents ?? drawsItself[kind]
        if known == false { return }
        let bounds = view.bounds
        guard let context = backingStore(for: view.layer, size: bounds.size, scale: UIScreen.main.scale) else { return }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        baseDrawReached = false
        view.drawingWillBegin()
        // The layer draws (its `draw(in:)`, by default the view's `draw(_:in:)` and `draw(_:)`),
        // with animated properties of its own at their animated values.
        // Dynamic colours resolve with the view's traits while it draws, as UIKit sets them.
        view.traitCollection.performAsCurrent {
            DrawingProblems.drawing(layerNamed: view.layer.engine.id) { view.layer.withAnimatedCustomProperties { view.layer.draw(in: context) } }
        }
        if view.drawingEnded(context.makeImage(), baseReached: baseDrawReached) { return }
        if known == nil {
            drawsItself[kind] = !baseDrawReached || !context.isBlank
            if drawsItself[kind] == false { return }
        }
        view.layer.contents = context.makeImage()
    }
}

/// A bitmap for a layer's drawing, or nil: none is needed for empty bounds (nothing to draw,
/// as on iOS); bounds too large for a bitmap are reported.
func backingStore(for layer: CALayer, size: CGSize, scale: CGFloat) -> CGContext? {
    if let context = CGContext(size: size, scale: scale) { return context }
    if size.width > 0, size.height > 0 {
        DrawingProblems.drawing(layerNamed: layer.engine.id) {
            DrawingProblems.report("not drawn: its bounds (\(size.width) × \(size.height) points at scale \(scale)) are not finite or need a bitmap over 16 384 pixels a side")
        }
    }
    return nil
}

extension CGContext {
    /// Whether nothing has been drawn (every pixel transparent).
    var isBlank: Bool {
        Self.everyAlpha(of: surface, width: width, height: height) { $0 == 0 }
    }

    /// Whether every pixel of an ARGB32 surface has an alpha that passes `test` (true for a
    /// surface whose pixels cannot be read).
    static func everyAlpha(of surface: OpaquePointer, width: Int, height: Int, _ test: (UInt8) -> Bool) -> Bool {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return true }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            let start = data + row * stride
            for index in 0..<width where !test(start[index * 4 + 3]) { return false }
        }
        return true
    }
}
