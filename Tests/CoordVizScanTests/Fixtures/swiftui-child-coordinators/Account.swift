import SwiftUI

enum AccountRoute: Hashable {
    case settings
}

/// The account tab's coordinator, in the older style: an `ObservableObject` from the environment.
final class AccountCoordinator: ObservableObject {
    @Published var path: [AccountRoute] = []

    func open(_ route: AccountRoute) { path.append(route) }
}

struct AccountStack: View {
    @ObservedObject var coordinator: AccountCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            AccountView()
                .navigationDestination(for: AccountRoute.self) { route in
                    switch route {
                    case .settings: AccountSettingsView()
                    }
                }
        }
        .environmentObject(coordinator)
    }
}

struct AccountView: View {
    @EnvironmentObject var coordinator: AccountCoordinator

    var body: some View {
        Button("Settings") { coordinator.open(.settings) }
    }
}

struct AccountSettingsView: View {
    var body: some View { Text("Settings") }
}
