import Foundation

/// `CALayerDelegate`: an object that draws or lays out a layer for it. Every method is optional,
/// as in Core Animation: the defaults do nothing.
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's contents itself (instead of drawing into a context).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// The action for `event` on `layer`: an action ends the search (`NSNull`: none), nil lets
    /// the layer go on looking.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Called before `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
}

/// Whether the last `display(_:)` reached the default implementation (the delegate has none).
final class DelegateDefaults: @unchecked Sendable {
    nonisolated(unsafe) static var displayMissing = false
}

extension CALayerDelegate {
    /// Does nothing: the layer draws with `draw(_:in:)` instead.
    public func display(_ layer: CALayer) { DelegateDefaults.displayMissing = true }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Nil: the layer goes on looking.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}

    /// Asks the delegate to display the layer; false when it has no `display(_:)` of its own.
    func displaysLayer(_ layer: CALayer) -> Bool {
        DelegateDefaults.displayMissing = false
        display(layer)
        return !DelegateDefaults.displayMissing
    }
}
