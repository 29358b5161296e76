import UIKit

protocol Coordinator: AnyObject {
    func start()
}

final class WelcomeCoordinator: Coordinator {
    private let navigation: UINavigationController
    private let maker: ModuleMaker
    /// Kept so a later screen can talk back to it.
    private weak var registerModule: RegisterModule?

    init(navigation: UINavigationController, maker: ModuleMaker = ScreenMaker()) {
        self.navigation = navigation
        self.maker = maker
    }

    func start() {
        let greeting = maker.greeting()
        greeting.onContinue = { [weak self] in self?.showRegister() }
        navigation.setViewControllers([greeting.asController()!], animated: false)
    }

    private func showRegister() {
        registerModule = maker.register()
        registerModule?.onRules = { [weak self] in self?.showRules() }
        navigation.pushViewController(registerModule!.asController()!, animated: true)
    }

    private func showRules() {
        navigation.pushViewController(RulesScreen().asController()!, animated: true)
    }
}
