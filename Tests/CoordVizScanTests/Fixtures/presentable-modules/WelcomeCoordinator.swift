import UIKit

protocol Coordinator: AnyObject {
    func start()
}

final class WelcomeCoordinator: Coordinator {
    var onFinish: (() -> Void)?
    private let router: AppRouter
    private let maker: ModuleMaker
    /// Kept so a later screen can talk back to it.
    private weak var registerModule: RegisterModule?

    init(router: AppRouter, maker: ModuleMaker = ScreenMaker()) {
        self.router = router
        self.maker = maker
    }

    func start() {
        let greeting = maker.greeting()
        greeting.onContinue = { [weak self] in self?.showRegister() }
        router.setRootModule(greeting.asController())
    }

    private func showRegister() {
        registerModule = maker.register()
        registerModule?.onRules = { [weak self] in self?.showRules() }
        registerModule?.onDone = { [weak self] in self?.onFinish?() }
        router.push(registerModule?.asController())
    }

    private func showRules() {
        router.push(RulesScreen().asController())
    }
}
