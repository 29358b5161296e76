import SwiftUI
import UIKit

final class PantryCoordinator: Coordinator {
    private weak var navigator: RecipeNavigating?
    private var shopping: ShoppingCoordinator?

    init(navigator: RecipeNavigating) {
        self.navigator = navigator
    }

    func start() {
        let view = PantryView(onSelect: { [weak self] in self?.showItem() }, onShop: { [weak self] in self?.showShopping() })
        navigator?.swapRoot(view)
    }

    private func showItem() {
        navigator?.push(PantryItemView())
    }

    private func showShopping() {
        let navigation = UINavigationController()
        let coordinator = ShoppingCoordinator(navigation: navigation)
        shopping = coordinator
        coordinator.start()
        navigator?.push(ShoppingIntroView(), animated: false)
    }
}

final class ShoppingCoordinator: Coordinator {
    private let navigation: UINavigationController

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func start() {
        navigation.swapRoot(ShoppingListView(), animated: false)
    }
}

protocol Coordinator: AnyObject {
    func start()
}

struct PantryView: View {
    let onSelect: () -> Void
    let onShop: () -> Void
    var body: some View { Button("Item", action: onSelect) }
}

struct PantryItemView: View {
    var body: some View { Text("Item") }
}

struct ShoppingIntroView: View {
    var body: some View { Text("Intro") }
}

struct ShoppingListView: View {
    var body: some View { Text("List") }
}
