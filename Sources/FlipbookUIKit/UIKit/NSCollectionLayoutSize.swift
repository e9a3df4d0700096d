import Foundation

/// `NSCollectionLayoutDimension`: one side of a compositional layout element, as a fraction
/// of its container's width or height, in points, or estimated.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction, or the points.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// A length the content decides: a cell's side is its content's
    /// (`preferredLayoutAttributesFitting(_:)`), a group's its items'.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    /// Whether it is a fraction of the width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is estimated.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return size.width * dimension
        case .fractionalHeight: return size.height * dimension
        case .absolute, .estimated: return dimension
        }
    }
}

/// `NSCollectionLayoutSize`: an element's width and height dimensions.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from its dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }

    /// Whether either side is estimated.
    var isEstimated: Bool { widthDimension.isEstimated || heightDimension.isEstimated }
}

/// `NSCollectionLayoutSpacing`: the space between a group's items, fixed or at least so much.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The points.
    public let spacing: CGFloat
    /// Whether it is exactly `spacing`.
    public let isFixedSpacing: Bool
    /// Whether it is at least `spacing`, the free space shared between the gaps.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points, the group's free space shared between the gaps.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false) }
}
