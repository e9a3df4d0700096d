import Foundation

/// `UIVisualEffect`: what a `UIVisualEffectView` does to what is behind it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// `UIBlurEffect`: a blur of what is behind the view, tinted as its style says.
///
/// Apple documents no numbers for its styles. Flipbook blurs by a Gaussian of 10 points
/// standard deviation and tints with the style's colour in light and dark mode (white at 30 %
/// for `.regular` and the ultra-thin material, up to 85 % for the thick one; a near-black at the
/// same strengths in dark mode): choices after iPhone screenshots, approximate.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's material.
    public enum Style: Int, Sendable {
        /// Lighter than the content behind.
        case extraLight, light, dark
        /// Follows the interface style.
        case regular = 4, prominent = 5
        /// The materials, adapting to the interface style.
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        /// The materials in light mode.
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        /// The materials in dark mode.
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The style.
    public let style: Style

    /// A blur of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's standard deviation in points (a choice).
    static let blurRadius: CGFloat = 10

    /// The tint laid over the blur, following the interface style where the style does.
    var tint: UIColor {
        func light(_ alpha: CGFloat) -> UIColor { UIColor(white: 1, alpha: alpha) }
        func dark(_ alpha: CGFloat) -> UIColor { UIColor(white: 0.11, alpha: alpha) }
        func adaptive(_ alpha: CGFloat) -> UIColor {
            let (lightTint, darkTint) = (light(alpha), dark(alpha))
            return UIColor { $0.userInterfaceStyle == .dark ? darkTint : lightTint }
        }
        switch style {
        case .extraLight: return light(0.8)
        case .light: return light(0.3)
        case .dark: return dark(0.73)
        case .regular, .systemUltraThinMaterial: return adaptive(0.3)
        case .prominent, .systemThickMaterial: return adaptive(0.85)
        case .systemThinMaterial: return adaptive(0.5)
        case .systemMaterial: return adaptive(0.7)
        case .systemChromeMaterial: return adaptive(0.75)
        case .systemUltraThinMaterialLight: return light(0.3)
        case .systemThinMaterialLight: return light(0.5)
        case .systemMaterialLight: return light(0.7)
        case .systemThickMaterialLight: return light(0.85)
        case .systemChromeMaterialLight: return light(0.75)
        case .systemUltraThinMaterialDark: return dark(0.3)
        case .systemThinMaterialDark: return dark(0.5)
        case .systemMaterialDark: return dark(0.7)
        case .systemThickMaterialDark: return dark(0.85)
        case .systemChromeMaterialDark: return dark(0.75)
        }
    }
}

/// How strongly vibrant content shows through.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// For primary text.
    case label
    /// For secondary text.
    case secondaryLabel
    /// For tertiary text.
    case tertiaryLabel
    /// For quaternary text.
    case quaternaryLabel
    /// For large fills.
    case fill
    /// For medium fills.
    case secondaryFill
    /// For small fills.
    case tertiaryFill
    /// For separators.
    case separator
}

/// `UIVibrancyEffect`: content in a vibrancy view's `contentView` takes colour from the blur
/// behind it. Flipbook draws the content as it is, at the style's strength (opacity 0.85 for
/// `.label` down to 0.3 for `.quaternaryLabel`): approximate.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect
    /// The strength.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for content on a blur, at a strength.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy for labels on a blur.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// The content's opacity (a choice).
    var contentAlpha: CGFloat {
        switch style {
        case .label: return 0.85
        case .secondaryLabel: return 0.6
        case .tertiaryLabel: return 0.45
        case .quaternaryLabel, .fill, .separator: return 0.3
        case .secondaryFill: return 0.25
        case .tertiaryFill: return 0.2
        }
    }
}

/// `UIVisualEffectView`: blurs what is behind it (a `UIBlurEffect`) or shows its content
/// vibrantly (a `UIVibrancyEffect`). Add subviews to `contentView`. Setting `effect` inside
/// `UIView.animate` animates the blur in or out, as on iOS.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect (nil: none).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Where the view's content goes.
    public let contentView = UIView()

    /// A view with an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
        applyEffect()
    }

    /// A view with no effect.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Archives are not read on Linux. Returns nil.
    public required init?(coder: NSCoder) { nil }

    /// The content view fills the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func applyEffect() {
        let blur = effect as? UIBlurEffect
        layer.backdropBlur = blur == nil ? 0 : UIBlurEffect.blurRadius
        backgroundColor = blur?.tint
        contentView.alpha = (effect as? UIVibrancyEffect)?.contentAlpha ?? 1
    }
}
