import FlipbookUIKit

/// `Text`: a string drawn in the environment's font (`.body` unless set) and foreground colour
/// (`.primary`), wrapping at the width it is offered; its own `font`, `fontWeight`, `bold` and
/// `foregroundColor` override the environment's.
public struct Text: Equatable {
    let string: String
    var font: Font?
    var weight: Font.Weight?
    var color: Color?

    /// `Text.Case`: a case text is drawn in.
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }

    /// Text showing `content`.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text showing `content` as it is, not looked up for translation.
    public init(verbatim content: String) { string = content }


    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }
    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }
}

extension Text: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let environment = graph.environment
        var font = self.font ?? environment.font ?? .body
        if let weight = weight ?? environment.fontWeight { font = font.weight(weight) }
        let color = color?.uiColor ?? environment.foregroundColor ?? .label
        let cased = switch environment.textCase {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        case nil: string
        }
        let node = TextNode(path: path, string: cased, font: font.uiFont, color: color, lineLimit: environment.lineLimit,
                            alignment: environment.multilineTextAlignment)
        node.warning = self.color == nil ? environment.foregroundWarning : nil
        return [node]
    }
}

/// Text on screen: a label, measured as UIKit measures it (Flipbook's text layout). Offered a
/// width, it wraps there and is as wide as its widest line; offered nothing, it is one line.
@MainActor
final class TextNode: ViewNode {
    let label = UILabel()
    /// A warning its view reports (a foreground style it cannot draw).
    var warning: String?

    init(path: ViewPath, string: String, font: UIFont, color: UIColor, lineLimit: Int?, alignment: TextAlignment) {
        super.init(path: path, kind: "Text")
        label.text = string
        label.font = font
        label.textColor = color
        label.numberOfLines = lineLimit ?? 0
        label.textAlignment = alignment.nsTextAlignment
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let width = proposal.width, width.isFinite else { return label.sizeThatFits(.zero) }
        let size = label.sizeThatFits(CGSize(width: max(width, 1), height: .greatestFiniteMagnitude))
        return CGSize(width: min(size.width, max(width, 0)), height: size.height)
    }

    override func makeView() -> UIView { UILabel() }

    override func configure(_ view: UIView) {
        guard let shown = view as? UILabel else { return }
        shown.text = label.text
        shown.font = label.font
        shown.textColor = label.textColor
        shown.numberOfLines = label.numberOfLines
        shown.textAlignment = label.textAlignment
        if let warning { shown.layer.report(warning, isWarning: true) }
    }
}

/// `TextAlignment`: how the lines of wrapped text line up.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// On the leading edge.
    case leading
    /// Centred.
    case center
    /// On the trailing edge.
    case trailing

    var nsTextAlignment: NSTextAlignment {
        switch self {
        case .leading: .natural
        case .center: .center
        case .trailing: .right
        }
    }
}

extension Text: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}
