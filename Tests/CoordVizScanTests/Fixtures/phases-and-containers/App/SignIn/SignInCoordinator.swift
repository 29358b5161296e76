import UIKit

/// Signing in, on a router the app coordinator makes and puts in the window.
final class SignInCoordinator: Coordinating {
    private let router: NavigationRouter
    var onSignedIn: (() -> Void)?

    init(router: NavigationRouter) {
        self.router = router
    }

    func start() {
        let signIn = SignInViewController()
        signIn.delegate = self
        router.setRoot(signIn)
    }
}

extension SignInCoordinator: SignInViewControllerDelegate {
    func signInDidTapCreateAccount(_ controller: SignInViewController) {
        router.push(CreateAccountViewController())
    }

    func signInDidSucceed(_ controller: SignInViewController) {
        onSignedIn?()
    }

    func signInDidTapHelp(_ controller: SignInViewController) {
        let support = ContactSupportViewController()
        support.delegate = self
        router.present(support)
    }
}

extension SignInCoordinator: ContactSupportDelegate {
    func contactSupportDidSend(_ controller: ContactSupportViewController) {
        router.dismiss()
    }
}
