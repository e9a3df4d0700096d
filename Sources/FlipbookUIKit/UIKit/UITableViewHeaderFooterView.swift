import Foundation

/// `UITableViewHeaderFooterView`: a section's header or footer: a `contentView` and a
/// `textLabel`, or a content configuration (`defaultContentConfiguration()` gives the table
/// style's: a plain header in the headline font, a grouped one in upper-case footnote text).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was made for.
    public let reuseIdentifier: String?
    /// The view the content goes in; it fills the header.
    public let contentView = UIView(frame: .zero)
    /// The style of the table it is in, for its default configuration.
    var tableStyle: UITableView.Style = .plain
    /// Whether it is a footer, for its default configuration.
    var isFooter = false
    private var configuredView: (UIView & UIContentView)?

    /// A header or footer for a reuse identifier.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        layer.engine.idMayRepeat = true
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called before the table hands the view out again (does nothing by default).
    open func prepareForReuse() {}

    /// A new view of this class, for a table that registered it. Swift without the
    /// Objective-C runtime can make an instance of a class given as a value only through a
    /// `required` initializer; so each class makes its own. The FlipbookPort plugin writes
    /// `override class func flipbookMakeHeaderFooterView(reuseIdentifier: String?) -> UITableViewHeaderFooterView { MyHeader(reuseIdentifier: reuseIdentifier) }`
    /// into your header classes; code that does not go through it writes that line itself.
    /// Without it a class of your own gets a plain `UITableViewHeaderFooterView`, and a problem says so.
    open class func flipbookMakeHeaderFooterView(reuseIdentifier: String?) -> UITableViewHeaderFooterView {
        UITableViewHeaderFooterView(reuseIdentifier: reuseIdentifier)
    }

    /// A new view of `type`, through its factory; a problem when the factory is missing.
    static func make(_ type: UITableViewHeaderFooterView.Type, identifier: String) -> UITableViewHeaderFooterView {
        let view = type.flipbookMakeHeaderFooterView(reuseIdentifier: identifier)
        if !(Swift.type(of: view) == type) {
            view.layer.report("the class registered for '\(identifier)', \(type), has no flipbookMakeHeaderFooterView(reuseIdentifier:): a "
                + "\(Swift.type(of: view)) stands in, so its content and a cast to \(type) are not the class's (the FlipbookPort plugin "
                + "writes it; or write `override class func flipbookMakeHeaderFooterView(reuseIdentifier: String?) -> "
                + "UITableViewHeaderFooterView { \(type)(reuseIdentifier: reuseIdentifier) }` in the class)")
        }
        return view
    }

    /// The text: set, it shows in the table style's configuration.
    open var textLabel: UILabel? {
        if madeTextLabel == nil {
            let label = UILabel(frame: .zero)
            contentView.addSubview(label)
            madeTextLabel = label
        }
        return madeTextLabel
    }
    private var madeTextLabel: UILabel?

    /// A content configuration (replaces `textLabel`).
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredView)
            setNeedsLayout()
        }
    }

    /// What the view draws behind its content (iOS 14); it replaces `backgroundColor`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil { backgroundColor = nil }
            backgroundConfigurationView = BackgroundConfigurationView.show(backgroundConfiguration, for: UICellConfigurationState(traitCollection: traitCollection),
                                                                           updating: false, in: self, replacing: backgroundConfigurationView)
        }
    }
    private var backgroundConfigurationView: BackgroundConfigurationView?

    /// The table style's background for a header or footer (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableStyle == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }

    /// The table style's configuration: a plain or grouped header or footer.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isFooter) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    /// Shows a title in the table style's configuration (`tableView(_:titleForHeaderInSection:)`).
    func showTitle(_ title: String) {
        var configuration = defaultContentConfiguration()
        configuration.text = title
        contentConfiguration = configuration
    }

    /// The height its content needs at `width`.
    func fittedHeight(width: CGFloat) -> CGFloat {
        guard let list = configuredView as? UIListContentView, let configuration = list.configuration as? UIListContentConfiguration else { return 0 }
        let margins = configuration.directionalLayoutMargins
        let font = configuration.textProperties.font
        return ceil(font.lineHeight) + margins.top + margins.bottom
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundConfigurationView?.frame = bounds
        configuredView?.frame = contentView.bounds
        madeTextLabel?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
}
