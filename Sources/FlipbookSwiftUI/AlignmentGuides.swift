import FlipbookUIKit

/// `ViewDimensions`: a view's size and the places of its alignment guides, as
/// `alignmentGuide(_:computeValue:)` is given them.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let horizontalGuide: (CGFloat) -> CGFloat
    let verticalGuide: (CGFloat) -> CGFloat
    let explicitHorizontal: (CGFloat) -> CGFloat?
    let explicitVertical: (CGFloat) -> CGFloat?

    /// Where the view's `guide` is, from its leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { horizontalGuide(guide.fraction) }
    /// Where the view's `guide` is, from its top.
    public subscript(guide: VerticalAlignment) -> CGFloat { verticalGuide(guide.fraction) }
    /// Where the view's `guide` is, when set by `alignmentGuide` (nil: its default).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal(guide.fraction) }
    /// Where the view's `guide` is, when set by `alignmentGuide` (nil: its default).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical(guide.fraction) }
}

extension ViewNode {
    /// The dimensions of the node at `size`, its guides its own.
    func dimensions(at size: CGSize) -> ViewDimensions {
        ViewDimensions(width: size.width, height: size.height,
                       horizontalGuide: { self.horizontalGuide($0, size: size) }, verticalGuide: { self.verticalGuide($0, size: size) },
                       explicitHorizontal: { self.explicitHorizontalGuide($0, size: size) },
                       explicitVertical: { self.explicitVerticalGuide($0, size: size) })
    }

    /// Where the node's horizontal guide of `fraction` (0 leading, 0.5 centre, 1 trailing) is at
    /// `size`: where `alignmentGuide` put it, or that fraction of its width.
    func horizontalGuide(_ fraction: CGFloat, size: CGSize) -> CGFloat { explicitHorizontalGuide(fraction, size: size) ?? fraction * size.width }
    /// Where the node's vertical guide of `fraction` (0 top, 0.5 centre, 1 bottom) is at `size`.
    func verticalGuide(_ fraction: CGFloat, size: CGSize) -> CGFloat { explicitVerticalGuide(fraction, size: size) ?? fraction * size.height }

    /// Lays out items of `sizes` across a stack, lined up on their guides of `fraction`
    /// (`guide(item, size)`): each one's offset from the leading (or top) edge of the block they
    /// make, and the block's thickness. With no guide set, each item sits at `fraction` of the
    /// room its largest sibling makes, as the stack's alignment says.
    static func lineUp(_ items: [ViewNode], sizes: [CGSize], guide: (ViewNode, CGSize) -> CGFloat,
                       extent: (CGSize) -> CGFloat) -> (offsets: [CGFloat], thickness: CGFloat) {
        let guides = zip(items, sizes).map { guide($0, $1) }
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let thickness = zip(offsets, sizes).map { $0 + extent($1) }.max() ?? 0
        return (offsets, thickness)
    }
}

/// A view whose alignment guides are set by `alignmentGuide(_:computeValue:)`.
@MainActor
final class AlignmentGuideNode: WrapperNode {
    let horizontal: [CGFloat: (ViewDimensions) -> CGFloat]
    let vertical: [CGFloat: (ViewDimensions) -> CGFloat]

    init(path: ViewPath, content: ViewNode, horizontal: [CGFloat: (ViewDimensions) -> CGFloat], vertical: [CGFloat: (ViewDimensions) -> CGFloat]) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(path: path, kind: "alignmentGuide", content: content)
    }

    override func explicitHorizontalGuide(_ fraction: CGFloat, size: CGSize) -> CGFloat? {
        horizontal[fraction].map { $0(content.dimensions(at: size)) } ?? content.explicitHorizontalGuide(fraction, size: size)
    }
    override func explicitVerticalGuide(_ fraction: CGFloat, size: CGSize) -> CGFloat? {
        vertical[fraction].map { $0(content.dimensions(at: size)) } ?? content.explicitVerticalGuide(fraction, size: size)
    }
}

extension View {
    /// The view's `guide` put where `computeValue` says, from its dimensions: a stack lined up on
    /// that guide lines the view up there.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { AlignmentGuideNode(path: $0, content: $1, horizontal: [guide.fraction: computeValue], vertical: [:]) })
    }
    /// The view's `guide` put where `computeValue` says, from its dimensions.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { AlignmentGuideNode(path: $0, content: $1, horizontal: [:], vertical: [guide.fraction: computeValue]) })
    }
}
