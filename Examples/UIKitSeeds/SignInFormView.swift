#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

/// A text field's stand-in: a rounded box whose height is its intrinsic size.
final class FieldView: UIView {
    var isCompact = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: isCompact ? 36 : 44)
    }
}

/// A sign-in card laid out the way screens are: a title and a subtitle on the readable width,
/// two fields a system spacing apart, an error message that opens between the fields and the
/// button when `showError()` switches constraints in `updateConstraints()`, and a button held to
/// the trailing margin. It uses the Auto Layout API surface an app uses, so that it compiles in
/// both language modes (UIKitSeeds and UIKitSeedsSwift5).
final class SignInFormView: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let emailField = FieldView()
    let passwordField = FieldView()
    let errorLabel = UILabel()
    let button = UIView()
    private let gap = UILayoutGuide()
    private var errorHidden: [NSLayoutConstraint] = []
    private var errorShown: [NSLayoutConstraint] = []
    private(set) var isShowingError = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
        for (view, name) in [(titleLabel, "title"), (subtitleLabel, "subtitle"), (emailField, "email"), (passwordField, "password"),
                             (errorLabel, "error"), (button, "button")] as [(UIView, String)] {
            view.accessibilityIdentifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        titleLabel.text = "Sign in"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        subtitleLabel.text = "Use the account you made on the web."
        subtitleLabel.numberOfLines = 0
        subtitleLabel.textColor = .secondaryLabel
        errorLabel.text = "That password is not right."
        errorLabel.textColor = .systemRed
        errorLabel.alpha = 0
        errorLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 8
        addLayoutGuide(gap)

        let readable = readableContentGuide
        let width = NSLayoutConstraint(item: button, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 120)
        width.identifier = "button width"
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: readable.trailingAnchor),
            subtitleLabel.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: titleLabel.lastBaselineAnchor, multiplier: 3),
            subtitleLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            emailField.topAnchor.constraint(equalToSystemSpacingBelow: subtitleLabel.bottomAnchor, multiplier: 2),
            passwordField.topAnchor.constraint(equalToSystemSpacingBelow: emailField.bottomAnchor, multiplier: 1),
            gap.topAnchor.constraint(equalTo: passwordField.bottomAnchor),
            button.topAnchor.constraint(equalTo: gap.bottomAnchor),
            button.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            width,
            button.heightAnchor.constraint(equalTo: emailField.heightAnchor),
            button.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            errorLabel.leadingAnchor.constraint(equalTo: passwordField.leadingAnchor),
            errorLabel.trailingAnchor.constraint(equalTo: passwordField.trailingAnchor),
        ])
        for field in [emailField, passwordField] {
            field.backgroundColor = UIColor(white: 0.95, alpha: 1)
            field.layer.cornerRadius = 8
            field.setContentHuggingPriority(.required, for: .vertical)
            NSLayoutConstraint.activate([field.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                                         field.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor)])
        }
        errorHidden = [gap.heightAnchor.constraint(equalToConstant: 16),
                       errorLabel.topAnchor.constraint(equalTo: passwordField.bottomAnchor)]
        errorShown = [gap.heightAnchor.constraint(equalTo: errorLabel.heightAnchor, constant: 24),
                      errorLabel.topAnchor.constraint(equalTo: gap.topAnchor, constant: 8)]
        // The gap's height, the error's top: one set is active at a time.
        let offset = passwordField.bottomAnchor.anchorWithOffset(to: button.topAnchor)
        let atLeast = offset.constraint(greaterThanOrEqualToConstant: 16)
        atLeast.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate(errorHidden + [atLeast])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Opens the error message between the fields and the button, fading it in.
    func showError() {
        isShowingError = true
        setNeedsUpdateConstraints()
        UIView.animate(withDuration: 0.3) {
            self.errorLabel.alpha = 1
            self.layoutIfNeeded()
        }
    }

    override func updateConstraints() {
        if isShowingError, errorHidden.first?.isActive == true {
            NSLayoutConstraint.deactivate(errorHidden)
            NSLayoutConstraint.activate(errorShown)
        }
        super.updateConstraints()
    }
}
