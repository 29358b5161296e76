import UIKit

protocol SignInViewControllerDelegate: AnyObject {
    func signInDidTapCreateAccount(_ controller: SignInViewController)
    func signInDidSucceed(_ controller: SignInViewController)
    func signInDidTapHelp(_ controller: SignInViewController)
}

final class SignInViewController: UIViewController {
    weak var delegate: SignInViewControllerDelegate?
    private var formIsValid = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
    }

    @objc private func createAccountTapped() {
        delegate?.signInDidTapCreateAccount(self)
    }

    @objc private func signInTapped() {
        guard formIsValid else { return }
        delegate?.signInDidSucceed(self)
    }

    @objc private func helpTapped() {
        delegate?.signInDidTapHelp(self)
    }
}

final class CreateAccountViewController: UIViewController {}
