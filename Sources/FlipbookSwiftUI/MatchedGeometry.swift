import FlipbookUIKit

/// `@Namespace`: a space of identifiers for `matchedGeometryEffect`, one per view in its place.
@MainActor @propertyWrapper
public struct Namespace: DynamicProperty {
    /// `Namespace.ID`: the namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let link = NamespaceLink()

    /// A namespace, kept while the view stays in its place.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: link.storage?.value ?? -1) }
}

/// The reference a `Namespace` carries to its storage.
@MainActor
final class NamespaceLink {
    var storage: NamespaceStorage?
}

/// A namespace's number, made once for the view's place.
@MainActor
final class NamespaceStorage {
    let value: Int
    private static var next = 0
    init() {
        Self.next += 1
        value = Self.next
    }
}

extension Namespace: GraphProperty {
    func bind(in graph: ViewGraph, key: String) {
        link.storage = graph.storage(for: key) { NamespaceStorage() }
    }
}

/// `MatchedGeometryProperties`: which part of the geometry a matched view takes.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A set of `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Where it is.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// How large it is.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `_MatchedGeometryModifier`: `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
public struct _MatchedGeometryModifier: ViewModifier {
    let match: String
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _MatchedGeometryModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        WrappingModifier { path, node in
            MatchedNode(path: path, content: node, match: match, properties: properties, anchor: anchor, isSource: isSource)
        }.modify(in: graph, path: path, content: content)
    }
}

/// A view whose geometry is matched with others of the same identifier in its namespace: when
/// one is removed and another inserted in the same animated change, the new one is laid out
/// first where the old one was and moves to its own place, and the old one moves to the new
/// one's place as it leaves — "interpolate their frame rectangles in window space to make it
/// appear that there is a single view moving" (Apple's documentation). How each appears and
/// leaves is its transition (a fade where it gives none). A view that is not a source takes
/// the geometry of the source shown with it at each update ("the view will have its geometry
/// set to match the source view").
@MainActor
final class MatchedNode: WrapperNode {
    /// The identifier and namespace, as one key.
    let match: String
    let properties: MatchedGeometryProperties
    /// The point of the view whose position is matched (the centre by default).
    let anchor: UnitPoint
    /// Whether its geometry is the one others of its match take.
    let isSource: Bool
    /// The proposal its parent placed it with.
    private(set) var proposal = ProposedViewSize(width: nil, height: nil)

    init(path: ViewPath, content: ViewNode, match: String, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        self.match = match
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        super.init(path: path, kind: "MatchedGeometry", content: content)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        self.proposal = proposal
        super.place(in: rect, proposal: proposal)
    }

    /// Its frame (in its parent's coordinates) as matched to `other`: the other's size, and its
    /// anchor point on the other's, as `properties` says (a size alone grows about its anchor).
    func frame(matching other: CGRect) -> CGRect {
        let size = properties.contains(.size) ? other.size : frame.size
        let from = properties.contains(.position) ? other : frame
        let point = CGPoint(x: from.minX + anchor.x * from.width, y: from.minY + anchor.y * from.height)
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    /// Lays it out in `rect` (its content too), offered that size: where an animation starts or
    /// ends.
    func layOut(in rect: CGRect) { place(in: rect, proposal: ProposedViewSize(rect.size)) }

    /// Lays each matched view that is not a source, in the trees of `roots` (placed in one
    /// space), out in the frame of the source of its match shown with it; its parent's layout
    /// is not changed, as an effect's is not.
    static func placeFollowers(in roots: [ViewNode]) {
        var sources: [String: CGRect] = [:]
        var followers: [(node: MatchedNode, parentOrigin: CGPoint)] = []
        ViewNode.visitPlaced(roots) { node, parentOrigin in
            guard let matched = node as? MatchedNode else { return }
            if !matched.isSource {
                followers.append((matched, parentOrigin))
            } else if sources[matched.match] == nil {
                sources[matched.match] = matched.viewFrame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            }
        }
        for (follower, origin) in followers {
            guard let source = sources[follower.match] else { continue }
            follower.layOut(in: follower.frame(matching: source.offsetBy(dx: -origin.x, dy: -origin.y)))
        }
    }
}

extension View {
    /// Matches the view's geometry with the other views of `id` in `namespace`: a view inserted as
    /// another of the same id is removed, in one animated change, moves from the removed one's
    /// frame to its own (`properties`: the position, the size or both; positions match by
    /// `anchor`). With `isSource: false` the view takes the geometry of the source of `id` shown
    /// with it, at every update.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true)
        -> ModifiedContent<Self, _MatchedGeometryModifier> {
        modifier(_MatchedGeometryModifier(match: "\(namespace.value)/\(ID.self)/\(String(describing: id))", properties: properties, anchor: anchor,
                                          isSource: isSource))
    }
}
