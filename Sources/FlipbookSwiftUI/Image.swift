@_spi(SwiftUI) import FlipbookUIKit

/// `Image`: a picture: a symbol (`systemName:`, drawn as UIKit draws symbols, at the
/// environment's font and in its foreground colour), an image of the app's bundle by name, or a
/// `UIImage`. It is its picture's size unless made `resizable()`, when it takes the size it is
/// offered (`aspectRatio` and `scaledToFit` keep its shape).
public struct Image: Equatable {
    enum Source: Equatable {
        case system(String)
        case named(String)
        case uiImage(UIImage)
    }
    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

    /// `Image.TemplateRenderingMode`: whether the picture is drawn in its own colours or filled
    /// with the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Filled with the foreground colour.
        case template
        /// In its own colours.
        case original
    }

    /// A symbol named `systemName` (SF Symbols' names; see UIKit's `UIImage(systemName:)`).
    public init(systemName: String) { source = .system(systemName) }
    /// The image named `name` in the app's bundle (`UIImage(named:)`).
    public init(_ name: String) { source = .named(name) }
    /// A UIKit image.
    public init(uiImage: UIImage) { source = .uiImage(uiImage) }

    /// The image stretched to the size it is offered.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// The image drawn in its colours or in the foreground colour.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }
}

extension Image: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Image: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let environment = graph.environment
        let font = (environment.font ?? .body).uiFont(at: environment.dynamicTypeSize)
        var picture: UIImage?
        var missing: String?
        switch source {
        case .system(let name):
            picture = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(font: font))
        case .named(let name):
            picture = UIImage(named: name)
            if picture == nil { missing = name }
        case .uiImage(let image):
            picture = image
        }
        if let mode = renderingMode { picture = picture?.withRenderingMode(mode == .template ? .alwaysTemplate : .alwaysOriginal) }
        return [ImageNode(path: path, image: picture, missing: missing, resizable: isResizable, tint: environment.foregroundColor ?? .label)]
    }
}

/// A picture on screen, in an image view (template pictures, symbols among them, in the tint).
@MainActor
final class ImageNode: ViewNode {
    let image: UIImage?
    let missing: String?
    let resizable: Bool
    let tint: UIColor

    init(path: ViewPath, image: UIImage?, missing: String?, resizable: Bool, tint: UIColor) {
        self.image = image
        self.missing = missing
        self.resizable = resizable
        self.tint = tint
        super.init(path: path, kind: "Image")
    }

    /// The picture's size (nothing offered, or not resizable), or what it is offered.
    var naturalSize: CGSize { image?.size ?? .zero }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        resizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    /// An image view whose template pictures take the tint as a colour, so a new foreground
    /// colour animates as SwiftUI's does.
    override func makeView() -> UIView {
        let view = UIImageView()
        view._tintsTemplatesAsColor = true
        return view
    }

    override func configure(_ view: UIView) {
        guard let imageView = view as? UIImageView else { return }
        imageView.image = image
        imageView.tintColor = tint
        imageView.contentMode = resizable ? .scaleToFill : .center
        if let missing {
            imageView.layer.report("Image(\"\(missing)\"): no image of that name was found (UIImage.searchPaths, the main bundle, the current directory): nothing is drawn")
        }
    }
}

/// `ContentMode`: how a picture keeps its shape in a room of another shape.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size that fits inside.
    case fit
    /// The smallest size that covers it.
    case fill
}

/// `aspectRatio`: the content offered the largest (`.fit`) or smallest (`.fill`) size of the
/// ratio (width over height; the content's own size's when nil) that the proposal allows.
@MainActor
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let mode: ContentMode

    init(path: ViewPath, ratio: CGFloat?, mode: ContentMode, content: ViewNode) {
        self.ratio = ratio
        self.mode = mode
        super.init(path: path, kind: "aspectRatio", content: content)
    }

    private func fitted(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = content.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio), byHeight = CGSize(width: height * ratio, height: height)
            let fits = byWidth.height <= height
            let chosen = (mode == .fit) == fits ? byWidth : byHeight
            return ProposedViewSize(chosen)
        }
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(fitted(proposal)) }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        let offered = fitted(proposal)
        content.place(in: CGRect(origin: .zero, size: content.sizeThatFits(offered)), proposal: offered)
    }
}

extension View {
    /// The view offered the size of `aspectRatio` (its own shape's when nil) that fits or fills
    /// what it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { AspectRatioNode(path: $0, ratio: aspectRatio, mode: contentMode, content: $1) })
    }
    /// The view offered the size of its shape that fits what it is offered.
    public func scaledToFit() -> ModifiedContent<Self, _WrapModifier> { aspectRatio(contentMode: .fit) }
    /// The view offered the size of its shape that fills what it is offered.
    public func scaledToFill() -> ModifiedContent<Self, _WrapModifier> { aspectRatio(contentMode: .fill) }
}
