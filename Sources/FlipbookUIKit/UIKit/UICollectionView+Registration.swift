import Foundation

extension UICollectionView {
    /// `UICollectionView.CellRegistration`: a cell class and the code that configures a cell of
    /// it for an item, for `dequeueConfiguredReusableCell(using:for:item:)` (iOS 14).
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler

        /// A registration of `Cell` that configures each cell with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// `UICollectionView.SupplementaryRegistration`: a supplementary view class of a kind and
    /// the code that configures one.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view for its kind and index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of supplementary view.
        public let elementKind: String
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class that left the collection view, prepared for reuse,
    /// or a new one, configured for `item`.
    ///
    /// A new cell is made through its class's `flipbookMakeReusableView()` (see
    /// `UICollectionReusableView`), which the FlipbookPort plugin writes; a class of your own
    /// without it cannot be made from a generic registration, and stops with a message saying
    /// the line to add.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                                for indexPath: IndexPath, item: Item?) -> Cell {
        let cell = reusableCells.dequeue(String(describing: Cell.self)) { $0.prepareForReuse() } as? Cell ?? Self.makeRegistered(Cell.self)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind that left, prepared for reuse,
    /// or a new one, configured.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let view = reusableViews.dequeue(registration.elementKind + "/" + String(describing: Supplementary.self)) { $0.prepareForReuse() } as? Supplementary
            ?? Self.makeRegistered(Supplementary.self)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    private static func makeRegistered<View: UICollectionReusableView>(_ type: View.Type) -> View {
        guard let view = UICollectionReusableView.make(type, identifier: String(describing: type)) as? View else {
            preconditionFailure("\(type) has no flipbookMakeReusableView(), so a registration cannot make one (Swift without the Objective-C "
                + "runtime makes a class given as a value only through it): add `override class func flipbookMakeReusableView() -> "
                + "UICollectionReusableView { \(type)(frame: .zero) }` to the class, or compile it through the FlipbookPort plugin, which writes it")
        }
        return view
    }
}
