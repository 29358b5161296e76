import ComposableArchitecture
import SwiftUI
import TCACoordinators

/// The app's root reducer: no routes of its own, it runs the onboarding and the garden
/// coordinators and shows one or the other by whether onboarding is done.
@Reducer
struct GardenApp {
    @ObservableState
    struct State: Equatable {
        var onboarding = OnboardingCoordinator.State()
        var garden = GardenCoordinator.State()
        var hasOnboarded = false
    }

    enum Action {
        case onboarding(OnboardingCoordinator.Action)
        case garden(GardenCoordinator.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.onboarding, action: \.onboarding) {
            OnboardingCoordinator()
        }
        Scope(state: \.garden, action: \.garden) {
            GardenCoordinator()
        }
        Reduce { state, action in
            switch action {
            case .onboarding(.router(.routeAction(_, action: .climate(.finishTapped)))):
                state.hasOnboarded = true
            case .garden(.router(.routeAction(_, action: .beds(.startOverTapped)))):
                state.onboarding = .init()
                state.hasOnboarded = false
            default:
                break
            }
            return .none
        }
    }
}

struct GardenAppView: View {
    let store: StoreOf<GardenApp>

    var body: some View {
        if store.hasOnboarded {
            GardenCoordinatorView(store: store.scope(state: \.garden, action: \.garden))
        } else {
            OnboardingCoordinatorView(store: store.scope(state: \.onboarding, action: \.onboarding))
        }
    }
}

@main
struct GardenAppMain: App {
    let store = Store(initialState: GardenApp.State()) { GardenApp() }

    var body: some Scene {
        WindowGroup { GardenAppView(store: store) }
    }
}
