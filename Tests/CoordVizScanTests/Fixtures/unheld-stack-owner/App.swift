import UIKit
class Coordinator {
    let navigationController: UINavigationController
    var children: [Coordinator] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {}
}
final class AppCoordinator: Coordinator {
    override func start() {
        let main = MainCoordinator(navigationController: navigationController)
        children.append(main)
        main.start()
    }
}
final class MainCoordinator: Coordinator {
    override func start() {
        let detail = DetailCoordinator(navigationController: navigationController)
        children.append(detail)
        navigationController.setViewControllers([MainViewController()], animated: false)
    }
}
final class DetailCoordinator: Coordinator {
    override func start() { navigationController.pushViewController(DetailViewController(), animated: true) }
}
/// Made by a builder method the scan cannot find: held by no coordinator it reads.
final class WelcomeFlowCoordinator: Coordinator {
    override func start() {
        let intro = IntroCoordinator(navigationController: navigationController)
        children.append(intro)
        intro.start()
        let terms = TermsCoordinator(navigationController: navigationController)
        children.append(terms)
        terms.start()
    }
}
final class IntroCoordinator: Coordinator {
    override func start() { navigationController.setViewControllers([IntroViewController()], animated: false) }
}
final class TermsCoordinator: Coordinator {
    override func start() { navigationController.setViewControllers([TermsViewController()], animated: false) }
}
final class MainViewController: UIViewController {}
final class DetailViewController: UIViewController {}
final class IntroViewController: UIViewController {}
final class TermsViewController: UIViewController {}
