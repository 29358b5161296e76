import Foundation
import UIKitStandIn

/// The Account flow's only screen, titled "Create Account": an e-mail field and a "Sign up"
/// button that stays inert until the address looks valid.
public final class CreateAccountViewController: UIViewController {
    /// The Account flow's coordinator. Weak: the navigation controller owns this screen.
    public weak var coordinator: AccountCoordinator?

    /// What the user typed in the e-mail field.
    public var email = ""

    /// Creates the screen; whoever creates it sets `coordinator`.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Create Account"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the address has the shape name@domain.tld.
    public var isEmailValid: Bool {
        let parts = email.split(separator: "@")
        return parts.count == 2 && parts[1].contains(".")
    }

    /// The "Sign up" button: hands a valid address to the coordinator, ignores anything else.
    public func signUpTapped() {
        guard isEmailValid else { return }
        coordinator?.didCreateAccount(email: email)
    }
}
