import FlipbookUIKit

/// `CoordinateSpace`: where a `GeometryProxy` measures a frame from: the window (`global`), the
/// reader itself (`local`), or a view named with `coordinateSpace(name:)`. (Sendable as
/// SwiftUI's is: names are values such as strings, compared, never changed.)
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The window's coordinates.
    case global
    /// The reader's own coordinates: its frame starts at zero.
    case local
    /// The coordinates of the nearest enclosing view named `name`.
    case named(AnyHashable)
}

/// `CoordinateSpaceProtocol`: a coordinate space as iOS 17 names them (`.named("scroll")`).
public protocol CoordinateSpaceProtocol {
    /// The space it stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// `NamedCoordinateSpace`: the coordinates of a view named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    /// The named space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// `GlobalCoordinateSpace`: the window's coordinates.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The window's space.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// `LocalCoordinateSpace`: the reader's own coordinates.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The reader's space.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the view named `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The reader's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// A view that names its coordinate space (`coordinateSpace(name:)`).
@MainActor
final class CoordinateSpaceNode: WrapperNode {
    let name: AnyHashable

    init(path: ViewPath, name: AnyHashable, content: ViewNode) {
        self.name = name
        super.init(path: path, kind: "coordinateSpace", content: content)
    }

    override func makeView() -> UIView { NamedSpaceView() }

    override func configure(_ view: UIView) { (view as? NamedSpaceView)?.name = name }
}

/// The view a named coordinate space draws with: gestures inside it find it by its name.
@MainActor
final class NamedSpaceView: UIView {
    var name: AnyHashable?
}

extension View {
    /// Names the view's coordinate space, for the `GeometryReader`s inside it
    /// (`proxy.frame(in: .named(name))`).
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { CoordinateSpaceNode(path: $0, name: AnyHashable(name), content: $1) })
    }

    /// Names the view's coordinate space (iOS 17's form).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { CoordinateSpaceNode(path: $0, name: name.name, content: $1) })
    }
}

extension ViewGraph {
    /// Where `node`, `size` large, is in `space` as the views are laid out now: its frame in the
    /// tree's root, moved by the scroll views around it (their content's offset), and then
    /// into the window's space (`global`) or the nearest enclosing view of that name's. A name
    /// no view around it has measures in the window's space, with a warning. A frame read inside
    /// a scroll view makes its scrolling update the views, so the reader follows the content.
    func frame(of node: ViewNode, size: CGSize, in space: CoordinateSpace) -> CGRect {
        if case .local = space { return CGRect(origin: .zero, size: size) }
        guard let root = layoutRoot, let found = locate(node, in: root, parentOrigin: .zero, named: [:], inScroll: false) else {
            return CGRect(origin: .zero, size: size)
        }
        if found.inScroll { readsScrolledFrames = true }
        // The space's origin in the root's: a named view's, or the window's (the host's origin
        // taken back), also for a name no view around has.
        var spaceOrigin = host.map { $0.convert(CGPoint.zero, to: nil) }.map { CGPoint(x: -$0.x, y: -$0.y) } ?? .zero
        if case .named(let name) = space {
            if let named = found.named[name] {
                spaceOrigin = named
            } else {
                host?.layer.report("GeometryProxy.frame(in: .named(\(name))): no view around the reader has that coordinate space's name: the frame is in the window's space", isWarning: true)
            }
        }
        return CGRect(origin: CGPoint(x: found.origin.x - spaceOrigin.x, y: found.origin.y - spaceOrigin.y), size: size)
    }

    /// The origin of `target` in the root's space, the origins of the named spaces around it
    /// (the nearest of each name) and whether a scroll view is around it.
    private func locate(_ target: ViewNode, in node: ViewNode, parentOrigin: CGPoint, named: [AnyHashable: CGPoint],
                        inScroll: Bool) -> (origin: CGPoint, named: [AnyHashable: CGPoint], inScroll: Bool)? {
        let origin = CGPoint(x: parentOrigin.x + node.viewFrame.minX, y: parentOrigin.y + node.viewFrame.minY)
        if node === target { return (origin, named, inScroll) }
        var named = named
        if let space = node as? CoordinateSpaceNode { named[space.name] = origin }
        var childOrigin = origin
        var scrolled = inScroll
        if let scroll = node as? ScrollNode {
            let offset = (host?.shownView(forKey: scroll.key) as? UIScrollView)?.contentOffset ?? .zero
            childOrigin = CGPoint(x: origin.x - offset.x, y: origin.y - offset.y)
            scrolled = true
        }
        for child in node.children {
            if let found = locate(target, in: child, parentOrigin: childOrigin, named: named, inScroll: scrolled) { return found }
        }
        return nil
    }
}
