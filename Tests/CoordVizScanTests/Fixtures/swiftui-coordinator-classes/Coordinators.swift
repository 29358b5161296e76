import SwiftUI

enum ShopRoute: Hashable {
    case product(Int)
}

final class ShopCoordinator: Coordinator {
    let navigationController = NavigationController()
    var account: AccountCoordinator?

    @ViewBuilder @MainActor var rootView: some View {
        ShopView(coordinator: self)
            .navigationDestination(for: ShopRoute.self) { route in
                switch route {
                case .product(let id): ProductView(id: id)
                }
            }
    }

    func showProduct(_ id: Int) {
        navigationController.push(ShopRoute.product(id))
    }
}

/// Its root view wraps itself in a stack of its own.
final class AccountCoordinator {
    @ViewBuilder @MainActor var rootView: some View {
        AccountView()
    }
}
