import FlipbookUIKit

/// `UIViewControllerRepresentable`: a UIKit view controller in a SwiftUI layout. SwiftUI makes it
/// once for the view's place in the tree (`makeUIViewController`), makes it a child of the
/// hosting controller (so it hears `viewWillAppear` and the rest as a child does) and updates it
/// at each update (`updateUIViewController`); its view is as large as
/// `sizeThatFits(_:uiViewController:context:)` says, or the size it is offered. When the view
/// leaves the tree the controller leaves the hosting controller and
/// `dismantleUIViewController(_:coordinator:)` is called.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The view controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// An object the controller's delegates can talk to (none by default).
    associatedtype Coordinator = Void
    /// The context the calls are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with this value, at each update.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// The view's size for `proposal`, or nil for the size offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
    /// Makes the coordinator, once, before the controller.
    func makeCoordinator() -> Coordinator
    /// Tidies up once the view has left the tree (nothing by default); the controller has
    /// left the hosting controller.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable {
    /// The size offered.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
    /// A representable controller has no body: SwiftUI shows its view.
    public var body: Never { fatalError("a UIViewControllerRepresentable has no body") }
    /// Nothing to tidy up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Void {}
}

/// `UIViewControllerRepresentableContext`: what a representable controller's calls are given.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
}

extension UIViewControllerRepresentable {
    /// The node showing the controller's view: the controller made (with its coordinator) and
    /// made a child of the hosting controller the first time the view is in place, updated at
    /// each update.
    func makeNode(in graph: ViewGraph, path: ViewPath) -> ViewNode {
        let environment = graph.environment
        let made = graph.storage(for: path.description + ".representableController") { () -> Represented<UIViewControllerType, Coordinator> in
            let coordinator = makeCoordinator()
            let controller = makeUIViewController(context: Context(coordinator: coordinator, environment: environment))
            // Gone from the tree, the controller leaves its parent, then is dismantled.
            return Represented(controller, coordinator: coordinator) { controller, coordinator in
                if controller.parent != nil {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                Self.dismantleUIViewController(controller, coordinator: coordinator)
            }
        }
        let controller = made.object
        if controller.parent == nil, let host = graph.host?.hostingController {
            host.addChild(controller)
            controller.didMove(toParent: host)
        }
        let context = Context(coordinator: made.coordinator, environment: environment)
        updateUIViewController(controller, context: context)
        return RepresentableNode(path: path, view: controller.view) { proposal in
            sizeThatFits(proposal, uiViewController: controller, context: context) ?? proposal.replacingUnspecifiedDimensions()
        }
    }
}
