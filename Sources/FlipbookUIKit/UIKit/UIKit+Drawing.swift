import FlipbookRender
import Foundation

// UIKit's drawing conveniences over the current context (`UIGraphicsGetCurrentContext()`):
// without one they draw nothing and list a warning, as iOS logs "invalid context 0x0".

extension UIColor {
    /// Makes the colour the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the current context's fill colour.
    public func setFill() { DrawingProblems.currentContext(for: "UIColor.setFill()")?.setFillColor(cgColor) }

    /// Makes the colour the current context's stroke colour.
    public func setStroke() { DrawingProblems.currentContext(for: "UIColor.setStroke()")?.setStrokeColor(cgColor) }
}

extension UIBezierPath {
    /// Fills the path with the current fill colour, by `usesEvenOddFillRule`.
    public func fill() {
        guard let context = DrawingProblems.currentContext(for: "UIBezierPath.fill()") else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path with a blend mode and an opacity.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = DrawingProblems.currentContext(for: "UIBezierPath.fill(with:alpha:)") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and the path's own line style
    /// (`lineWidth`, `lineCapStyle`, `lineJoinStyle`, `miterLimit`).
    public func stroke() {
        guard let context = DrawingProblems.currentContext(for: "UIBezierPath.stroke()") else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with a blend mode and an opacity.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = DrawingProblems.currentContext(for: "UIBezierPath.stroke(with:alpha:)") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let context = DrawingProblems.currentContext(for: "UIBezierPath.addClip()") else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension UIImage {
    /// Draws the image upright at its size in points with its top left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image upright, scaled to fill `rect`.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// The image as PNG data (nil without a bitmap).
    public func pngData() -> Data? {
        guard let cgImage, let png = DrawnImages.pngData(atPath: cgImage.file) else { return nil }
        return Data(png)
    }

    /// Draws the image upright into `rect` with a blend mode and an opacity.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = DrawingProblems.currentContext(for: "UIImage.draw(in:)"), let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        // A resizable image keeps its caps, as it does in an image view.
        context.drawImage(cgImage, in: rect, upright: true, alpha: Double(alpha), center: contentsCenter, scale: scale)
        context.restoreGState()
    }
}
