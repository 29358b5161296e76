import ComposableArchitecture
import SwiftUI

@main
struct CookbookApp: App {
    static let store = Store(initialState: MainTabs.State()) { MainTabs() }

    var body: some Scene {
        WindowGroup { MainTabsView(store: Self.store) }
    }
}

/// One tab per flow, each flow a coordinator of its own.
@Reducer
struct MainTabs {
    @ObservableState
    struct State {
        var recipes = RecipesCoordinator.State()
        var profile = ProfileCoordinator.State()
    }

    enum Action {
        case recipes(RecipesCoordinator.Action)
        case profile(ProfileCoordinator.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.recipes, action: \.recipes) { RecipesCoordinator() }
        Scope(state: \.profile, action: \.profile) { ProfileCoordinator() }
    }
}

struct MainTabsView: View {
    let store: StoreOf<MainTabs>

    var body: some View {
        TabView {
            RecipesCoordinatorView(store: store.scope(state: \.recipes, action: \.recipes))
                .tabItem { Label("Recipes", systemImage: "book") }
            ProfileCoordinatorView(store: store.scope(state: \.profile, action: \.profile))
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}
