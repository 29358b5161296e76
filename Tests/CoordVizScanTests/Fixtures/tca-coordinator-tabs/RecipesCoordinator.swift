import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .equatable)
enum RecipeScreen {
    case catalog(CatalogFeature)
    case recipe(RecipeFeature)
    case filters(FiltersFeature)
}

/// The recipes flow: a routed stack whose screens send actions the coordinator answers.
@Reducer
struct RecipesCoordinator {
    @ObservableState
    struct State: Equatable {
        var routes: IdentifiedArrayOf<Route<RecipeScreen.State>> = [.root(.catalog(.init()), embedInNavigationView: true)]
    }

    enum Action {
        case router(IdentifiedRouterActionOf<RecipeScreen>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .catalog(.recipeTapped(let id)))):
                state.routes.push(.recipe(.init(id: id)))
            case .router(.routeAction(_, action: .catalog(.filtersTapped))):
                state.routes.presentSheet(.filters(.init()), embedInNavigationView: true)
            case .router(.routeAction(_, action: .recipe(.backTapped))):
                state.routes.goBack()
            case .router(.routeAction(_, action: .recipe(.startOverTapped))):
                return .routeWithDelaysIfUnsupported(state.routes, action: \.router) {
                    $0.goBackToRoot()
                }
            case .router(.routeAction(_, action: .filters(.closeTapped))):
                state.routes.dismiss()
            default:
                break
            }
            return .none
        }
        .forEachRoute(\.routes, action: \.router)
    }
}

struct RecipesCoordinatorView: View {
    let store: StoreOf<RecipesCoordinator>

    var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .catalog(store):
                CatalogView(store: store)
            case let .recipe(store):
                RecipeView(store: store)
            case let .filters(store):
                FiltersView(store: store)
            }
        }
    }
}
