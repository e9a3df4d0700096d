import FlipbookUIKit

extension ViewNode {
    /// Mirrors the layout of right-to-left subtrees, as SwiftUI lays a right-to-left layout out
    /// (Apple's `LayoutDirection` reference: "SwiftUI horizontally flips the x position of each
    /// view within its parent"): the left-to-right one mirrored, so leading is right — a stack's first view on the right, a
    /// leading alignment or padding on the right. Each child of a node built right to left takes
    /// the mirror image of its place across the node's width, once laid out. A horizontal scroll
    /// view's content keeps its places (it scrolls from its left end: not mirrored, a choice).
    /// Frames a `GeometryReader` reads while it is laid out are the left-to-right ones.
    static func mirrorRightToLeft(_ roots: [ViewNode]) {
        func mirror(_ node: ViewNode) {
            let scrollsAcross = (node as? ScrollNode)?.axes.contains(.horizontal) == true
            if node.isRightToLeft, !scrollsAcross {
                let width = node.frame.width
                for child in node.children { child.frame.origin.x = width - child.frame.maxX }
            }
            node.children.forEach(mirror)
        }
        roots.forEach(mirror)
    }
}
