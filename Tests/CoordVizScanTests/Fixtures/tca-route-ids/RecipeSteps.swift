import ComposableArchitecture
import SwiftUI

@Reducer
struct IngredientsFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case nextTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct IngredientsView: View {
    let store: StoreOf<IngredientsFeature>
    var body: some View { Button("Next") { store.send(.nextTapped) } }
}

@Reducer
struct MethodFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case nextTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct MethodView: View {
    let store: StoreOf<MethodFeature>
    var body: some View { Button("Next") { store.send(.nextTapped) } }
}

@Reducer
struct ReviewFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case editIngredientsTapped, editMethodTapped, savedTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct ReviewView: View {
    let store: StoreOf<ReviewFeature>
    var body: some View {
        Button("Edit ingredients") { store.send(.editIngredientsTapped) }
        Button("Edit method") { store.send(.editMethodTapped) }
        Button("Save") { store.send(.savedTapped) }
    }
}

extension RecipeScreen.State: Identifiable {
    var id: ID {
        switch self {
        case .ingredients: .ingredients
        case .method: .method
        case .review: .review
        }
    }

    enum ID: Identifiable {
        case ingredients, method, review
        var id: ID { self }
    }
}
