import UIKit

/// Two coordinators nothing holds and neither starts a child: the scan must pick one as the
/// root and say truthfully how it picked.
final class OrdersCoordinator {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func start() { navigation.pushViewController(OrdersViewController(), animated: false) }
}

final class BasketCoordinator {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func start() { navigation.pushViewController(BasketViewController(), animated: false) }
}

final class OrdersViewController: UIViewController {}
final class BasketViewController: UIViewController {}
