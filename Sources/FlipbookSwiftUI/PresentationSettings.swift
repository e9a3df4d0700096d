import FlipbookUIKit

/// `PresentationDetent`: a height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// The whole height.
    public static let large = PresentationDetent(name: "large")
    /// About half the height.
    public static let medium = PresentationDetent(name: "medium")
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
    /// A fraction of the height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

extension View {
    /// The heights the sheet showing this view rests at. A sheet is drawn over the whole
    /// window: a set without `.large` is a warning (the smaller heights are not modelled).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in
            let node = WrapperNode(path: path, kind: "presentationDetents", content: content)
            if detents != [.large] {
                node.warning = "presentationDetents: the sheet is drawn over the whole window; its smaller heights (\(detents.map(\.name).sorted().joined(separator: ", "))) are not modelled"
            }
            return node
        })
    }

    /// Whether the sheet showing this view draws its grabber. Not drawn: `.visible` is a
    /// warning.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in
            let node = WrapperNode(path: path, kind: "presentationDragIndicator", content: content)
            if visibility == .visible { node.warning = "presentationDragIndicator(.visible): the sheet's grabber is not drawn" }
            return node
        })
    }

    /// Whether a swipe down may close the sheet showing this view. A recording's sheets close
    /// only from code (`dismiss`, the binding), so this changes nothing drawn.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }

    /// Shows `content` while `isPresented` is true: on an iPhone, as SwiftUI adapts a popover to
    /// the compact width, in a sheet (`sheet(isPresented:onDismiss:content:)`).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _SheetModifier<Content>> {
        sheet(isPresented: isPresented, content: content)
    }

    /// Shows `content` for `item` while it is not nil: on an iPhone, in a sheet.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _SheetModifier<Content>> {
        sheet(item: item, content: content)
    }
}

/// `PopoverAttachmentAnchor`: where a popover's arrow points (on an iPhone a popover shows as a
/// sheet: stored).
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// `Anchor`: a geometry value of a view, resolved where it is read (for popover anchors).
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source: Sendable {
        /// The view's bounds.
        public static var bounds: Source { Source() }
    }
}
