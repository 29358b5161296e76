import UIKit

class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []
    let navigationController = UINavigationController()
    func start() {}
}

final class AppCoordinator: BaseCoordinator {
    let builder = Builder()
    var flag = false

    override func start() {
        // A factory that may call itself, and two that call each other.
        let shop = builder.make(flag)
        childCoordinators.append(shop)
        shop.start()
        let other = builder.ping()
        childCoordinators.append(other)
    }

    func help() {
        navigationController.pushViewController(HelpViewController(), animated: true)
    }

    func showList() {
        // A local named like a method: the value, not the method, is handed over.
        let help = UserDefaults.standard.bool(forKey: "help")
        let list = builder.list(onSelect: { [weak self] in self?.help() }, help: help)
        navigationController.pushViewController(list, animated: true)
    }
}

final class ShopCoordinator: BaseCoordinator {
    override func start() {
        navigationController.setViewControllers([ShopViewController()], animated: false)
    }
}

final class Builder {
    func make(_ flag: Bool) -> BaseCoordinator {
        if flag { ShopCoordinator() } else { make(!flag) }
    }

    func ping() -> BaseCoordinator {
        pong()
    }

    func pong() -> BaseCoordinator {
        if Bool.random() { ping() } else { pong() }
    }

    func list(onSelect: @escaping () -> Void, help: Bool) -> UIViewController {
        ListViewController()
    }
}

final class Screens {
    lazy var first: UIViewController = second
    lazy var second: UIViewController = first
}

final class ShopViewController: UIViewController {}
final class ListViewController: UIViewController {}
final class HelpViewController: UIViewController {}

import SwiftUI

/// A hosting controller showing SwiftUI's own view directly, and one showing the app's view.
final class AboutCoordinator: BaseCoordinator {
    override func start() {
        navigationController.setViewControllers([UIHostingController(rootView: Text("About"))], animated: false)
    }

    func showCredits() {
        navigationController.pushViewController(UIHostingController(rootView: CreditsView()), animated: true)
    }
}

struct CreditsView: View {
    var body: some View { Text("Credits") }
}
