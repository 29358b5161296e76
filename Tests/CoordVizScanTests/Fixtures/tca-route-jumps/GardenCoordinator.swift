import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .equatable)
enum GardenScreen {
    case beds(BedsFeature)
    case plant(PlantFeature)
    case care(CareFeature)
    case tools(ToolsFeature)
}

/// A routed stack whose actions jump: back to a named route, or a whole new list of routes.
@Reducer
struct GardenCoordinator {
    @ObservableState
    struct State: Equatable {
        var routes: IdentifiedArrayOf<Route<GardenScreen.State>> = [.root(.beds(.init()), embedInNavigationView: true)]
    }

    enum Action {
        case router(IdentifiedRouterActionOf<GardenScreen>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .beds(.plantTapped))):
                state.routes.push(.plant(.init()))
            case .router(.routeAction(_, action: .plant(.careTapped))):
                state.routes.push(.care(.init()))
            case .router(.routeAction(_, action: .care(.allBedsTapped))):
                state.routes.goBackTo(\.beds)
            case .router(.routeAction(_, action: .care(.backToPlantTapped))):
                state.routes.popTo(/GardenScreen.State.plant)
            case .router(.routeAction(_, action: .beds(.todayTapped))):
                state.routes = [
                    .root(.beds(.init()), embedInNavigationView: true),
                    .push(.plant(.init())),
                    .sheet(.tools(.init())),
                ]
            case .router(.routeAction(_, action: .tools(.plantAgainTapped))):
                state.routes.popTo(/GardenScreen.State.plant)
            case .router(.routeAction(_, action: .tools(.startOverTapped))):
                state.routes = [.root(.plant(.init()), embedInNavigationView: true)]
            default:
                break
            }
            return .none
        }
        .forEachRoute(\.routes, action: \.router)
    }
}

struct GardenCoordinatorView: View {
    let store: StoreOf<GardenCoordinator>

    var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .beds(store):
                BedsView(store: store)
            case let .plant(store):
                PlantView(store: store)
            case let .care(store):
                CareView(store: store)
            case let .tools(store):
                ToolsView(store: store)
            }
        }
    }
}
