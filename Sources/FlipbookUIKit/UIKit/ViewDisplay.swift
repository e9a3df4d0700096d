import CCairo
import Foundation

/// The display pass: views that need display and draw themselves run their `draw(_:)` into a
/// bitmap at the screen's scale, which becomes their layer's contents (UIKit's backing store).
///
/// UIKit gives a backing store only to views whose class overrides `draw(_:)`. Swift cannot ask
/// whether a method is overridden, so the first time a class displays, its `draw(_:)` runs once
/// to see: an override that does not call `super` draws (UIKit's documentation says it need not),
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

    private static func display(_ view: UIView) {
        let kind = ObjectIdentifier(type(of: view))
        if drawsItself[kind] == false { return }
        let bounds = view.bounds
        guard let context = CGContext(size: bounds.size, scale: UIScreen.main.scale) else { return }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        baseDrawReached = false
        UIGraphicsPushContext(context)
        view.draw(bounds)
        UIGraphicsPopContext()
        if drawsItself[kind] == nil {
            drawsItself[kind] = !baseDrawReached || !context.isBlank
            if drawsItself[kind] == false { return }
        }
        view.layer.contents = context.makeImage()
    }
}

extension CGContext {
    /// Whether nothing has been drawn (every pixel transparent).
    var isBlank: Bool {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return true }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            let start = data + row * stride
            for index in 0..<width where start[index * 4 + 3] != 0 { return false }
        }
        return true
    }
}
