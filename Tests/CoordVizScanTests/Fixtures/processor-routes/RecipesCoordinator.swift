import SwiftUI
import UIKit

enum RecipesRoute: Equatable {
    case list
    case recipe(id: Int)
    case timer(minutes: Int)
    case shoppingList
    case dismiss
    case back
}

enum RecipesEvent {
    case signedOut
}

/// The recipes tab: a list, a recipe pushed over it, a timer and the shopping list presented.
@MainActor
final class RecipesCoordinator: Coordinator {
    private weak var stackNavigator: StackNavigator?

    init(stackNavigator: StackNavigator) {
        self.stackNavigator = stackNavigator
    }

    func start() {
        navigate(to: .list)
    }

    func navigate(to route: RecipesRoute, context: AnyObject?) {
        switch route {
        case .list:
            showList()
        case let .recipe(id):
            showRecipe(id: id)
        case let .timer(minutes):
            showTimer(minutes: minutes)
        case .shoppingList:
            showShoppingList()
        case .dismiss:
            stackNavigator?.dismiss()
        case .back:
            stackNavigator?.pop()
        }
    }

    private func showList() {
        let processor = RecipeListProcessor(coordinator: eraseToAnyCoordinator(), state: RecipeListState())
        let store = Store(processor: processor)
        stackNavigator?.replace(RecipeListView(store: store))
    }

    private func showRecipe(id: Int) {
        let view = RecipeView(
            store: Store(
                processor: RecipeProcessor(
                    coordinator: eraseToAnyCoordinator(),
                    state: RecipeState(id: id)
                )
            )
        )
        stackNavigator?.push(view)
    }

    private func showTimer(minutes: Int) {
        stackNavigator?.present(TimerView(store: Store(processor: TimerProcessor(coordinator: eraseToAnyCoordinator(), state: TimerState(minutes: minutes)))))
    }

    private func showShoppingList() {
        stackNavigator?.present(ShoppingListView())
    }
}
