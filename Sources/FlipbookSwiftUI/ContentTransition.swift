import FlipbookUIKit

/// `ContentTransition`: how a view's content (a text's characters) changes in an animated
/// update. Flipbook draws every kind but `.identity` as a cross-fade of the old content into the
/// new over the animation; `.numericText` says so with a warning (its digits do not roll yet).
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate, numericText
    }
    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's shapes are interpolated where they can be (drawn as a cross-fade).
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Digits roll to their new values (drawn as a cross-fade, with a warning).
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: .numericText) }
    /// Digits roll towards `value` (drawn as a cross-fade, with a warning).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericText) }

    /// Cross-fades `layer`'s new content from its old one over `animation` (its logical
    /// duration: a spring's perceptual one), unless the content changes at once.
    @MainActor
    func apply(to layer: CALayer, animation: Animation) {
        guard kind != .identity else { return }
        if kind == .numericText {
            layer.report("contentTransition(.numericText) is drawn as a cross-fade: its digits do not roll yet", isWarning: true)
        }
        let fade = CATransition()
        fade.type = .fade
        fade.duration = animation.logicalDuration
        fade.beginTime = CACurrentMediaTime() + animation.delay
        fade.fillMode = .backwards
        if case .curve(let first, let second, _) = animation.timing {
            fade.timingFunction = CAMediaTimingFunction(controlPoints: Float(first.x), Float(first.y), Float(second.x), Float(second.y))
        } else {
            fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        }
        layer.add(fade, forKey: "swiftui.contentTransition")
    }
}

extension EnvironmentValues {
    /// How content changes inside (`contentTransition(_:)`); `.interpolate` by default.
    public var contentTransition: ContentTransition {
        get { custom[ObjectIdentifier(ContentTransition.self)] as? ContentTransition ?? .interpolate }
        set { custom[ObjectIdentifier(ContentTransition.self)] = newValue }
    }
}

extension View {
    /// How the content inside changes in an animated update.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.contentTransition = transition })
    }
}
