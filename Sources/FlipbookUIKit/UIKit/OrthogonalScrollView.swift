import Foundation

/// The strip a collection view scrolls an orthogonal section in (a compositional layout's
/// `orthogonalScrollingBehavior`), as UIKit nests a scroll view for each: the section's cells
/// are its subviews, a scripted drag on it scrolls them, and a released drag comes to rest as
/// the behaviour says: where it is (`.continuous`), on the nearest group's leading edge
/// (`.continuousGroupLeadingBoundary`), on the next page or group in the direction of a flick
/// and never more than one from where it began (`.paging`, `.groupPaging`), with the group
/// centred (`.groupPagingCentered`).
@MainActor
final class OrthogonalScrollView: UIScrollView {
    /// The line it scrolls.
    var line: OrthogonalLine? {
        didSet {
            guard let line else { return }
            isPagingEnabled = line.behavior == .paging
            contentSize = line.horizontal ? CGSize(width: line.length, height: line.frame.height)
                : CGSize(width: line.frame.width, height: line.length)
            if line.horizontal { alwaysBounceHorizontal = true } else { alwaysBounceVertical = true }
        }
    }

    /// The strip scrolled: the collection view hands the section's visible items to its handler.
    override func contentMoved() {
        super.contentMoved()
        (superview as? UICollectionView)?.orthogonalContentMoved(self)
    }

    /// Where the content comes to rest when a drag is released with `velocity`.
    override func releaseTarget(velocity: CGPoint) -> CGPoint {
        guard let line, !line.groups.isEmpty, [.continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered].contains(line.behavior)
        else { return super.releaseTarget(velocity: velocity) }
        let horizontal = line.horizontal
        let offset = horizontal ? contentOffset.x : contentOffset.y
        let start = horizontal ? dragStartOffset.x : dragStartOffset.y
        let speed = horizontal ? velocity.x : velocity.y
        let visible = horizontal ? bounds.width : bounds.height
        let centred = line.behavior == .groupPagingCentered
        // Each group's resting offset.
        let stops = line.groups.map { centred ? $0.start + $0.length / 2 - visible / 2 : $0.start - (line.groups.first?.start ?? 0) }
        func nearest(_ value: CGFloat) -> Int {
            stops.indices.min { abs(stops[$0] - value) < abs(stops[$1] - value) } ?? 0
        }
        var index = nearest(offset)
        if line.behavior != .continuousGroupLeadingBoundary {
            let from = nearest(start)
            if speed > Self.pagingFlickSpeed { index = stops.firstIndex { $0 > offset + 0.5 } ?? stops.count - 1 }
            if speed < -Self.pagingFlickSpeed { index = stops.lastIndex { $0 < offset - 0.5 } ?? 0 }
            index = min(max(index, from - 1), from + 1)
        }
        return horizontal ? CGPoint(x: stops[index], y: contentOffset.y) : CGPoint(x: contentOffset.x, y: stops[index])
    }
}
