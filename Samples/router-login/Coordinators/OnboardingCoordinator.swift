/// Shows the welcome pages as the router's root module, and finishes when the user is done.
public final class OnboardingCoordinator: BaseCoordinator, CoordinatorFinishOutput {
    /// Set by the application coordinator.
    public var finishFlow: (() -> Void)?

    private let router: Router
    private let modules: ModuleFactory

    /// Creates the flow on `router`.
    public init(router: Router, modules: ModuleFactory) {
        self.router = router
        self.modules = modules
    }

    /// Makes the welcome pages the router's only module.
    override public func start(with option: DeepLinkOption?) {
        let onboarding = modules.makeOnboardingModule()
        onboarding.onFinish = { [weak self] in self?.finishFlow?() }
        router.setRootModule(onboarding)
    }
}
