import FlipbookTiming

/// What a layer draws, which decides the properties it has (`CALayer` and its subclasses).
public enum LayerKind: String, Sendable, Hashable, CaseIterable {
    /// A plain `CALayer`: background, border, corner radius, shadow.
    case layer
    /// A `CAShapeLayer`: a path with fill and stroke.
    case shape
    /// A `CATextLayer` / `UILabel`: text.
    case text
    /// A layer whose contents is an image.
    case image
    /// A `CAGradientLayer`.
    case gradient
}

/// An animatable layer property, spelled as Core Animation spells its key.
public enum LayerProperty: String, Sendable, Hashable, CaseIterable {
    case position, bounds, anchorPoint, transform, opacity, hidden, zPosition
    case backgroundColor, cornerRadius, borderWidth, borderColor, masksToBounds
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius
    case fillColor, strokeColor, lineWidth, strokeStart, strokeEnd
    case foregroundColor, fontSize
    case startPoint, endPoint

    /// The kind of value the property holds.
    public var kind: ValueKind {
        switch self {
        case .position, .anchorPoint, .startPoint, .endPoint: return .point
        case .bounds: return .rect
        case .transform: return .transform
        case .hidden, .masksToBounds: return .bool
        case .shadowOffset: return .size
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor: return .color
        case .opacity, .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius,
             .lineWidth, .strokeStart, .strokeEnd, .fontSize:
            return .number
        }
    }

    /// Core Animation's default value.
    public var defaultValue: AnimationValue {
        switch self {
        case .position: return .point(.zero)
        case .bounds: return .rect(.zero)
        case .anchorPoint: return .point(Point(x: 0.5, y: 0.5))
        case .transform: return .transform(.identity)
        case .opacity: return .number(1)
        case .hidden, .masksToBounds: return .bool(false)
        case .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .strokeStart: return .number(0)
        case .backgroundColor, .strokeColor: return .color(.clear)
        case .borderColor, .shadowColor, .fillColor: return .color(.black)
        case .shadowOffset: return .size(Size(width: 0, height: -3))
        case .shadowRadius: return .number(3)
        case .lineWidth, .strokeEnd: return .number(1)
        case .foregroundColor: return .color(.white)
        case .fontSize: return .number(36)
        case .startPoint: return .point(Point(x: 0.5, y: 0))
        case .endPoint: return .point(Point(x: 0.5, y: 1))
        }
    }

    /// Whether a layer of this kind has the property (shape, text and gradient ones are their own).
    public func applies(to layerKind: LayerKind) -> Bool {
        switch self {
        case .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd: return layerKind == .shape
        case .foregroundColor, .fontSize: return layerKind == .text
        case .startPoint, .endPoint: return layerKind == .gradient
        default: return true
        }
    }
}
