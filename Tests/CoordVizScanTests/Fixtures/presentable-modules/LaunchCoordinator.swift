import UIKit

/// The app's own router: replacing its root module replaces what the app shows.
protocol AppRouter: Showable {
    func setRootModule(_ module: Showable?)
    func push(_ module: Showable?)
}

final class MainTabsController: UITabBarController {}

final class HomeTabsCoordinator: Coordinator {
    private let tabs: UITabBarController
    init(tabs: UITabBarController) { self.tabs = tabs }
    func start() {}
}

final class FlowMaker {
    func makeWelcome(router: AppRouter) -> WelcomeCoordinator {
        WelcomeCoordinator(router: router)
    }

    func makeHome() -> (flow: Coordinator, module: Showable?) {
        let controller = MainTabsController.fromStoryboard()
        let flow = HomeTabsCoordinator(tabs: controller)
        return (flow, controller)
    }
}

final class LaunchCoordinator: Coordinator {
    private let router: AppRouter
    private let maker = FlowMaker()
    private var children: [Coordinator] = []

    init(router: AppRouter) { self.router = router }

    func start() {
        let welcome = maker.makeWelcome(router: router)
        welcome.onFinish = { [weak self] in self?.showHome() }
        children.append(welcome)
        welcome.start()
    }

    private func showHome() {
        let (flow, module) = maker.makeHome()
        children = [flow]
        router.setRootModule(module)
        flow.start()
    }
}
