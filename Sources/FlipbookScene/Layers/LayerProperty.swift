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
    /// A `CAReplicatorLayer`: its sublayers drawn `instanceCount` times, each copy moved by
    /// `instanceTransform` from the one before, later by `instanceDelay`, tinted by
    /// `instanceColor` plus the offsets.
    case replicator
    /// A Lottie animation shown one frame at a time, like lottie-ios's `LottieAnimationView`:
    /// `animationFile` names the document (`.json` or `.lottie`), `currentFrame` the frame
    /// shown, scaled to fill the bounds. Drawn by rlottie (FlipbookRlottie); a Lottie file given
    /// to `flipbook` where a scene goes becomes a scene of one such layer.
    case lottie
}

/// An animatable layer property, spelled as Core Animation spells its key.
public enum LayerProperty: String, Sendable, Hashable, CaseIterable {
    case position, bounds, anchorPoint, transform, opacity, hidden, zPosition
    case backgroundColor, cornerRadius, borderWidth, borderColor, masksToBounds
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius
    case contents, contentsGravity, backgroundPattern
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd
    case fillRule, lineCap, lineJoin, lineDashPattern, lineDashPhase, miterLimit
    case string, font, fontSize, fontWeight, foregroundColor, alignmentMode, wrapped, truncationMode
    case colors, locations, startPoint, endPoint
    /// `CAGradientLayer.type`: axial, radial or conic.
    case gradientType = "type"
    /// `isDoubleSided`: false hides the layer while a 3-D turn shows its back.
    case doubleSided
    /// `sublayerTransform`: applied to the sublayers about the layer's anchor point (perspective
    /// shared by a group of sublayers).
    case sublayerTransform
    /// `shadowPath`: the shadow's outline, instead of the layer's silhouette.
    case shadowPath
    /// `anchorPointZ`: the z of the point a 3-D transform turns the layer about.
    case anchorPointZ
    case instanceCount, instanceTransform, instanceDelay, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset
    /// A Lottie layer's document, relative to the scene file, and the frame it shows (its whole
    /// part; lottie-ios's `currentFrame`).
    case animationFile, currentFrame

    /// The kind of value the property holds.
    public var kind: ValueKind {
        switch self {
        case .position, .anchorPoint, .startPoint, .endPoint: return .point
        case .bounds: return .rect
        case .transform, .instanceTransform, .sublayerTransform: return .transform
        case .hidden, .masksToBounds, .doubleSided: return .bool
        case .shadowOffset: return .size
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor, .instanceColor: return .color
        case .opacity, .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius,
             .lineWidth, .strokeStart, .strokeEnd, .fontSize, .fontWeight, .lineDashPhase, .miterLimit,
             .instanceCount, .instanceDelay, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset,
             .anchorPointZ, .currentFrame:
            return .number
        case .contents, .contentsGravity, .backgroundPattern, .fillRule, .lineCap, .lineJoin,
             .string, .font, .alignmentMode, .truncationMode, .gradientType, .animationFile:
            return .string
        case .wrapped: return .bool
        case .path, .shadowPath: return .path
        case .colors: return .colors
        case .locations, .lineDashPattern: return .numbers
        }
    }

    /// Core Animation's default value.
    public var defaultValue: AnimationValue {
        switch self {
        case .position: return .point(.zero)
        case .bounds: return .rect(.zero)
        case .anchorPoint: return .point(Point(x: 0.5, y: 0.5))
        case .transform, .instanceTransform, .sublayerTransform: return .transform(.identity)
        case .opacity: return .number(1)
        case .hidden, .masksToBounds: return .bool(false)
        case .doubleSided: return .bool(true)
        case .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .strokeStart: return .number(0)
        case .backgroundColor, .strokeColor: return .color(.clear)
        case .borderColor, .shadowColor, .fillColor: return .color(.black)
        case .shadowOffset: return .size(Size(width: 0, height: -3))
        case .shadowRadius: return .number(3)
        case .lineWidth, .strokeEnd, .instanceCount: return .number(1)
        case .instanceDelay, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset, .anchorPointZ,
             .currentFrame:
            return .number(0)
        case .instanceColor: return .color(.white)
        case .foregroundColor: return .color(.white)
        case .fontSize: return .number(36)
        case .startPoint: return .point(Point(x: 0.5, y: 0))
        case .endPoint: return .point(Point(x: 0.5, y: 1))
        case .contents, .backgroundPattern, .string, .animationFile: return .string("")
        case .contentsGravity: return .string("resize")
        case .fillRule: return .string("non-zero")
        case .lineCap: return .string("butt")
        case .lineJoin: return .string("miter")
        case .font: return .string("system")
        case .alignmentMode: return .string("natural")
        case .truncationMode: return .string("none")
        case .gradientType: return .string("axial")
        case .wrapped: return .bool(false)
        case .fontWeight: return .number(400)
        case .lineDashPhase: return .number(0)
        case .miterLimit: return .number(10)
        case .path, .shadowPath: return .path(BezierPath())
        case .colors: return .colors([])
        case .locations, .lineDashPattern: return .numbers([])
        }
    }

    /// The names a string property accepts (Core Animation's constants), or nil for free text.
    ///
    /// `contents` and `backgroundPattern` are PNG file paths, relative to the scene file;
    /// `backgroundPattern` tiles its image like `UIColor(patternImage:)`.
    public var allowedStrings: [String]? {
        switch self {
        case .contentsGravity:
            return ["resize", "resizeAspect", "resizeAspectFill", "center", "top", "bottom", "left", "right",
                    "topLeft", "topRight", "bottomLeft", "bottomRight"]
        case .fillRule: return ["non-zero", "even-odd"]
        case .lineCap: return ["butt", "round", "square"]
        case .lineJoin: return ["miter", "round", "bevel"]
        case .alignmentMode: return ["natural", "left", "right", "center", "justified"]
        case .truncationMode: return ["none", "start", "end", "middle"]
        case .gradientType: return ["axial", "radial", "conic"]
        default: return nil
        }
    }

    /// Whether a layer of this kind has the property (shape, text and gradient ones are their own).
    public func applies(to layerKind: LayerKind) -> Bool {
        switch self {
        case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd, .fillRule, .lineCap, .lineJoin,
             .lineDashPattern, .lineDashPhase, .miterLimit:
            return layerKind == .shape
        case .string, .font, .fontSize, .fontWeight, .foregroundColor, .alignmentMode, .wrapped, .truncationMode:
            return layerKind == .text
        case .colors, .locations, .startPoint, .endPoint, .gradientType: return layerKind == .gradient
        case .instanceCount, .instanceTransform, .instanceDelay, .instanceColor, .instanceRedOffset, .instanceGreenOffset,
             .instanceBlueOffset, .instanceAlphaOffset:
            return layerKind == .replicator
        case .animationFile, .currentFrame: return layerKind == .lottie
        default: return true
        }
    }
}
