/// The signed-out flow: the sign-in form as the router's root module, the sign-up form pushed
/// above it, the terms pushed above that. Finishes when either form succeeds.
public final class AuthCoordinator: BaseCoordinator, CoordinatorFinishOutput {
    /// Set by the application coordinator.
    public var finishFlow: (() -> Void)?

    private let router: Router
    private let modules: ModuleFactory

    /// The sign-up form while it is on the stack, to tick its terms once they were read.
    private weak var signUpView: SignUpViewController?

    /// Creates the flow on `router`.
    public init(router: Router, modules: ModuleFactory) {
        self.router = router
        self.modules = modules
    }

    /// Shows the sign-in form; with `.signUp`, the sign-up form on top of it.
    override public func start(with option: DeepLinkOption?) {
        showLogin()
        if option == .signUp {
            showSignUp()
        }
    }

    private func showLogin() {
        let login = modules.makeLoginModule()
        login.onCompleteAuth = { [weak self] in self?.finishFlow?() }
        login.onSignUpButtonTap = { [weak self] in self?.showSignUp() }
        router.setRootModule(login)
    }

    private func showSignUp() {
        let signUp = modules.makeSignUpModule()
        signUp.onSignUpComplete = { [weak self] in self?.finishFlow?() }
        signUp.onTermsButtonTap = { [weak self] in self?.showTerms() }
        signUpView = signUp
        router.push(signUp)
    }

    private func showTerms() {
        router.push(modules.makeTermsModule(), completion: { [weak self] in
            self?.signUpView?.hasReadTerms = true
        })
    }
}
