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
    /// shown, scaled to fill the bounds. The document is imported onto Flipbook's engine
    /// (FlipbookLottieImport) and drawn by the renderer as vectors, the same import that
    /// makes a Lottie file given to `flipbook` where a scene goes a scene of its layers.
    case lottie
}

/// An animatable layer property, spelled as Core Animation spells its key.
public enum LayerProperty: String, Sendable, Hashable, CaseIterable {
    /// The anchor point's place in the superlayer (`position`).
    case position
    /// The layer's own rectangle: origin and size (`bounds`).
    case bounds
    /// The point, in the unit square of the bounds, that sits at `position` and that transforms turn about.
    case anchorPoint
    /// The 3-D transform about the anchor point.
    case transform
    /// Opacity, 0 to 1.
    case opacity
    /// Whether the layer is not drawn (`isHidden`).
    case hidden
    /// The place along z: higher draws in front of siblings.
    case zPosition
    /// The colour filling the bounds.
    case backgroundColor
    /// The radius of the rounded corners.
    case cornerRadius
    /// The width of the border, drawn inside the bounds.
    case borderWidth
    /// The border's colour.
    case borderColor
    /// Whether sublayers and contents are clipped to the rounded bounds.
    case masksToBounds
    /// The shadow's colour.
    case shadowColor
    /// The shadow's opacity (0: no shadow).
    case shadowOpacity
    /// The shadow's offset.
    case shadowOffset
    /// The shadow's blur radius.
    case shadowRadius
    /// The image drawn in the bounds.
    case contents
    /// How the contents image fits the bounds.
    case contentsGravity
    /// The part of the contents image that stretches when it is resized, in the unit square
    /// of the image (Core Animation's `contentsCenter`; the whole image by default): the rest
    /// is drawn at its own size, `contentsScale` pixels to the point, as a nine-part image's
    /// caps are (`UIImage.resizableImage(withCapInsets:)`).
    case contentsCenter
    /// Pixels per point of the contents image: the size gravities that do not resize draw it
    /// at, and the size of `contentsCenter`'s caps.
    case contentsScale
    /// An image tiled as the background (`UIColor(patternImage:)`).
    case backgroundPattern
    /// A shape layer's path.
    case path
    /// A shape layer's fill colour.
    case fillColor
    /// A shape layer's stroke colour.
    case strokeColor
    /// A shape layer's stroke width.
    case lineWidth
    /// Where along the path the stroke starts, 0 to 1.
    case strokeStart
    /// Where along the path the stroke ends, 0 to 1.
    case strokeEnd
    /// Non-zero or even-odd.
    case fillRule
    /// Butt, round or square line ends.
    case lineCap
    /// Miter, round or bevel corners.
    case lineJoin
    /// Lengths of dashes and gaps in turn.
    case lineDashPattern
    /// How far into the dash pattern the stroke starts.
    case lineDashPhase
    /// How far a mitred corner may reach, in line widths.
    case miterLimit
    /// A text layer's string.
    case string
    /// A text layer's font family.
    case font
    /// A text layer's font size in points.
    case fontSize
    /// A text layer's font weight, 100 to 900.
    case fontWeight
    /// A text layer's text colour.
    case foregroundColor
    /// How lines sit between the edges.
    case alignmentMode
    /// Whether text wraps to the width (`isWrapped`).
    case wrapped
    /// Where a line that does not fit is cut.
    case truncationMode
    /// A gradient's colours.
    case colors
    /// Where each gradient colour stops, 0 to 1.
    case locations
    /// Where a gradient starts, in the unit square of the bounds.
    case startPoint
    /// Where a gradient ends, in the unit square of the bounds.
    case endPoint
    /// `CAGradientLayer.type`: axial, radial or conic.
    case gradientType = "type"
    /// `isDoubleSided`: false hides the layer while a 3-D turn shows its back.
    case doubleSided
    /// `maskedCorners`: which corners `cornerRadius` rounds, as `CACornerMask`'s raw value
    /// (1 top left, 2 top right, 4 bottom left, 8 bottom right; 15, all four, by default).
    case maskedCorners
    /// `sublayerTransform`: applied to the sublayers about the layer's anchor point (perspective
    /// shared by a group of sublayers).
    case sublayerTransform
    /// `shadowPath`: the shadow's outline, instead of the layer's silhouette.
    case shadowPath
    /// `anchorPointZ`: the z of the point a 3-D transform turns the layer about.
    case anchorPointZ
    /// How the layer's `mask` counts, Flipbook's own (Core Animation's masks count by alpha):
    /// `alpha`, `alphaInverted`, `luminance` or `luminanceInverted`, Lottie's four track
    /// mattes. Luminance is Rec. 709's of the mask's premultiplied colour (its luminance times
    /// its alpha), as ThorVG and SVG's `luminanceToAlpha` take it.
    case maskMode
    /// How much what is drawn behind the layer is blurred under its bounds, Flipbook's own: the
    /// blur's standard deviation in points (0: none). A `UIVisualEffectView` with a
    /// `UIBlurEffect` sets it (Core Animation's backdrop layers with a Gaussian blur filter are
    /// private API).
    case backdropBlur
    /// How much the layer's own drawing, its sublayers' included, is blurred, Flipbook's own:
    /// the blur's standard deviation in points (0: none). SwiftUI's `blur(radius:)` and
    /// `.blurReplace` set it (Core Animation's layer filters are private API on iOS).
    case contentBlur
    /// How many copies a replicator draws.
    case instanceCount
    /// The transform each replicator copy adds to the one before.
    case instanceTransform
    /// How much later each replicator copy runs its animations.
    case instanceDelay
    /// The tint of a replicator's first copy.
    case instanceColor
    /// Added to the red tint of each copy after the first.
    case instanceRedOffset
    /// Added to the green tint of each copy after the first.
    case instanceGreenOffset
    /// Added to the blue tint of each copy after the first.
    case instanceBlueOffset
    /// Added to the opacity of each copy after the first.
    case instanceAlphaOffset
    /// A Lottie layer's document, relative to the scene file, and the frame it shows (lottie-ios's
    /// `currentFrame`, not rounded).
    case animationFile, currentFrame

