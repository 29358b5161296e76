/// The Settings tab: the settings screen as its router's root module. Finishes when the user
/// signs out.
public final class SettingsCoordinator: BaseCoordinator, CoordinatorFinishOutput {
    /// Set by the tabbar coordinator.
    public var finishFlow: (() -> Void)?

    private let router: Router
    private let modules: ModuleFactory

    /// Creates the flow on `router` (the tab's navigation controller).
    public init(router: Router, modules: ModuleFactory) {
        self.router = router
        self.modules = modules
    }

    /// Makes the settings screen the router's only module.
    override public func start(with option: DeepLinkOption?) {
        let settings = modules.makeSettingsModule()
        settings.onLogout = { [weak self] in self?.finishFlow?() }
        router.setRootModule(settings)
    }
}
