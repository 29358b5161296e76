import ComposableArchitecture
import SwiftUI

@Reducer
struct CatalogFeature {
    @ObservableState
    struct State: Equatable { var recipes: [Int] = [1, 2, 3] }
    enum Action { case recipeTapped(Int), filtersTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct CatalogView: View {
    let store: StoreOf<CatalogFeature>
    var body: some View {
        List(store.recipes, id: \.self) { id in
            Button("Recipe \(id)") { store.send(.recipeTapped(id)) }
        }
        .toolbar { Button("Filters") { store.send(.filtersTapped) } }
    }
}

@Reducer
struct RecipeFeature {
    @ObservableState
    struct State: Equatable { var id: Int }
    enum Action { case backTapped, startOverTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct RecipeView: View {
    let store: StoreOf<RecipeFeature>
    var body: some View {
        Button("Back") { store.send(.backTapped) }
        Button("Start over") { store.send(.startOverTapped) }
    }
}

@Reducer
struct FiltersFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case closeTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct FiltersView: View {
    let store: StoreOf<FiltersFeature>
    var body: some View { Button("Close") { store.send(.closeTapped) } }
}