    /// The kind of value the property holds.
    public var kind: ValueKind {
        switch self {
        case .position, .anchorPoint, .startPoint, .endPoint: return .point
        case .bounds, .contentsCenter: return .rect
        case .transform, .instanceTransform, .sublayerTransform: return .transform
        case .hidden, .masksToBounds, .doubleSided: return .bool
        case .shadowOffset: return .size
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor, .instanceColor: return .color
        case .opacity, .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius,
             .lineWidth, .strokeStart, .strokeEnd, .fontSize, .fontWeight, .lineDashPhase, .miterLimit,
             .instanceCount, .instanceDelay, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset,
             .anchorPointZ, .currentFrame, .maskedCorners, .backdropBlur, .contentBlur, .contentsScale:
            return .number
        case .contents, .contentsGravity, .backgroundPattern, .fillRule, .lineCap, .lineJoin,
             .string, .font, .alignmentMode, .truncationMode, .gradientType, .animationFile, .maskMode:
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
        case .contentsCenter: return .rect(Rect(x: 0, y: 0, width: 1, height: 1))
        case .contentsScale: return .number(1)
        case .anchorPoint: return .point(Point(x: 0.5, y: 0.5))
        case .transform, .instanceTransform, .sublayerTransform: return .transform(.identity)
        case .opacity: return .number(1)
        case .hidden, .masksToBounds: return .bool(false)
        case .doubleSided: return .bool(true)
        case .maskedCorners: return .number(15)
        case .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .strokeStart: return .number(0)
        case .backgroundColor, .strokeColor: return .color(.clear)
        case .borderColor, .shadowColor, .fillColor: return .color(.black)
        case .shadowOffset: return .size(Size(width: 0, height: -3))
        case .shadowRadius: return .number(3)
        case .lineWidth, .strokeEnd, .instanceCount: return .number(1)
        case .instanceDelay, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset, .anchorPointZ,
             .currentFrame, .backdropBlur, .contentBlur:
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
        case .maskMode: return .string("alpha")
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
        case .maskMode: return ["alpha", "alphaInverted", "luminance", "luminanceInverted"]
        default: return nil
        }
    }

    /// Whether animations change it, explicit and implicit ones: every property but
    /// `maskedCorners`, a set of corners rather than a quantity.
    public var isAnimatable: Bool { self != .maskedCorners }

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
