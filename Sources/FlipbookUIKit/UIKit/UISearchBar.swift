import Foundation

/// `UISearchBarDelegate`: told as a search bar is edited; every method is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the bar may begin editing (true by default).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The bar began editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// The bar ended editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed by typing (or the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether a typed change may happen.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The search key (return) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// `UISearchTextField`: the text field of a search bar: a rounded grey field with a magnifying
/// glass before its text and a clear button while editing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clipsToBounds = true
        leftView = MagnifyingGlass(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        leftViewMode = .always
        clearButtonMode = .whileEditing
        returnKeyType = .search
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The magnifying glass stands 8 points in.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + 4, y: bounds.midY - 10, width: 30, height: 20)
    }
}

/// The search field's magnifying glass, in `.secondaryLabel`.
@MainActor
final class MagnifyingGlass: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        let lens = CGRect(x: bounds.midX - 7, y: bounds.midY - 7, width: 11, height: 11)
        let glass = UIBezierPath(ovalIn: lens)
        glass.lineWidth = 2
        glass.move(to: CGPoint(x: lens.maxX - 1.5, y: lens.maxY - 1.5))
        glass.addLine(to: CGPoint(x: lens.maxX + 3.5, y: lens.maxY + 3.5))
        glass.lineCapStyle = .round
        UIColor.secondaryLabel.setStroke()
        glass.stroke()
    }
}

/// `UISearchBar`: a search field with an optional cancel button, as iOS draws it: 56 points tall,
/// its 36-point field 16 points in from the sides (8 from the cancel button), "Search" as the
/// placeholder (sizes are a choice after iPhone screenshots). Typing into `searchTextField`
/// (`clock.type(_:into: searchBar.searchTextField)`) tells the delegate's
/// `searchBar(_:textDidChange:)`; the return key its `searchBarSearchButtonClicked(_:)`.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextFieldDelegate {
    /// The text field.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)

    /// Told as the bar is edited.
    open weak var delegate: UISearchBarDelegate?
    /// The search controller whose bar this is, told of the same events as the delegate.
    weak var searchController: UISearchController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        searchTextField.delegate = self
        searchTextField.addAction(UIAction { [unowned self] _ in
            delegate?.searchBar(self, textDidChange: text ?? "")
            searchController?.searchTextChanged()
        }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [unowned self] _ in
            delegate?.searchBarCancelButtonClicked(self)
            searchController?.searchBarCancelled()
        }, for: .touchUpInside)
        cancelButton.isHidden = true
        addSubview(cancelButton)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text searched for.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The placeholder ("Search" by default).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line above the field (nil by default; not drawn: a warning says so).
    open var prompt: String? {
        didSet { if prompt != nil { layer.report("UISearchBar.prompt is not drawn", isWarning: true) } }
    }

    /// Whether the cancel button shows (false by default).
    open var showsCancelButton = false {
        didSet { setNeedsLayout() }
    }

    /// Shows or hides the cancel button; animated, the field narrows over 0.25 s.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
        guard animated else { return layoutIfNeeded() }
        UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    }

    /// The bar's look (stored: the default, minimal look is drawn).
    open var searchBarStyle: Style = .default

    /// `UISearchBar.Style`.
    public enum Style: Int, Sendable {
        /// The default.
        case `default`
        /// With a background.
        case prominent
        /// No background.
        case minimal
    }

    /// 56 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    /// The bar's size: its width, 56 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let cancelWidth = showsCancelButton ? ceil(cancelButton.intrinsicContentSize.width) : 0
        cancelButton.isHidden = !showsCancelButton
        let fieldWidth = max(0, bounds.width - 32 - (showsCancelButton ? cancelWidth + 8 : 0))
        searchTextField.frame = CGRect(x: 16, y: bounds.midY - 18, width: fieldWidth, height: 36)
        cancelButton.frame = CGRect(x: 16 + fieldWidth + 8, y: bounds.midY - 18, width: cancelWidth, height: 36)
    }

    // MARK: The field's delegate

    /// Asks the delegate.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }

    /// Tells the delegate.
    public func textFieldDidBeginEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarBeganEditing()
    }

    /// Tells the delegate.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { delegate?.searchBarTextDidEndEditing(self) }

    /// Asks the delegate.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The search key: tells the delegate; the field keeps editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(self)
        return false
    }
}
