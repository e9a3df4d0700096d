import FlipbookUIKit

/// A sheet a view asks for in an update: shown while `isPresented` is true.
@MainActor
struct SheetRequest {
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let content: AnyView
}

/// The controller of a sheet on screen, kept by the identity of the view that shows it.
@MainActor
final class SheetHolder {
    var controller: UIHostingController<AnyView>?
    var onDismiss: (@MainActor () -> Void)?
}

/// `_SheetModifier`: `sheet(isPresented:onDismiss:content:)`.
public struct _SheetModifier<Sheet: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let sheet: () -> Sheet
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _SheetModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let holder = graph.storage(for: path.description + ".sheet") { SheetHolder() }
        let request = SheetRequest(isPresented: isPresented, onDismiss: onDismiss, content: AnyView(sheet()))
        graph.afterUpdate { [weak graph] in graph?.host?.showSheet(request, holder: holder) }
        return content()
    }
}

extension HostingViewBase {
    /// Presents, updates or dismisses the sheet of `holder` as `request` says, from this view's
    /// controller, with UIKit's page sheet presentation (as SwiftUI presents sheets on iOS).
    func showSheet(_ request: SheetRequest, holder: SheetHolder) {
        let wanted = request.isPresented.wrappedValue
        if let shown = holder.controller {
            if wanted {
                shown.rootView = request.content
            } else if shown.presentingViewController != nil || shown.viewIfLoaded?.window != nil {
                holder.controller = nil
                shown.dismiss(animated: true) { request.onDismiss?() }
            } else {
                holder.controller = nil
            }
            return
        }
        guard wanted else { return }
        guard let presenter = hostingController else {
            layer.report("a sheet is presented from the view controller that hosts the view; this SwiftUI view is hosted by none: nothing is presented", isWarning: true)
            return
        }
        let sheet = UIHostingController(rootView: request.content)
        sheet.modalPresentationStyle = .pageSheet
        // The sheet's environment dismisses it by writing the binding back.
        sheet.dismissAction = { request.isPresented.wrappedValue = false }
        holder.controller = sheet
        holder.onDismiss = request.onDismiss
        presenter.present(sheet, animated: true)
    }
}

/// `DismissAction`: what `@Environment(\.dismiss)` gives: called, it closes the sheet the view
/// is in (or pops its navigation screen).
@MainActor
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Closes the presentation the view is in.
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// Closes the sheet or navigation screen the view is in.
    public var dismiss: DismissAction {
        get { DismissAction(action: dismissHandler ?? {}) }
        set { dismissHandler = newValue.action }
    }
}

extension View {
    /// Shows `content` in a sheet while `isPresented` is true (UIKit's page sheet sliding up),
    /// running `onDismiss` when it has gone.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _SheetModifier<Content>> {
        modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: content))
    }
}
