import FlipbookUIKit

/// A sheet or full-screen cover a view asks for in an update: shown while `isPresented` is true.
@MainActor
struct SheetRequest {
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let content: AnyView
    /// `.pageSheet` for a sheet, `.fullScreen` for a cover.
    let style: UIModalPresentationStyle
}

/// The controller of a sheet on screen, kept by the identity of the view that shows it.
@MainActor
final class SheetHolder {
    var controller: UIHostingController<AnyView>?
    var onDismiss: (@MainActor () -> Void)?
}

/// `_SheetModifier`: `sheet(isPresented:onDismiss:content:)`, `sheet(item:onDismiss:content:)`
/// and their `fullScreenCover` forms.
public struct _SheetModifier<Sheet: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    /// The content, or nil while there is none to show (an item form whose item is nil).
    let sheet: () -> Sheet?
    let style: UIModalPresentationStyle
    /// A primitive modifier.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension _SheetModifier: PrimitiveModifier {
    func modify(in graph: ViewGraph, path: ViewPath, content: () -> [ViewNode]) -> [ViewNode] {
        let holder = graph.storage(for: path.description + ".sheet") { SheetHolder() }
        let shown = isPresented.wrappedValue ? sheet() : nil
        let request = SheetRequest(isPresented: isPresented, onDismiss: onDismiss, content: AnyView(shown.map { AnyView($0) } ?? AnyView(EmptyView())),
                                   style: style)
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
        sheet.modalPresentationStyle = request.style
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
        modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: { content() }, style: .pageSheet))
    }

    /// Shows `content` for `item` in a sheet while `item` is not nil; closing the sheet sets it
    /// to nil. A new item while the sheet shows replaces its content (SwiftUI closes the sheet
    /// and opens another: not modelled).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _SheetModifier<Content>> {
        presentation(of: item, onDismiss: onDismiss, style: .pageSheet, content: content)
    }

    /// Shows `content` covering the screen while `isPresented` is true (UIKit's full-screen
    /// presentation sliding up), running `onDismiss` when it has gone.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _SheetModifier<Content>> {
        modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: { content() }, style: .fullScreen))
    }

    /// Shows `content` for `item` covering the screen while `item` is not nil; closing it sets
    /// `item` to nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _SheetModifier<Content>> {
        presentation(of: item, onDismiss: onDismiss, style: .fullScreen, content: content)
    }

    /// The content for `item`, presented in `style` while the item is not nil; closing it
    /// clears the item.
    private func presentation<Item, Content: View>(of item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?, style: UIModalPresentationStyle,
                                                   content: @escaping (Item) -> Content) -> ModifiedContent<Self, _SheetModifier<Content>> {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: { item.wrappedValue.map(content) }, style: style))
    }
}
