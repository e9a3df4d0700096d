import Foundation

/// `NSCollectionLayoutVisibleItem`: an item on screen, as a section's
/// `visibleItemsInvalidationHandler` sees it: where it is and how it is drawn, for the handler to
/// change (a carousel that shrinks the items away from its middle).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    /// Opacity, 0 to 1.
    var alpha: CGFloat { get set }
    /// Stacking order: higher draws in front.
    var zIndex: Int { get set }
    /// Whether it is not drawn.
    var isHidden: Bool { get set }
    /// Its centre, in the section's content (before an orthogonal strip's scrolling).
    var center: CGPoint { get set }
    /// Its transform about its centre.
    var transform: CGAffineTransform { get set }
    /// Its 3-D transform (the affine one's, when set through it).
    var transform3D: CATransform3D { get set }
    /// Its name (the element kind, or "cell").
    var name: String { get }
    /// Its index path.
    var indexPath: IndexPath { get }
    /// Its frame, in the section's content.
    var frame: CGRect { get }
    /// Its bounds.
    var bounds: CGRect { get }
    /// A cell, or a supplementary view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary view's kind, or nil for a cell.
    var representedElementKind: String? { get }
}

/// What a section's `visibleItemsInvalidationHandler` is given: the visible items, the content
/// offset (the strip's for an orthogonal section) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// A visible cell handed to a section's handler: its layout attributes, which the collection
/// view gives the cell back once the handler has changed them.
@MainActor
final class VisibleLayoutItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
        super.init()
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { CATransform3DMakeAffineTransform(attributes.transform) }
        set { attributes.transform = CATransform3DIsAffine(newValue) ? CATransform3DGetAffineTransform(newValue) : attributes.transform }
    }
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { CGRect(origin: .zero, size: attributes.size) }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementKind == nil ? .cell : .supplementaryView }
    var representedElementKind: String? { attributes.representedElementKind }
}
