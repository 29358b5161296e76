import SwiftUI

struct RecipeListState { var recipes: [Int] = [] }
enum RecipeListAction { case recipeTapped(Int), shoppingListTapped }

final class RecipeListProcessor: StateProcessor<RecipeListState, RecipeListAction> {
    private let coordinator: AnyCoordinator<RecipesRoute, RecipesEvent>

    init(coordinator: AnyCoordinator<RecipesRoute, RecipesEvent>, state: RecipeListState) {
        self.coordinator = coordinator
        super.init(state: state)
    }

    override func receive(_ action: RecipeListAction) {
        switch action {
        case let .recipeTapped(id):
            coordinator.navigate(to: .recipe(id: id))
        case .shoppingListTapped:
            coordinator.navigate(to: .shoppingList)
        }
    }
}

struct RecipeListView: View {
    @ObservedObject var store: Store<RecipeListState, RecipeListAction>
    var body: some View {
        List(store.state.recipes, id: \.self) { id in
            Button("Recipe \(id)") { store.send(.recipeTapped(id)) }
        }
        .toolbar { Button("Shopping") { store.send(.shoppingListTapped) } }
    }
}

struct RecipeState { var id: Int }
enum RecipeAction { case startTimer, backTapped }

final class RecipeProcessor: StateProcessor<RecipeState, RecipeAction> {
    private let coordinator: AnyCoordinator<RecipesRoute, RecipesEvent>

    init(coordinator: AnyCoordinator<RecipesRoute, RecipesEvent>, state: RecipeState) {
        self.coordinator = coordinator
        super.init(state: state)
    }

    override func receive(_ action: RecipeAction) {
        switch action {
        case .startTimer:
            coordinator.navigate(to: .timer(minutes: 10))
        case .backTapped:
            coordinator.navigate(to: .back)
        }
    }
}

struct RecipeView: View {
    @ObservedObject var store: Store<RecipeState, RecipeAction>
    var body: some View {
        Button("Start timer") { store.send(.startTimer) }
    }
}

struct TimerState { var minutes: Int }
enum TimerAction { case doneTapped }

final class TimerProcessor: StateProcessor<TimerState, TimerAction> {
    private let coordinator: AnyCoordinator<RecipesRoute, RecipesEvent>

    init(coordinator: AnyCoordinator<RecipesRoute, RecipesEvent>, state: TimerState) {
        self.coordinator = coordinator
        super.init(state: state)
    }

    override func receive(_ action: TimerAction) {
        switch action {
        case .doneTapped:
            coordinator.navigate(to: .dismiss)
        }
    }
}

struct TimerView: View {
    @ObservedObject var store: Store<TimerState, TimerAction>
    var body: some View {
        Button("Done") { store.send(.doneTapped) }
    }
}

struct ShoppingListView: View {
    var body: some View { Text("Milk") }
}
