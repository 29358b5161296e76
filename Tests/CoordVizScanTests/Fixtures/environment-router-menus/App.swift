import SwiftUI
import Observation

@main
struct StudioApp: App {
    var body: some Scene {
        WindowGroup { ProfileTab() }
    }
}

enum ProfilePage: Hashable {
    case blocked
}

enum ProfileSheet: Identifiable {
    case edit
    var id: String { "\(self)" }
}

@MainActor
@Observable
final class ProfileRouter {
    var path: [ProfilePage] = []
    var sheet: ProfileSheet?

    func navigate(to page: ProfilePage) {
        path.append(page)
    }
}

extension View {
    func withProfilePages() -> some View {
        navigationDestination(for: ProfilePage.self) { page in
            switch page {
            case .blocked: BlockedView()
            }
        }
    }

    func withProfileSheets(sheet: Binding<ProfileSheet?>) -> some View {
        self.sheet(item: sheet) { destination in
            switch destination {
            case .edit: EditProfileView()
            }
        }
    }
}

struct ProfileTab: View {
    @State private var router = ProfileRouter()
    var body: some View {
        NavigationStack(path: $router.path) {
            ProfileView()
                .withProfilePages()
                .withProfileSheets(sheet: $router.sheet)
        }
        .environment(router)
    }
}

struct ProfileView: View {
    var body: some View {
        List { Text("Me") }
            .toolbar { ProfileToolbar() }
    }
}

/// The profile's toolbar: its menu is a view of its own.
struct ProfileToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem {
            Menu {
                ProfileMenu()
            } label: {
                Image(systemName: "ellipsis")
            }
        }
    }
}

/// A menu shown in the profile's toolbar and in each follower row's context menu.
struct ProfileMenu: View {
    @Environment(ProfileRouter.self) private var router
    var body: some View {
        Button("Edit") { router.sheet = .edit }
        Button("Blocked") { router.navigate(to: .blocked) }
    }
}

/// A row of a list the sources do not hold.
struct FollowerRow: View {
    var body: some View {
        Text("Follower")
            .contextMenu { ProfileMenu() }
    }
}

struct BlockedView: View {
    var body: some View { Text("Blocked") }
}

struct EditProfileView: View {
    var body: some View { Text("Edit") }
}
