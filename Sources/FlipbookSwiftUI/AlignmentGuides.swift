import FlipbookUIKit

/// `ViewDimensions`: a view's size and the places of its alignment guides, as
/// `alignmentGuide(_:computeValue:)` and an `AlignmentID`'s `defaultValue(in:)` are given them.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// A guide's place where the view set it (it, or a child it contains).
    private let explicitGuide: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        explicitGuide = explicit
    }

    /// A guide's place: where the view set it, or the guide's default.
    private func guide(_ key: AlignmentKey) -> CGFloat { explicitGuide(key) ?? key.defaultValue(self) }

    /// Where the view's `guide` is, from its leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self.guide(guide.key) }
    /// Where the view's `guide` is, from its top.
    public subscript(guide: VerticalAlignment) -> CGFloat { self.guide(guide.key) }
    /// Where the view's `guide` is, when set by `alignmentGuide` (or text's baselines; nil: its
    /// default).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }
    /// Where the view's `guide` is, when set by `alignmentGuide` (or text's baselines; nil: its
    /// default).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }
}

extension ViewNode {
    /// The dimensions of the node at `size`, its guides its own.
    func dimensions(at size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { self.explicitGuide($0, size: size) }
    }

    /// Where the node's `key` guide is at `size`: where it (or what it contains) set it, or the
    /// guide's default.
    func guide(_ key: AlignmentKey, size: CGSize) -> CGFloat {
        explicitGuide(key, size: size) ?? key.defaultValue(dimensions(at: size))
    }

    /// Lays out items of `sizes` across a stack, lined up on their `key` guides: each one's
    /// offset from the leading (or top) edge of the block they make, and the block's thickness.
    static func lineUp(_ items: [ViewNode], sizes: [CGSize], key: AlignmentKey) -> (offsets: [CGFloat], thickness: CGFloat) {
        let guides = zip(items, sizes).map { $0.guide(key, size: $1) }
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let thickness = zip(offsets, sizes).map { $0 + (key.isHorizontal ? $1.width : $1.height) }.max() ?? 0
        return (offsets, thickness)
    }

    /// A container's explicit `key` guide: its children's explicit ones, each moved by where the
    /// child sits (`frames`, in the container), combined by the guide's rule; nil when no child
    /// sets it.
    static func combinedGuide(_ key: AlignmentKey, of items: [ViewNode], frames: [CGRect]) -> CGFloat? {
        var combined: CGFloat?
        var count = 0
        for (item, frame) in zip(items, frames) {
            guard let value = item.explicitGuide(key, size: frame.size) else { continue }
            key.combine(value + (key.isHorizontal ? frame.minX : frame.minY), count, &combined)
            count += 1
        }
        return combined
    }
}

/// A view whose alignment guides are set by `alignmentGuide(_:computeValue:)`.
@MainActor
final class AlignmentGuideNode: WrapperNode {
    let guides: [AlignmentKey: (ViewDimensions) -> CGFloat]

    init(path: ViewPath, content: ViewNode, guides: [AlignmentKey: (ViewDimensions) -> CGFloat]) {
        self.guides = guides
        super.init(path: path, kind: "alignmentGuide", content: content)
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guides[key].map { $0(content.dimensions(at: size)) } ?? content.explicitGuide(key, size: size)
    }
}

extension View {
    /// The view's `guide` put where `computeValue` says, from its dimensions: a stack lined up on
    /// that guide lines the view up there.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { AlignmentGuideNode(path: $0, content: $1, guides: [guide.key: computeValue]) })
    }
    /// The view's `guide` put where `computeValue` says, from its dimensions.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { AlignmentGuideNode(path: $0, content: $1, guides: [guide.key: computeValue]) })
    }
}
