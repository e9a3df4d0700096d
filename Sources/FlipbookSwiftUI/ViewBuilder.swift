import FlipbookUIKit

/// `ViewBuilder`: builds a view from the statements of a closure or a `body`: several views in a
/// `TupleView`, `if` and `switch` as `_ConditionalContent`, an `if` without `else` as an optional.
@resultBuilder
public struct ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// A view expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`–`else` (or a `switch` case).
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The `else` branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// `TupleView`: the views of a builder's block, side by side in the container that holds them.
public struct TupleView<T> {
    /// The views.
    public var value: T
    /// Views in a tuple.
    public init(_ value: T) { self.value = value }
}

extension TupleView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        // The tuple's elements, in order (a single value when T is not a tuple).
        let children = Mirror(reflecting: value).children.map(\.value)
        let elements = children.isEmpty ? [value as Any] : children
        return elements.enumerated().flatMap { index, element -> [ViewNode] in
            guard let view = element as? any View else { return [] }
            return graph.nodes(for: view, path: path.appending("\(index)"))
        }
    }
}

/// `_ConditionalContent`: one of two views, as an `if`–`else` or a `switch` chose; each branch
/// has an identity of its own, so state does not pass from one to the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): graph.nodes(for: view, path: path.appending("then"))
        case .falseContent(let view): graph.nodes(for: view, path: path.appending("else"))
        }
    }
}

extension Optional: View where Wrapped: View {
    /// A primitive view.
    public var body: Never { fatalError("an optional view has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        switch self {
        case .some(let view): graph.nodes(for: view, path: path.appending("some"))
        case .none: []
        }
    }
}

/// `EmptyView`: nothing, taking no room.
public struct EmptyView {
    /// Nothing.
    public init() {}
}

extension EmptyView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { [] }
}

/// `Group`: several views as one, each laid out by the container the group is in.
public struct Group<Content: View> {
    let content: Content
    /// The views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] { graph.nodes(for: content, path: path) }
}

/// `AnyView`: a view of any type; a new type is a new identity.
public struct AnyView {
    let view: any View
    /// `view`, its type erased.
    public init<V: View>(_ view: V) { self.view = view }
}

extension AnyView: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        graph.nodes(for: view, path: path.appending(String(describing: type(of: view))))
    }
}

extension TupleView: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension _ConditionalContent: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension EmptyView: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension Group: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}

extension AnyView: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}
