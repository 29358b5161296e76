import ComposableArchitecture
import SwiftUI
import TCACoordinators

@Reducer(state: .equatable)
enum OnboardingScreen {
    case welcome(WelcomeFeature)
    case climate(ClimateFeature)
}

@Reducer
struct OnboardingCoordinator {
    @ObservableState
    struct State: Equatable {
        var routes: IdentifiedArrayOf<Route<OnboardingScreen.State>> = [.root(.welcome(.init()), embedInNavigationView: true)]
    }

    enum Action {
        case router(IdentifiedRouterActionOf<OnboardingScreen>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .welcome(.nextTapped))):
                state.routes.push(.climate(.init()))
            default:
                break
            }
            return .none
        }
        .forEachRoute(\.routes, action: \.router)
    }
}

struct OnboardingCoordinatorView: View {
    let store: StoreOf<OnboardingCoordinator>

    var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .welcome(store): WelcomeView(store: store)
            case let .climate(store): ClimateView(store: store)
            }
        }
    }
}

@Reducer(state: .equatable)
enum GardenScreen {
    case beds(BedsFeature)
}

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
        Reduce { _, _ in .none }
            .forEachRoute(\.routes, action: \.router)
    }
}

struct GardenCoordinatorView: View {
    let store: StoreOf<GardenCoordinator>

    var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .beds(store): BedsView(store: store)
            }
        }
    }
}
