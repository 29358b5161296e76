import Foundation
import UIKitStandIn

/// The sign-up form, titled "Sign Up", pushed above the sign-in form. It links to the terms and
/// reports through its output closures.
public final class SignUpViewController: UIViewController {
    /// Called when the account was created.
    public var onSignUpComplete: (() -> Void)?

    /// Called when the user opens the terms.
    public var onTermsButtonTap: (() -> Void)?

    /// The name the user typed.
    public var name = ""

    /// Whether the user has opened the terms and come back (shown as a tick next to the link).
    public var hasReadTerms = false

    /// Creates the form.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Sign Up"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Create account" button: needs a name.
    public func createAccountTapped() {
        guard !name.isEmpty else { return }
        onSignUpComplete?()
    }

    /// The "Terms of use" link.
    public func termsTapped() {
        onTermsButtonTap?()
    }
}
