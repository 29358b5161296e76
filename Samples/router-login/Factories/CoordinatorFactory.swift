import UIKitStandIn

/// Builds the app's coordinators with what each needs (a router, the module factory, the item
/// store). A flow that brings its own container comes as a pair: the coordinator and the
/// module to show, which the caller installs or presents.
public final class CoordinatorFactory {
    /// The screens' factory, handed to every coordinator.
    private let modules: ModuleFactory

    /// The items, handed to the flows that change them.
    private let store: ItemStore

    /// Creates a factory.
    public init(modules: ModuleFactory, store: ItemStore) {
        self.modules = modules
        self.store = store
    }

    /// The onboarding flow on `router`.
    public func makeOnboardingCoordinator(router: Router) -> any Coordinator & CoordinatorFinishOutput {
        OnboardingCoordinator(router: router, modules: modules)
    }

    /// The sign-in / sign-up flow on `router`.
    public func makeAuthCoordinator(router: Router) -> any Coordinator & CoordinatorFinishOutput {
        AuthCoordinator(router: router, modules: modules)
    }

    /// The main flow and its tab bar controller, for the caller to install as the root.
    public func makeTabbarCoordinator() -> (coordinator: any Coordinator & CoordinatorFinishOutput, toPresent: (any Presentable)?) {
        let tabbarController = TabbarController()
        return (TabbarCoordinator(tabbarController: tabbarController, coordinatorFactory: self), tabbarController)
    }

    /// The Items tab's flow on `navigationController`, with a router of its own.
    public func makeItemCoordinator(navigationController: UINavigationController) -> any Coordinator {
        ItemCoordinator(router: Router(rootController: navigationController), modules: modules, coordinatorFactory: self, store: store)
    }

    /// The Settings tab's flow on `navigationController`, with a router of its own.
    public func makeSettingsCoordinator(navigationController: UINavigationController) -> any Coordinator & CoordinatorFinishOutput {
        SettingsCoordinator(router: Router(rootController: navigationController), modules: modules)
    }

    /// The new-item flow on a new navigation controller (a page sheet), for the caller to
    /// present; the form starts with `prefilledName`.
    public func makeItemCreateCoordinator(prefilledName: String = "") -> (coordinator: any Coordinator & CoordinatorFinishOutput, toPresent: (any Presentable)?) {
        let navigationController = UINavigationController()
        navigationController.modalPresentationStyle = .pageSheet
        let router = Router(rootController: navigationController)
        return (ItemCreateCoordinator(router: router, modules: modules, store: store, prefilledName: prefilledName), router)
    }
}
