import Foundation
import FlipbookScene
import FlipbookTiming

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var truncation: CATextLayerTruncationMode {
        switch self {
        case .byTruncatingHead: return .start
        case .byTruncatingTail: return .end
        case .byTruncatingMiddle: return .middle
        case .byWordWrapping, .byCharWrapping, .byClipping: return .none
        }
    }
}

/// The layer behind a label: a text layer.
final class UILabelLayer: CATextLayer, @unchecked Sendable {}

/// `UILabel`: text in a font and colour, centred vertically in its bounds.
@preconcurrency @MainActor
open class UILabel: UIView {
    open override class var layerClass: AnyClass { UILabelLayer.self }

    private var textLayer: CATextLayer? { layer as? CATextLayer }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // UILabel's defaults: 17 pt system font, label colour, natural alignment, one line,
        // truncated at the tail. (A class's own observers do not run in its initializer, so
        // the layer gets them here.)
        textLayer?.font = font
        textLayer?.fontSize = 17
        textLayer?.foregroundColor = UIColor.label.cgColor
        textLayer?.truncationMode = .end
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open var text: String? {
        get { (textLayer?.string as? String).flatMap { $0.isEmpty ? nil : $0 } }
        set { textLayer?.string = newValue ?? "" }
    }

    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            textLayer?.font = font
            textLayer?.fontSize = font?.pointSize ?? 17
        }
    }

    open var textColor: UIColor! = .label {
        didSet { textLayer?.foregroundColor = textColor?.cgColor ?? UIColor.label.cgColor }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayer?.alignmentMode = textAlignment.alignmentMode }
    }

    /// 0 means as many lines as fit; more than one wraps.
    open var numberOfLines = 1 {
        didSet { textLayer?.isWrapped = numberOfLines != 1 }
    }

    /// Stored; text is drawn at its font size (see docs/testing-uikit.md).
    open var adjustsFontSizeToFitWidth = false
    /// Stored with `adjustsFontSizeToFitWidth`.
    open var minimumScaleFactor: CGFloat = 0

    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textLayer?.truncationMode = numberOfLines == 1 ? lineBreakMode.truncation : .none }
    }
}

/// The layer behind an image view.
final class UIImageViewLayer: CALayer, @unchecked Sendable {
    override class var engineKind: LayerKind { .image }
}

/// `UIImageView`: an image drawn into the bounds as `contentMode` says.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open override class var layerClass: AnyClass { UIImageViewLayer.self }

    /// A view showing an image, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        layer.contents = image?.cgImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open var image: UIImage? {
        didSet { layer.contents = image?.cgImage }
    }
}
