import Foundation
import UIKitStandIn

/// The sign-in form, titled "Sign In". It does not navigate: it reports through its output
/// closures, which the auth coordinator sets.
public final class LoginViewController: UIViewController {
    /// Called when the credentials were accepted.
    public var onCompleteAuth: (() -> Void)?

    /// Called when the user wants an account instead.
    public var onSignUpButtonTap: (() -> Void)?

    /// What the user typed.
    public var email = ""
    /// What the user typed.
    public var password = ""

    /// Creates the form.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Sign In"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Sign in" button: accepts any non-empty e-mail and password in this sample.
    public func signInTapped() {
        guard !email.isEmpty, !password.isEmpty else { return }
        onCompleteAuth?()
    }

    /// The "Create an account" link.
    public func signUpTapped() {
        onSignUpButtonTap?()
    }
}
