import Foundation

/// `UIImage`: a PNG file, with its scale from the `@2x`/`@3x` suffix.
///
/// `init(named:)` looks in, in order: `UIImage.searchPaths` (yours to add to), the main
/// bundle's resources, then the current directory; in each it tries `name@3x.png`,
/// `name@2x.png`, `name.png` and the name as given. It returns nil when nothing is
/// found, as on iOS.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    /// The bitmap.
    public let cgImage: CGImage?
    /// Pixels per point (2 for an `@2x` file).
    public let scale: CGFloat

    /// Folders `init(named:)` searches before the main bundle.
    nonisolated(unsafe) public static var searchPaths: [String] = []

    /// Size in points.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// How the image is drawn: as it is, or as a template, its shape filled with the tint.
    public let renderingMode: RenderingMode

    /// The SF Symbol this image stands for (`UIImage(systemName:)`), or nil.
    let symbol: SymbolDrawing?

    /// The edges that keep their size when a resizable image is drawn larger or smaller
    /// (`.zero`: the image scales whole).
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills the space between its caps.
    public let resizingMode: ResizingMode

    init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode = .automatic, symbol: SymbolDrawing? = nil,
         capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile) {
        self.cgImage = cgImage
        self.scale = scale
        self.renderingMode = renderingMode
        self.symbol = symbol
        self.capInsets = capInsets
        self.resizingMode = resizingMode
    }

    /// The same image with other drawing settings (the bitmap shared).
    private func with(cgImage: CGImage?? = nil, renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil,
                      resizingMode: ResizingMode? = nil) -> UIImage {
        UIImage(cgImage: cgImage ?? self.cgImage, scale: scale, renderingMode: renderingMode ?? self.renderingMode, symbol: symbol,
                capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode)
    }

    /// `UIImage.ResizingMode`: how a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// The middle repeats (drawn stretched, with a warning, unless it is one point across:
        /// see `resizableImage(withCapInsets:resizingMode:)`).
        case tile
        /// The middle stretches.
        case stretch
    }

    /// The image, drawn larger or smaller with its caps kept and its middle tiled, as UIKit's
    /// default (iOS 5).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image, drawn larger or smaller with the `capInsets` edges kept at their size and the
    /// middle filled as `resizingMode` says: an image view or button background draws it as
    /// Core Animation does a layer's `contentsCenter`. Flipbook stretches a tiled middle: the
    /// same picture when the middle is one point across (the usual bubble or button image), a
    /// warning otherwise.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        with(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The image stretched between a left cap `leftCapWidth` points wide and a top cap
    /// `topCapHeight` points high, its right and bottom caps one point less than the rest
    /// (deprecated in iOS 5).
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let right = leftCapWidth > 0 ? max(size.width - CGFloat(leftCapWidth) - 1, 0) : 0
        let bottom = topCapHeight > 0 ? max(size.height - CGFloat(topCapHeight) - 1, 0) : 0
        return with(capInsets: UIEdgeInsets(top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth), bottom: bottom, right: right),
                    resizingMode: .stretch)
    }

    /// The left cap of a stretchable image, in points.
    open var leftCapWidth: Int { Int(capInsets.left) }
    /// The top cap of a stretchable image, in points.
    open var topCapHeight: Int { Int(capInsets.top) }

    /// Where the caps end, as a layer's `contentsCenter`: the middle's rectangle in the unit
    /// square of the image (the whole square for an image without caps).
    var contentsCenter: CGRect {
        let size = self.size
        guard capInsets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let left = min(max(capInsets.left, 0), size.width), top = min(max(capInsets.top, 0), size.height)
        let width = max(size.width - left - max(capInsets.right, 0), 0), height = max(size.height - top - max(capInsets.bottom, 0), 0)
        return CGRect(x: left / size.width, y: top / size.height, width: width / size.width, height: height / size.height)
    }

    /// What is not drawn as UIKit draws it, if anything: a tiled middle wider or taller than a
    /// point is stretched.
    var resizingProblem: String? {
        guard capInsets != .zero, resizingMode == .tile else { return nil }
        let middle = contentsCenter
        let across = (width: middle.width * size.width, height: middle.height * size.height)
        guard across.width > 1 || across.height > 1 else { return nil }
        return "a resizable image's middle (\(Int(across.width)) × \(Int(across.height)) points) is tiled on iOS; Flipbook stretches it"
    }

    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As the place it is shown decides: image views draw it as it is; bar buttons as a
        /// template.
        case automatic
        /// Always as it is.
        case alwaysOriginal
        /// Always as a template: its alpha filled with the tint colour.
        case alwaysTemplate
    }

    /// The same image drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        with(renderingMode: renderingMode)
    }

    /// The image's shape filled with `color` (its alpha kept), drawn as it is (iOS 13).
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image's shape filled with `color`, in `renderingMode` (iOS 13).
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        with(cgImage: .some(tinted(with: color) ?? cgImage), renderingMode: renderingMode)
    }

    /// The bitmap with every pixel's colour replaced by `color`, its alpha multiplied by the
    /// pixel's: how a template image is drawn.
    func tinted(with color: UIColor) -> CGImage? {
        guard cgImage != nil else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let bounds = CGRect(origin: .zero, size: size)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(bounds)
            self.draw(in: bounds, blendMode: .destinationIn, alpha: 1)
        }.cgImage
    }

    /// An empty image: no bitmap, zero size.
    public override convenience init() {
        self.init(cgImage: nil, scale: 1)
    }

    /// An image of a bitmap at a scale (`.up` is the only orientation drawn).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale > 0 && scale.isFinite ? scale : 1)
        if orientation != .up {
            ProblemOutput.print("UIImage orientation \(orientation) is drawn as .up")
        }
    }

    /// `UIImage.Orientation`: accepted; images are drawn as stored (`.up`).
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up
        /// Turned 180°.
        case down
        /// Turned 90° anticlockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Mirrored.
        case upMirrored
        /// Turned 180° and mirrored.
        case downMirrored
        /// Turned 90° anticlockwise and mirrored.
        case leftMirrored
        /// Turned 90° clockwise and mirrored.
        case rightMirrored
    }

    /// An image from a PNG file, or nil when the file is missing or not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let image = CGImage.png(atPath: path) else { return nil }
        self.init(cgImage: image, scale: Self.scale(ofFileNamed: path))
    }

    /// An image by name from the search paths and the main bundle.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image by name from a bundle (nil: the search paths and the main bundle).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let folders = bundle.map { [$0.resourcePath, $0.bundlePath].compactMap { $0 } }
            ?? (Self.searchPaths + [Bundle.main.resourcePath, Bundle.main.bundlePath].compactMap { $0 }
                + [FileManager.default.currentDirectoryPath])
        for folder in folders {
            for candidate in Self.candidates(for: name) {
                let path = (folder as NSString).appendingPathComponent(candidate)
                if let image = CGImage.png(atPath: path) {
                    self.init(cgImage: image, scale: Self.scale(ofFileNamed: candidate))
                    return
                }
            }
        }
        return nil
    }

    /// The image an `#imageLiteral(resourceName:)` names, found as `init(named:)` finds one.
    /// One that cannot be found (iOS stops the app) is an empty image, and a problem names it.
    public required convenience init(imageLiteralResourceName path: String) {
        if let found = UIImage(named: path) {
            self.init(cgImage: found.cgImage, scale: found.scale)
        } else {
            DrawingProblems.list(["#imageLiteral(resourceName: \"\(path)\"): no image of that name was found (UIImage.searchPaths, the main bundle, "
                + "the current directory): an empty image stands in"])
            self.init(cgImage: nil, scale: 1)
        }
    }

    /// An image wrapping a bitmap.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1)
    }

    private static func candidates(for name: String) -> [String] {
        if name.lowercased().hasSuffix(".png") { return [name] }
        return ["@3x", "@2x"].map { "\(name)\($0).png" } + ["\(name).png", name]
    }

    private static func scale(ofFileNamed name: String) -> CGFloat {
        let base = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }
}

/// What an `#imageLiteral(…)` is when nothing else says: a `UIImage`, as UIKit makes it.
public typealias _ImageLiteralType = UIImage
