import FlipbookUIKit

/// `ForEach`: a view for each element of a collection, each identified by its element's id, so
/// a view keeps its state while its element stays, wherever it moves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    /// The elements.
    public var data: Data
    /// The view for an element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// What a list does to delete rows (`onDelete`): a swipe or edit mode offers it.
    var deleteAction: (@MainActor (IndexSet) -> Void)?
    /// What a list does to move rows (`onMove`): edit mode shows their handles.
    var moveAction: (@MainActor (IndexSet, Int) -> Void)?

    /// A view for each element, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        data.enumerated().flatMap { offset, element in
            let nodes = graph.nodes(for: content(element), path: path.appending("id:\(id(element))"))
            guard deleteAction != nil || moveAction != nil else { return nodes }
            return nodes.map { EditableRowNode(index: offset, delete: deleteAction, isMovable: moveAction != nil, content: $0) }
        }
    }
}

extension ForEach {
    /// Lets a list delete the rows: a swipe to the left reveals Delete, and edit mode a red
    /// button before each row; either runs `action` with the row's offset in the data.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets a list move the rows: edit mode shows a handle after each. (Dragging a handle to a
    /// new place is not modelled: it is a warning; call the action from code to reorder.)
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }
}

extension ForEach: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}
