import Foundation

/// A layout guide that tracks something on screen and changes which constraints are active as
/// it moves. Flipbook's only tracking guide is the keyboard's, which sits at the bottom of the
/// screen: the edge-dependent constraints are not modelled.
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    init(trackingKind kind: Kind, owner: UIView) {
        super.init(kind: kind, owner: owner)
    }
}

/// `view.keyboardLayoutGuide`: the part of the view the software keyboard covers. Pin content's
/// bottom to its `topAnchor` and the content stays above the keyboard, moving with it as it
/// comes up and goes.
///
/// As on iOS 17, the guide spans the view's width along its bottom edge; while the keyboard is
/// down it is as tall as the view's bottom safe-area inset (`usesBottomSafeArea`, true by
/// default, else 0 points), and while it is up, as tall as the part of the view the keyboard
/// covers. When the keyboard moves, the window's layout runs inside an animation of the
/// keyboard's duration (0.25 s; its curve 7, which Apple does not document, is drawn ease in
/// and out, approximate), so constrained content slides with it.
@MainActor
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a keyboard that is undocked or floating (an iPad's): kept;
    /// the iPhone's keyboard is always docked.
    public var followsUndockedKeyboard = false

    /// Whether, with the keyboard down, the guide's top is the safe area's bottom (true) or the
    /// view's bottom (false).
    public var usesBottomSafeArea = true {
        didSet { if let owningView { LayoutEngine.structureChanged(owningView) } }
    }

    /// How far above the keyboard a scroll view's interactive dismissal starts: kept.
    public var keyboardDismissPadding: CGFloat = 0

    init(owner: UIView) {
        super.init(trackingKind: .keyboard, owner: owner)
        identifier = "UIKeyboardLayoutGuide"
        KeyboardTracking.add(self)
    }

    /// The guide's height in its view for the keyboard where it is (or is going).
    func height(in view: UIView) -> CGFloat {
        let resting = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        guard SoftwareKeyboard.isShown else { return resting }
        let viewBottom = view.convert(view.bounds, to: nil).maxY
        let covered = min(max(viewBottom - SoftwareKeyboard.shownFrame.minY, 0), view.bounds.height)
        return max(covered, resting)
    }
}

/// The keyboard guides made so far, to lay out again when the keyboard moves.
@MainActor
enum KeyboardTracking {
    private static var guides: [WeakGuide] = []

    private struct WeakGuide {
        weak var guide: UIKeyboardLayoutGuide?
    }

    static func add(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakGuide(guide: guide))
    }

    /// The keyboard starts to move: each window holding a guide lays out again inside an
    /// animation of the keyboard's move.
    static func keyboardWillMove() {
        var windows: [UIWindow] = []
        for entry in guides {
            guard let view = entry.guide?.owningView else { continue }
            LayoutEngine.structureChanged(view)
            if let window = view.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        guard !windows.isEmpty else { return }
        UIView.animate(withDuration: SoftwareKeyboard.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            for window in windows { window.layoutIfNeeded() }
        }
    }
}

extension UIView {
    /// The part of the view the software keyboard covers (see ``UIKeyboardLayoutGuide``).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = systemGuides[.keyboard] as? UIKeyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owner: self)
        systemGuides[.keyboard] = guide
        LayoutEngine.structureChanged(self)
        return guide
    }
}
