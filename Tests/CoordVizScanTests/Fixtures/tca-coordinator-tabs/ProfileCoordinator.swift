import ComposableArchitecture
import SwiftUI
import TCACoordinators

// The older way: screen state and action enums of their own, an indexed route array, and
// `CaseLet` views.
enum ProfileScreenState: Equatable {
    case overview(OverviewFeature.State)
    case editProfile(EditProfileFeature.State)
    case help
}

enum ProfileScreenAction {
    case overview(OverviewFeature.Action)
    case editProfile(EditProfileFeature.Action)
}

@Reducer
struct ProfileCoordinator {
    struct State: Equatable {
        var routes: [Route<ProfileScreenState>]

        init() {
            routes = [.root(.overview(.init()), embedInNavigationView: true)]
        }
    }

    enum Action {
        case router(IndexedRouterAction<ProfileScreenState, ProfileScreenAction>)
    }

    var body: some ReducerOf<Self> {
        Reduce(answer)
    }

    private func answer(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .router(.routeAction(_, .overview(.editTapped))):
            state.routes.push(.editProfile(.init()))
        case .router(.routeAction(_, .overview(.helpTapped))):
            state.routes.presentSheet(.help)
        case .router(.routeAction(_, .editProfile(.savedTapped))):
            state.routes.pop()
        default:
            break
        }
        return .none
    }
}

struct ProfileCoordinatorView: View {
    let store: StoreOf<ProfileCoordinator>

    var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            SwitchStore(screen) { screen in
                switch screen {
                case .overview:
                    CaseLet(state: /ProfileScreenState.overview, action: ProfileScreenAction.overview, then: OverviewView.init)
                case .editProfile:
                    CaseLet(state: /ProfileScreenState.editProfile, action: ProfileScreenAction.editProfile, then: EditProfileView.init)
                case .help:
                    Text("Ask us anything")
                }
            }
        }
    }
}

@Reducer
struct OverviewFeature {
    struct State: Equatable {}
    enum Action { case editTapped, helpTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct OverviewView: View {
    let store: StoreOf<OverviewFeature>
    var body: some View {
        Button("Edit") { store.send(.editTapped) }
        Button("Help") { store.send(.helpTapped) }
    }
}

@Reducer
struct EditProfileFeature {
    struct State: Equatable {}
    enum Action { case savedTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct EditProfileView: View {
    let store: StoreOf<EditProfileFeature>
    var body: some View { Button("Save") { store.send(.savedTapped) } }
}
