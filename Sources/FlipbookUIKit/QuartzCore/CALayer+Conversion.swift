import Foundation

/// Converting points and rectangles between layers' coordinate spaces, as Core Animation does:
/// through each layer's bounds, anchor point, position and transform (its affine part: a
/// perspective `m34` is not applied, and a turned layer converts as its flat projection).
extension CALayer {
    /// `p`, in this layer's coordinates, in `l`'s (nil: the topmost layer of the tree).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let inRoot = ancestorsToRoot.reduce(p) { point, layer in layer.toSuperlayer(point) }
        guard let l else { return inRoot }
        return l.ancestorsToRoot.reversed().reduce(inRoot) { point, layer in layer.fromSuperlayer(point) }
    }

    /// `p`, in `l`'s coordinates (nil: the topmost layer of the tree), in this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return ancestorsToRoot.reversed().reduce(p) { point, layer in layer.fromSuperlayer(point) } }
        return l.convert(p, to: self)
    }

    /// `r`, in this layer's coordinates, in `l`'s: the smallest rectangle holding its four
    /// corners (the rectangle itself unless a transform turns or skews it).
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CALayer.boundingBox(of: r) { convert($0, to: l) }
    }

    /// `r`, in `l`'s coordinates, in this layer's.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CALayer.boundingBox(of: r) { convert($0, from: l) }
    }

    /// This layer and its superlayers, nearest first, without the topmost layer (whose own
    /// coordinates are the tree's: a window's layer).
    private var ancestorsToRoot: [CALayer] {
        var chain: [CALayer] = []
        var layer = self
        while let parent = layer.superlayer {
            chain.append(layer)
            layer = parent
        }
        return chain
    }

    /// Where the anchor point sits in the layer's own coordinates.
    private var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// A point in this layer's coordinates, in its superlayer's.
    private func toSuperlayer(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let turned = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y).applying(affineTransform())
        return CGPoint(x: position.x + turned.x, y: position.y + turned.y)
    }

    /// A point in the superlayer's coordinates, in this layer's (a transform that cannot be
    /// inverted, a scale of 0, leaves the point at the anchor).
    private func fromSuperlayer(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let transform = affineTransform()
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0 else { return anchor }
        let local = CGPoint(x: point.x - position.x, y: point.y - position.y).applying(transform.inverted())
        return CGPoint(x: anchor.x + local.x, y: anchor.y + local.y)
    }

    static func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
