import UIKit
import Combine

/// The app's root: a sign-in screen, then the app's tab bar presented full screen over it.
final class LaunchCoordinator: FlowCoordinator {
    let navigation: UINavigationController
    var flows: [FlowCoordinator] = []

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let signIn = SignInViewController()
        signIn.coordinator = self
        navigation.pushViewController(signIn, animated: false)
    }

    func signedIn() {
        let home = HomeTabsCoordinator(presenter: navigation)
        flows.append(home)
        home.start()
    }
}

/// Makes a tab bar with two stacks, styles it and presents it over what it was handed.
final class HomeTabsCoordinator: FlowCoordinator {
    let presenter: UINavigationController
    var flows: [FlowCoordinator] = []

    init(presenter: UINavigationController) { self.presenter = presenter }

    func start() {
        let newsStack = UINavigationController()
        let settingsStack = UINavigationController()
        let tabBar = UITabBarController()
        tabBar.viewControllers = [newsStack, settingsStack]
        tabBar.modalPresentationStyle = .fullScreen
        presenter.present(tabBar, animated: true)
        let news = NewsCoordinator(navigation: newsStack)
        flows.append(news)
        news.start()
        let settings = SettingsCoordinator(navigation: settingsStack)
        flows.append(settings)
        settings.start()
    }
}

protocol FlowCoordinator: AnyObject {}
