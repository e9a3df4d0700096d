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
            let matched = MatchedNode(path: path, content: node, match: match, properties: properties)
            if !isSource {
                matched.warning = "matchedGeometryEffect(isSource: false) keeps the view's own frame: "
                    + "taking the source's geometry while both are shown is not yet modelled"
            } else if anchor != .center {
                matched.warning = "matchedGeometryEffect matches positions by the views' centres: its anchor is not modelled yet"
            }
            return matched
        }.modify(in: graph, path: path, content: content)
    }
}

/// A view whose geometry is matched with others of the same identifier in its namespace: when
/// one is removed and another inserted in the same animated change, the new one is laid out
/// first where the old one was and moves to its own place, and the old one moves to the new
/// one's place as it leaves — "interpolate their frame rectangles in window space to make it
/// appear that there is a single view moving" (Apple's documentation). How each appears and
/// leaves is its transition (a fade where it gives none).
@MainActor
final class MatchedNode: WrapperNode {
    /// The identifier and namespace, as one key.
    let match: String
    let properties: MatchedGeometryProperties
    /// The proposal its parent placed it with.
    private(set) var proposal = ProposedViewSize(width: nil, height: nil)

    init(path: ViewPath, content: ViewNode, match: String, properties: MatchedGeometryProperties) {
        self.match = match
        self.properties = properties
        super.init(path: path, kind: "MatchedGeometry", content: content)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        self.proposal = proposal
        super.place(in: rect, proposal: proposal)
    }

    /// Its frame (in its parent's coordinates) as matched to `other`: the other's position,
    /// size or both, as `properties` says.
    func frame(matching other: CGRect) -> CGRect {
        let size = properties.contains(.size) ? other.size : frame.size
        let center = properties.contains(.position) ? CGPoint(x: other.midX, y: other.midY) : CGPoint(x: frame.midX, y: frame.midY)
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Lays it out in `rect` (its content too), offered that size: where an animation starts or
    /// ends.
    func layOut(in rect: CGRect) { place(in: rect, proposal: ProposedViewSize(rect.size)) }
}

extension View {
    /// Matches the view's geometry with the other views of `id` in `namespace`: a view inserted as
    /// another of the same id is removed, in one animated change, moves from the removed one's
    /// frame to its own (`properties`: the position, the size or both). Positions match by the
    /// centre (another `anchor` gets a warning); `isSource: false` keeps the view's own frame
    /// (with a warning).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true)
        -> ModifiedContent<Self, _MatchedGeometryModifier> {
        modifier(_MatchedGeometryModifier(match: "\(namespace.value)/\(ID.self)/\(String(describing: id))", properties: properties, anchor: anchor,
                                          isSource: isSource))
    }
}
