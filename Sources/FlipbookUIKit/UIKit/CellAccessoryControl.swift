import Foundation

/// A list cell's accessory that takes taps (an info button, a delete control, an outline
/// control): its glyph, and what a tap on it does. It keeps its touches, so the row is not
/// highlighted or selected by them.
@MainActor
final class CellAccessoryControl: UIView {
    /// What a lifted finger on it does.
    var onTap: (() -> Void)?
    /// What it draws.
    let glyph: UIView
    /// Whether it is an outline's chevron (turned while its item is expanded).
    var isOutlineDisclosure = false

    init(glyph: UIView) {
        self.glyph = glyph
        let size = glyph.frame.size == .zero ? glyph.intrinsicContentSize : glyph.frame.size
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: max(size.width, 0), height: max(size.height, 0))))
        glyph.frame = bounds
        glyph.isUserInteractionEnabled = false
        addSubview(glyph)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { bounds.size }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.insetBy(dx: -8, dy: -8).contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
