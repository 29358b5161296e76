import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .equatable)
enum RecipeScreen {
    case ingredients(IngredientsFeature)
    case method(MethodFeature)
    case review(ReviewFeature)
}

/// A wizard whose reducer keeps only the ids of its routes: the router's `routes` is worked out
/// from `routeIDs` and the state of each step, and every move goes through `routeIDs`.
@Reducer
struct RecipeWizard {
    @ObservableState
    struct State: Equatable {
        var ingredients = IngredientsFeature.State()
        var method = MethodFeature.State()
        var routeIDs: IdentifiedArrayOf<Route<RecipeScreen.State.ID>> = [.root(.ingredients, embedInNavigationView: true)]

        var routes: IdentifiedArrayOf<Route<RecipeScreen.State>> {
            get {
                let routes = routeIDs.map { route in
                    route.map { id -> RecipeScreen.State in
                        switch id {
                        case .ingredients: .ingredients(ingredients)
                        case .method: .method(method)
                        case .review: .review(ReviewFeature.State())
                        }
                    }
                }
                return IdentifiedArray(uniqueElements: routes)
            }
            set {
                routeIDs = IdentifiedArray(uniqueElements: newValue.map { route in route.map(\.id) })
            }
        }
    }

    enum Action {
        case router(IdentifiedRouterActionOf<RecipeScreen>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .ingredients(.nextTapped))):
                state.routeIDs.push(.method)
            case .router(.routeAction(_, action: .method(.nextTapped))):
                state.routeIDs.push(.review)
            case .router(.routeAction(_, action: .review(.editIngredientsTapped))):
                state.routeIDs.goBackTo(id: .ingredients)
            case .router(.routeAction(_, action: .review(.editMethodTapped))):
                state.routeIDs.goBackTo(id: .method)
            case .router(.routeAction(_, action: .review(.savedTapped))):
                state.routeIDs.goBackToRoot()
            default:
                break
            }
            return .none
        }
        .forEachRoute(\.routes, action: \.router)
    }
}

struct RecipeWizardView: View {
    let store: StoreOf<RecipeWizard>

    var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .ingredients(store):
                IngredientsView(store: store)
            case let .method(store):
                MethodView(store: store)
            case let .review(store):
                ReviewView(store: store)
            }
        }
    }
}
