import FlipbookUIKit

/// `View`: a piece of a SwiftUI interface. A view of your own describes itself in `body`, made
/// of other views; Flipbook's own views (`Text`, `Color`, shapes, stacks, modifiers) are its
/// primitives and have no body of their own (`Never`).
@MainActor @preconcurrency
public protocol View {
    /// The view's content's type.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    /// A primitive view has no body.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view Flipbook draws itself: it turns into nodes of the view graph (ViewGraph.swift) in
/// place of a body.
@MainActor
protocol PrimitiveView {
    /// The nodes standing for the view at `path`: none (`EmptyView`), one, or several (a
    /// `TupleView`, a `ForEach`, a `Group`), which a stack lays out side by side.
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode]
}

extension PrimitiveView {
    /// A primitive view's body is never asked for: the graph asks for its nodes instead.
    var primitiveBody: Never { fatalError("\(Self.self) is drawn by Flipbook and has no body") }
}
