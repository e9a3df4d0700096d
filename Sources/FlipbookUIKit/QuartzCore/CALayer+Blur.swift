import FlipbookScene

// Blurs Core Animation draws with filters that are private API on iOS (`UIVisualEffectView`'s
// backdrop, SwiftUI's `blur(radius:)`): Flipbook's own layer properties, animatable as numbers.
extension CALayer {
    /// How much what is behind the layer is blurred (points of standard deviation; 0: none).
    var backdropBlur: CGFloat {
        get { number(.backdropBlur) }
        set { change(.backdropBlur, .number(Double(newValue))) }
    }

    /// How much the layer's own drawing, its sublayers' included, is blurred (points of standard
    /// deviation; 0: none), for SwiftUI's `blur(radius:)`.
    @_spi(SwiftUI)
    public var _contentBlur: CGFloat {
        get { number(.contentBlur) }
        set { change(.contentBlur, .number(Double(newValue))) }
    }
}
