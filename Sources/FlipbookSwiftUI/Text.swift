import FlipbookUIKit

/// `Text`: a string drawn in the environment's font (`.body` unless set) and foreground colour
/// (`.primary`), wrapping at the width it is offered; its own `font`, `fontWeight`, `bold` and
/// `foregroundColor` override the environment's.
public struct Text: Equatable {
    /// A run of text with its own style (a concatenation has several).
    struct Run: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var color: Color?
        /// Markdown's emphasis, code and strikethrough (italic and the line are not drawn).
        var isItalic = false
        var isCode = false
        var isStruck = false

        /// Whether it has the same style as `other`.
        func sameStyle(as other: Run) -> Bool {
            var text = other
            text.string = string
            return text == self
        }
    }
    var runs: [Run]

    /// `Text.Case`: a case text is drawn in.
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }

    /// `Text.TruncationMode`: where text that does not fit its lines is cut, with an ellipsis.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start.
        case head
        /// At the end (the default).
        case tail
        /// In the middle.
        case middle

        var lineBreakMode: NSLineBreakMode {
            switch self {
            case .head: .byTruncatingHead
            case .tail: .byTruncatingTail
            case .middle: .byTruncatingMiddle
            }
        }
    }

    /// Text showing `content` as it is (a string's value: its Markdown is not drawn).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }
    /// Text showing `key` (a string literal), its inline Markdown drawn (see `LocalizedStringKey`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.runs
    }
    /// Text showing an attributed string's characters, in the view's font and colour. (Foundation
    /// on Linux makes `AttributedString` a string literal too: a literal still means a key.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { runs = [Run(string: String(attributedContent.characters))] }
    /// Text showing `content` as it is, not looked up for translation.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// The characters of every run, without their styles (an alert's or a bar's title).
    var plainString: String { runs.map(\.string).joined() }

    /// The runs with `change` made where the run has not set it itself.
    private func styled(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    /// The text in `font` (runs with a font of their own keep it).
    public func font(_ font: Font?) -> Text { styled { $0.font = $0.font ?? font } }
    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = $0.weight ?? weight } }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text slanted (not drawn: no italic is shipped; the text says so, as `Font.italic()`).
    public func italic(_ isActive: Bool = true) -> Text { styled { $0.isItalic = $0.isItalic || isActive } }
    /// The text struck through (not drawn: the text says so).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.isStruck = $0.isStruck || isActive } }
    /// The text in `color` (runs with a colour of their own keep it).
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = $0.color ?? color } }

    /// Two texts as one, each run keeping its style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.runs += rhs.runs
        return text
    }
}

extension Text: PrimitiveView {
    func makeNodes(in graph: ViewGraph, path: ViewPath) -> [ViewNode] {
        let environment = graph.environment
        let styled = runs.map { run -> (String, UIFont, UIColor) in
            var font = run.font ?? environment.font ?? .body
            if let weight = run.weight ?? environment.fontWeight { font = font.weight(weight) }
            if run.isCode { font = font.monospaced() }
            if run.isItalic { font = font.italic() }
            let string = switch environment.textCase {
            case .uppercase: run.string.uppercased()
            case .lowercase: run.string.lowercased()
            case nil: run.string
            }
            return (string, font.uiFont(at: environment.dynamicTypeSize), run.color?.uiColor ?? environment.foregroundColor ?? .label)
        }
        let node = TextNode(path: path, runs: styled, lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment)
        node.warning = runs.allSatisfy { $0.color == nil } ? environment.foregroundWarning : nil
        if let undrawn = runs.lazy.compactMap({ ($0.font ?? environment.font)?.undrawn ?? ($0.isItalic ? Font.body.italic().undrawn : nil) }).first {
            node.warning = "Text: " + undrawn
        } else if runs.contains(where: \.isStruck) {
            node.warning = "Text: strikethrough (Markdown's ~~ or strikethrough()) is not drawn: the text is drawn without its line"
        }
        node.contentTransition = environment.contentTransition
        node.label.lineBreakMode = environment.truncationMode.lineBreakMode
        return [node]
    }
}

/// Text on screen: a label, measured as UIKit measures it (Flipbook's text layout). Offered a
/// width, it wraps there and is as wide as its widest line; offered nothing, it is one line.
@MainActor
final class TextNode: ViewNode {
    let label = UILabel()
    /// Whether it is several runs, drawn as attributed text.
    private var isRich = false
    /// How a change of its text is drawn in an animated update.
    var contentTransition = ContentTransition.interpolate
    /// The fonts of its runs, which set its baselines.
    private let fonts: [UIFont]

    /// Text of one style, or of several runs (a concatenation, drawn as attributed text).
    init(path: ViewPath, runs: [(String, UIFont, UIColor)], lineLimit: Int?, alignment: TextAlignment) {
        fonts = runs.map(\.1)
        super.init(path: path, kind: "Text")
        label.numberOfLines = lineLimit ?? 0
        label.textAlignment = isRightToLeft ? alignment.rightToLeftTextAlignment : alignment.nsTextAlignment
        isRich = runs.count != 1
        if runs.count == 1, let (string, font, color) = runs.first {
            label.text = string
            label.font = font
            label.textColor = color
        } else {
            let text = NSMutableAttributedString(string: "")
            for (string, font, color) in runs {
                text.append(NSAttributedString(string: string, attributes: [.font: font, .foregroundColor: color]))
            }
            label.attributedText = text
        }
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard let width = proposal.width, width.isFinite else { return label.sizeThatFits(.zero) }
        let size = label.sizeThatFits(CGSize(width: max(width, 1), height: .greatestFiniteMagnitude))
        return CGSize(width: min(size.width, max(width, 0)), height: size.height)
    }

    override func makeView() -> UIView { UILabel() }

    /// Its baselines, as text sets them for `.firstTextBaseline` and `.lastTextBaseline`: the
    /// first line's (the tallest run's ascender below the text's top) and the last line's (the
    /// deepest run's descender above its bottom), the text centred in a taller room as a label
    /// draws it. The metrics are the renderer's (Pango's line metrics, see `UIFont.ascender`).
    override func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let isFirst = key == VerticalAlignment.firstTextBaseline.key
        guard isFirst || key == VerticalAlignment.lastTextBaseline.key, !fonts.isEmpty else { return nil }
        let textHeight = label.sizeThatFits(CGSize(width: max(size.width, 1), height: .greatestFiniteMagnitude)).height
        let top = max(0, (size.height - textHeight) / 2)
        return isFirst ? top + (fonts.map(\.ascender).max() ?? 0) : top + textHeight + (fonts.map(\.descender).min() ?? 0)
    }

    override var animatesSize: Bool { false }

    override func configure(_ view: UIView) {
        guard let shown = view as? UILabel else { return }
        let changed = isRich ? shown.attributedText != label.attributedText : shown.text != label.text
        if changed, shown.text != nil, let animation = AnimatedDraw.animation {
            contentTransition.apply(to: shown.layer, animation: animation)
        }
        if isRich {
            shown.attributedText = label.attributedText
        } else {
            shown.text = label.text
            shown.font = label.font
            shown.textColor = label.textColor
        }
        shown.numberOfLines = label.numberOfLines
        shown.lineBreakMode = label.lineBreakMode
        shown.textAlignment = label.textAlignment
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

    /// The alignment in a right-to-left layout: leading is right.
    var rightToLeftTextAlignment: NSTextAlignment {
        switch self {
        case .leading: .right
        case .center: .center
        case .trailing: .left
        }
    }
}

extension Text: View {
    /// A primitive view.
    public var body: Never { primitiveBody }
}
