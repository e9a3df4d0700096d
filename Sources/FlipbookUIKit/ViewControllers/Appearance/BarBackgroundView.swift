import Foundation

/// What a bar draws behind its titles and buttons: its appearance's blur, colour, image and
/// shadow line. A bar in a navigation or tab bar controller shows two, its standard and its
/// scroll-edge appearance, cross-faded by how near the content is to its edge
/// (`show(standard:scrollEdge:atEdge:)`), as UIKit fades the background in as the content
/// scrolls away from the bar.
@MainActor
final class BarBackgroundView: UIView {
    /// Where the shadow line runs: under a navigation bar, over a toolbar or tab bar.
    enum ShadowEdge { case top, bottom }

    private let standard: AppearanceView
    private let scrollEdge: AppearanceView

    init(shadowEdge: ShadowEdge) {
        standard = AppearanceView(shadowEdge: shadowEdge)
        scrollEdge = AppearanceView(shadowEdge: shadowEdge)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(standard)
        addSubview(scrollEdge)
        show(standard: UIBarAppearance(), scrollEdge: nil, atEdge: 0)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `standard` faded into `scrollEdge` (nil: the standard one with no background) by
    /// `atEdge`, 0 (scrolled away: standard) to 1 (at the edge).
    func show(standard standardAppearance: UIBarAppearance, scrollEdge scrollEdgeAppearance: UIBarAppearance?, atEdge: CGFloat) {
        let edge = scrollEdgeAppearance ?? Self.transparent(standardAppearance)
        standard.show(standardAppearance)
        scrollEdge.show(edge)
        // A layer faded out entirely is not drawn, so its blur costs nothing.
        standard.alpha = 1 - atEdge
        scrollEdge.alpha = atEdge
    }

    /// An appearance as UIKit uses it at the scroll edge when none is set: the standard one
    /// with a transparent background.
    static func transparent(_ appearance: UIBarAppearance) -> UIBarAppearance {
        let copy = appearance.copy()
        copy.configureWithTransparentBackground()
        return copy
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        standard.frame = bounds
        scrollEdge.frame = bounds
    }

    /// One appearance drawn: blur, colour, image, shadow.
    private final class AppearanceView: UIView {
        private let shadowEdge: ShadowEdge
        private let blur = UIVisualEffectView(effect: nil)
        private let colour = UIView()
        private let image = UIImageView(image: nil)
        private let shadow = UIImageView(image: nil)

        init(shadowEdge: ShadowEdge) {
            self.shadowEdge = shadowEdge
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            for view in [blur, colour, image, shadow] { addSubview(view) }
        }

        required init?(coder: NSCoder) { nil }

        func show(_ appearance: UIBarAppearance) {
            if (blur.effect as? UIBlurEffect)?.style != appearance.backgroundEffect?.style { blur.effect = appearance.backgroundEffect }
            blur.isHidden = appearance.backgroundEffect == nil
            colour.backgroundColor = appearance.backgroundColor
            colour.isHidden = appearance.backgroundColor == nil
            image.image = appearance.backgroundImage
            image.contentMode = appearance.backgroundImageContentMode
            image.isHidden = appearance.backgroundImage == nil
            if let shadowImage = appearance.shadowImage {
                shadow.image = shadowImage
                shadow.backgroundColor = nil
                shadow.tintColor = appearance.shadowColor
                shadow.isHidden = false
            } else {
                shadow.image = nil
                shadow.backgroundColor = appearance.shadowColor
                shadow.isHidden = appearance.shadowColor == nil
            }
            setNeedsLayout()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            blur.frame = bounds
            colour.frame = bounds
            image.frame = bounds
            let pixel = 1 / max(UIScreen.main.scale, 1)
            let height = shadow.image.map { $0.size.height } ?? pixel
            shadow.frame = CGRect(x: 0, y: shadowEdge == .bottom ? bounds.height : -height, width: bounds.width, height: height)
        }
    }
}
