/// The root of the app's flows. It runs one phase at a time on the app's router — onboarding,
/// sign-in, or the main tab bar flow — as its only child, and replaces the router's root module
/// when a phase ends. Deep links pick the phase, or go to the running main flow.
public final class ApplicationCoordinator: BaseCoordinator {
    /// The app's router, whose navigation controller is the window's root.
    private let router: Router

    /// Builds the phases' coordinators.
    private let coordinatorFactory: CoordinatorFactory

    /// Whether the user has seen the onboarding and is signed in.
    private let session: SessionStore

    /// A deep link that needs a signed-in user, kept while the user signs in.
    private var pendingDeepLink: DeepLinkOption?

    /// Creates the coordinator.
    public init(router: Router, coordinatorFactory: CoordinatorFactory, session: SessionStore) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
        self.session = session
    }

    /// Starts the phase the session calls for, or follows `option`.
    override public func start(with option: DeepLinkOption?) {
        if let option {
            follow(option)
            return
        }
        switch LaunchInstructor(session: session) {
        case .onboarding: runOnboardingFlow()
        case .auth: runAuthFlow(with: nil)
        case .main: runMainFlow(with: takePendingDeepLink())
        }
    }

    /// Goes where a deep link points.
    private func follow(_ option: DeepLinkOption) {
        switch option {
        case .onboarding:
            runOnboardingFlow()
        case .signUp:
            guard !session.isAuthorized else { return }
            runAuthFlow(with: .signUp)
        case .item:
            if let mainFlow = childCoordinators.first(where: { $0 is TabbarCoordinator }) {
                mainFlow.start(with: option)
            } else if session.isAuthorized {
                runMainFlow(with: option)
            } else {
                pendingDeepLink = option
                if !childCoordinators.contains(where: { $0 is AuthCoordinator }) {
                    runAuthFlow(with: nil)
                }
            }
        }
    }

    private func runOnboardingFlow() {
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            guard let self else { return }
            self.session.hasSeenOnboarding = true
            self.removeDependency(coordinator)
            self.start()
        }
        replacePhase(with: coordinator, option: nil)
    }

    private func runAuthFlow(with option: DeepLinkOption?) {
        let coordinator = coordinatorFactory.makeAuthCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            guard let self else { return }
            self.session.isAuthorized = true
            self.removeDependency(coordinator)
            self.start()
        }
        replacePhase(with: coordinator, option: option)
    }

    private func runMainFlow(with option: DeepLinkOption?) {
        let (coordinator, module) = coordinatorFactory.makeTabbarCoordinator()
        coordinator.finishFlow = { [weak self, weak coordinator] in
            guard let self else { return }
            self.session.isAuthorized = false
            self.removeDependency(coordinator)
            self.start()
        }
        router.setRootModule(module, hideBar: true)
        replacePhase(with: coordinator, option: option)
    }

    /// Lets go of the running phase and starts `coordinator` as the only child. The phase's
    /// `start` installs its root module on the router, replacing the previous phase's screens.
    private func replacePhase(with coordinator: any Coordinator, option: DeepLinkOption?) {
        for running in childCoordinators {
            removeDependency(running)
        }
        addDependency(coordinator)
        coordinator.start(with: option)
    }

    private func takePendingDeepLink() -> DeepLinkOption? {
        defer { pendingDeepLink = nil }
        return pendingDeepLink
    }
}
