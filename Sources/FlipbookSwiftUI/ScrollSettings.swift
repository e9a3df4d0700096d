import FlipbookUIKit

/// `ScrollIndicatorVisibility`: whether scroll views inside show their indicators.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let name: String
    /// As the platform does.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden (shown when the platform needs them).
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// `ScrollTargetBehavior`: where a scroll view comes to rest after a flick.
public protocol ScrollTargetBehavior {}

/// `PagingScrollTargetBehavior`: a scroll view rests at whole pages (its own size), as UIKit's
/// `isPagingEnabled`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Paging.
    public init() {}
}

/// `ViewAlignedScrollTargetBehavior`: a scroll view rests with a view at its edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Aligned to the views marked with `scrollTargetLayout()`.
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Views' edges.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension View {
    /// Whether scroll views inside show their indicators. Flipbook draws no scroll indicators
    /// (UIKit's are not drawn either), so only `.visible` differs from what a device shows, with
    /// a warning.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { path, content in
            let node = WrapperNode(path: path, kind: "scrollIndicators", content: content)
            if visibility == .visible { node.warning = "scrollIndicators(.visible): scroll indicators are not drawn" }
            return node
        })
    }

    /// Whether lists and forms inside draw their grouped background (`.hidden` leaves what is
    /// behind them showing; their rows keep theirs).
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.hidesScrollContentBackground = visibility == .hidden })
    }

    /// Where scroll views inside come to rest: `.paging` at whole pages (UIKit's paging). A
    /// view-aligned behaviour rests where the content is, with a warning.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<ModifiedContent<Self, _EnvironmentModifier>, _WrapModifier> {
        let pages = behavior is PagingScrollTargetBehavior
        return modifier(_EnvironmentModifier { $0.scrollPages = pages })
            .modifier(_WrapModifier { path, content in
                let node = WrapperNode(path: path, kind: "scrollTargetBehavior", content: content)
                if !pages { node.warning = "scrollTargetBehavior(.viewAligned): a scroll view rests where it is let go, not at a view's edge (not modelled)" }
                return node
            })
    }

    /// Marks the views whose edges a view-aligned scroll view rests at (stored: see
    /// `scrollTargetBehavior`).
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
}
