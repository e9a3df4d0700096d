import CCairo
import Foundation
import FlipbookScene

extension Renderer {
    /// A layer in the middle of a `CATransition`: its old look (as it was just before the
    /// transition) and its new one, composed as the transition's kind says, in the parent's
    /// coordinates:
    /// - fade: old × (1 − p) + new × p, summed in a group so the two never double up;
    /// - push: the old look moves out by p of the layer's size against the direction, the new
    ///   one comes in from that far along it;
    /// - moveIn: the new look slides in over the old one, which stays;
    /// - reveal: the old look slides away over the new one, which stays;
    /// - flip: the old face narrows to nothing about the layer's centre line by cos(π·p), then
    ///   the new face widens (across for a flip from the left or right, up and down from the top
    ///   or bottom), drawn without perspective.
    func drawTransition(of drawn: DrawnLayer, _ transition: PresentationTransition, within damage: PixelBox,
                        in context: OpaquePointer) throws(RenderError) {
        let old = DrawnLayer.unmeasured(transition.old)
        let new = DrawnLayer.unmeasured(drawn.layer.withoutTransition)
        let progress = min(max(transition.progress, 0), 1)
        let size = drawn.layer.rect(.bounds).size
        let vector = transition.direction.vector
        func shifted(_ layer: DrawnLayer, by fraction: Double) throws(RenderError) {
            cairo_save(context)
            cairo_translate(context, vector.x * size.width * fraction, vector.y * size.height * fraction)
            try draw(layer, within: damage, in: context)
            cairo_restore(context)
        }
        switch transition.kind {
        case .fade:
            cairo_push_group(context)
            cairo_push_group(context)
            try draw(old, within: damage, in: context)
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, 1 - progress)
            cairo_push_group(context)
            try draw(new, within: damage, in: context)
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, CAIRO_OPERATOR_ADD)
            cairo_paint_with_alpha(context, progress)
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_paint(context)
        case .push:
            try shifted(old, by: -progress)
            try shifted(new, by: 1 - progress)
        case .moveIn:
            try draw(old, within: damage, in: context)
            try shifted(new, by: 1 - progress)
        case .reveal:
            try draw(new, within: damage, in: context)
            try shifted(old, by: -progress)
        case .flip:
            let squash = abs(cos(Double.pi * progress))
            guard squash > 1e-9 else { return }
            let frame = drawn.layer.rect(.bounds).size
            let position = drawn.layer.point(.position)
            let anchor = drawn.layer.point(.anchorPoint)
            // The layer's centre in the parent's coordinates (no transform on it, as a view's).
            let centre = (x: position.x + (0.5 - anchor.x) * frame.width, y: position.y + (0.5 - anchor.y) * frame.height)
            let across = vector.y == 0
            cairo_save(context)
            cairo_translate(context, centre.x, centre.y)
            cairo_scale(context, across ? squash : 1, across ? 1 : squash)
            cairo_translate(context, -centre.x, -centre.y)
            try draw(progress < 0.5 ? old : new, within: damage, in: context)
            cairo_restore(context)
        }
    }
}
