import SwiftUI

/// Coordinators that are views, each drawing what its store (its state) says.
struct RootCoordinator: View {
    let store: RootCoordinatorStore

    var body: some View {
        switch store.scene {
        case .signIn(let signIn):
            SignInCoordinator(store: signIn)
        case .main(let main):
            MainCoordinator(store: main)
        }
    }
}

struct SignInCoordinator: View {
    let store: SignInCoordinatorStore

    var body: some View {
        NavigationStack {
            SignInScene(store: store)
        }
    }
}

struct MainCoordinator: View {
    let store: MainCoordinatorStore

    var body: some View {
        TabView {
            Group {
                FeedCoordinator(store: store.feed)
                    .tabItem { Label("Feed", systemImage: "list.bullet") }
                InboxCoordinator()
                    .tabItem { Label("Inbox", systemImage: "tray") }
            }
        }
    }
}

struct FeedCoordinator: View {
    let store: FeedCoordinatorStore

    var body: some View {
        NavigationStack(path: .bind(store.path, with: store.setPath)) {
            Group {
                FeedScene(store: store)
                    .navigationDestination(for: FeedCoordinatorStore.Path.self) { path in
                        switch path {
                        case .post:
                            PostScene()
                        }
                    }
            }
        }
    }
}

struct InboxCoordinator: View {
    var body: some View {
        Text("Inbox")
    }
}

/// Drawn by a module the scan does not read: nothing of it can be told.
struct ExportCoordinator: View {
    var body: some View {
        ExportWizard()
    }
}
