import FlipbookUIKit

/// `UIViewRepresentable`: a UIKit view in a SwiftUI layout. SwiftUI makes it once for the
/// view's place in the tree (`makeUIView`) and updates it at each update (`updateUIView`); it
/// is as large as `sizeThatFits(_:uiView:context:)` says, or its intrinsic size in the
/// dimensions it has one, and the size it is offered in the others.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// An object your views' delegates can talk to (none by default).
    associatedtype Coordinator = Void
    /// The context the calls are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with this value, at each update.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// The view's size for `proposal`, or nil for the default rule.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    /// Makes the coordinator, once, before the view.
    func makeCoordinator() -> Coordinator
    /// Tidies up once the view has left the tree (nothing by default).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable {
    /// The default rule.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// A representable view has no body: SwiftUI shows its UIKit view.
    public var body: Never { fatalError("a UIViewRepresentable has no body") }
    /// Nothing to tidy up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Void {}
}

/// `UIViewRepresentableContext`: what a representable's calls are given.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
}

/// The UIKit object (a view or a controller) and coordinator a representable made, kept by
/// its identity; `dismantle` runs when the view leaves the tree.
@MainActor
final class Represented<Object: AnyObject, Coordinator>: StorageEnding {
    let object: Object
    let coordinator: Coordinator
    let dismantle: @MainActor (Object, Coordinator) -> Void

    init(_ object: Object, coordinator: Coordinator, dismantle: @escaping @MainActor (Object, Coordinator) -> Void) {
        self.object = object
        self.coordinator = coordinator
        self.dismantle = dismantle
    }

    func storageEnded() { dismantle(object, coordinator) }
}

extension UIViewRepresentable {
    /// The node showing the view: made (with its coordinator) the first time the view is in
    /// place, updated at each update.
    func makeNode(in graph: ViewGraph, path: ViewPath) -> ViewNode {
        let environment = graph.environment
        let made = graph.storage(for: path.description + ".representable") { () -> Represented<UIViewType, Coordinator> in
            let coordinator = makeCoordinator()
            return Represented(makeUIView(context: Context(coordinator: coordinator, environment: environment)), coordinator: coordinator,
                               dismantle: { view, coordinator in Self.dismantleUIView(view, coordinator: coordinator) })
        }
        let context = Context(coordinator: made.coordinator, environment: environment)
        updateUIView(made.object, context: context)
        return RepresentableNode(path: path, view: made.object) { proposal in sizeThatFits(proposal, uiView: made.object, context: context) }
    }
}

/// A UIKit view in the layout.
@MainActor
final class RepresentableNode: ViewNode {
    let view: UIView
    let fits: (ProposedViewSize) -> CGSize?

    init(path: ViewPath, view: UIView, fits: @escaping (ProposedViewSize) -> CGSize?) {
        self.view = view
        self.fits = fits
        super.init(path: path, kind: "UIView")
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let size = fits(proposal) { return size }
        let intrinsic = view.intrinsicContentSize
        let offered = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? offered.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? offered.height : intrinsic.height)
    }

    override func makeView() -> UIView { view }
}
