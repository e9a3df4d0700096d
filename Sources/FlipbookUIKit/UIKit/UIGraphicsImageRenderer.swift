import Foundation
import FlipbookRender
import FlipbookPNG

/// `UIGraphicsRendererFormat`: the base of renderer formats.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// A format with the defaults.
    public override init() { super.init() }
}

/// `UIGraphicsImageRendererFormat`: the scale and opacity of an image renderer's bitmaps.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point (the screen's scale by default).
    open var scale: CGFloat = UIScreen.mainScale
    /// Whether the bitmap has no transparency (it starts white).
    open var opaque = false

    /// The screen's scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The screen's scale, not opaque (iOS 11's name for the same).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// `UIGraphicsRendererContext`: the drawing context a renderer's actions get.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into (also the current context while the actions run).
    public let cgContext: CGContext

    init(cgContext: CGContext) {
        self.cgContext = cgContext
        super.init()
    }

    /// Fills a rectangle with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills a rectangle with a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        blending(blendMode) { $0.fill(rect) }
    }

    /// Strokes a rectangle's outline with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes a rectangle's outline with a blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        blending(blendMode) { $0.stroke(rect) }
    }

    private func blending(_ mode: CGBlendMode, _ draw: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(mode)
        draw(cgContext)
        cgContext.restoreGState()
    }

    /// Intersects the clip with a rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// `UIGraphicsImageRendererContext`: an image renderer's context.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init(cgContext: cgContext)
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale) } ?? UIImage()
    }
}

/// `UIGraphicsRenderer`: the base of renderers.
open class UIGraphicsRenderer: NSObject {
    /// The area drawn, in points.
    public let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
        super.init()
    }
}

/// `UIGraphicsImageRenderer`: drawing code run into a bitmap, returned as an image or PNG data.
/// The actions run with the renderer's context as the current one (`UIGraphicsGetCurrentContext()`),
/// in UIKit's coordinates, at the format's scale. An empty or enormous size draws nothing and
/// gives an empty image, with a message on standard error.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The scale and opacity of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images `size` points large at the screen's scale.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images `size` points large in a format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (its origin is the drawing's top left) in a format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init(bounds: bounds)
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext? {
        guard let context = CGContext(size: bounds.size, scale: format.scale, opaque: format.opaque) else {
            DrawingProblems.report("UIGraphicsImageRenderer: nothing drawn for a size of \(bounds.size) at scale \(format.scale) (a bitmap must be 1 to 16 384 pixels a side)")
            return nil
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        UIGraphicsPopContext()
        return context
    }

    /// The image the actions draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let image = run(actions)?.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale)
    }

    /// The PNG data of the image the actions draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let context = run(actions), let image = context.makeImage(), let png = DrawnImages.pngData(atPath: image.file) else {
            return Data()
        }
        return Data(png)
    }
}
