import UIKit

class FlowBase {
    var children: [FlowBase] = []

    func start() {}

    func keepChild(_ child: FlowBase) {
        children.append(child)
    }

    func dropChild(_ child: FlowBase?) {
        children.removeAll { $0 === child }
    }
}

/// Holds the window's navigation controller; each flow replaces its first screen.
final class Navigator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func setRootModule(_ screen: UIViewController) {
        navigationController.setViewControllers([screen], animated: true)
    }
}

final class SignUpCoordinator: FlowBase {
    var whenDone: (() -> Void)?
    private let navigator: Navigator

    init(navigator: Navigator) { self.navigator = navigator }

    override func start() {
        let form = SignUpViewController()
        form.onSignedUp = { [weak self] in self?.whenDone?() }
        navigator.setRootModule(form)
    }
}

final class CreatePinCoordinator: FlowBase {
    var whenDone: (() -> Void)?
    private let navigator: Navigator

    init(navigator: Navigator) { self.navigator = navigator }

    override func start() {
        let pin = CreatePinViewController()
        pin.onPinSaved = { [weak self] in self?.whenDone?() }
        navigator.setRootModule(pin)
    }
}

final class WalletCoordinator: FlowBase {
    private let navigator: Navigator

    init(navigator: Navigator) { self.navigator = navigator }

    override func start() {
        navigator.setRootModule(BalanceViewController())
    }
}

final class SignUpViewController: UIViewController {
    var onSignedUp: (() -> Void)?
    @objc func submitTapped() { onSignedUp?() }
}

final class CreatePinViewController: UIViewController {
    var onPinSaved: (() -> Void)?
    @objc func saveTapped() { onPinSaved?() }
}

final class BalanceViewController: UIViewController {}

@main
final class WalletAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let navigationController = UINavigationController()
    private lazy var app = WalletAppCoordinator(navigator: Navigator(navigationController: navigationController))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        app.start(link: nil)
        return true
    }
}
