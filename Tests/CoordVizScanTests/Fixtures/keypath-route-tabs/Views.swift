import SwiftUI
import Stinsen

struct IntroView: View {
    @EnvironmentObject private var welcome: WelcomeCoordinator.Router
    @EnvironmentObject private var app: AppCoordinator.Router

    var body: some View {
        VStack {
            Button("Create an account") { welcome.route(to: \.signUp) }
            Button("Sign in") { app.root(\.garden, "guest") }
        }
    }
}

struct EmailView: View {
    @EnvironmentObject private var router: SignUpCoordinator.Router
    @State private var email = ""

    var body: some View {
        Button("Next") { router.route(to: \.password, email) }
    }
}

struct PasswordView: View {
    @EnvironmentObject private var app: NavigationRouter<AppCoordinator>
    @EnvironmentObject private var signUp: SignUpCoordinator.Router
    let email: String

    var body: some View {
        VStack {
            Button("Finish", action: finish)
            Button("Cancel") { signUp.dismissCoordinator() }
        }
    }

    private func finish() {
        app.root(\.garden, email)
    }
}

struct PlantListView: View {
    @EnvironmentObject private var router: PlantsCoordinator.Router
    let names = ["Rose", "Fern"]

    var body: some View {
        List(names, id: \.self) { name in
            Button(name) { router.route(to: \.plant, name) }
        }
    }
}

struct PlantView: View {
    @EnvironmentObject private var tabs: GardenTabsCoordinator.Router
    let name: String

    var body: some View {
        Button("Plan watering") { tabs.focusFirst(\.calendar) }
    }
}

struct CalendarView: View {
    @EnvironmentObject private var tabs: TabRouter<GardenTabsCoordinator>

    var body: some View {
        Button("Show the roses") {
            tabs.focusFirst(\.plants).child.route(to: \.plant, "Rose")
        }
    }
}

struct AccountView: View {
    @EnvironmentObject private var app: AppCoordinator.Router
    @EnvironmentObject private var tabs: GardenTabsCoordinator.Router
    let gardener: String

    var body: some View {
        List {
            MenuRow("Back to my plants").onSelect { tabs.focusFirst(\.plants) }
            Button("Sign out") { app.coordinator.signOut() }
        }
    }
}

/// A row of the app's menus: what selecting it does is handed to `onSelect`.
struct MenuRow: View {
    let title: String
    var action: () -> Void = {}

    init(_ title: String) {
        self.title = title
    }

    func onSelect(_ action: @escaping () -> Void) -> MenuRow {
        var row = self
        row.action = action
        return row
    }

    var body: some View {
        Text(title).onTapGesture(perform: action)
    }
}
