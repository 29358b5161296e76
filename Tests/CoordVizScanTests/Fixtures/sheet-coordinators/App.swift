import SwiftUI

/// A router per tab: its path, and the sheet it shows.
@Observable final class Router {
    var path: [Route] = []
    var sheet: Sheet?
}

enum Route: Hashable { case note(Int) }
enum Sheet: Identifiable { case settings; var id: Int { 0 } }

extension View {
    func withRoutes() -> some View {
        navigationDestination(for: Route.self) { route in
            switch route {
            case .note(let id): NoteView(id: id)
            }
        }
    }

    func withSheets(_ sheet: Binding<Sheet?>) -> some View {
        self.sheet(item: sheet) { sheet in
            switch sheet {
            case .settings: SettingsView()
            }
        }
    }
}

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                InboxTab().tabItem { Label("Inbox", systemImage: "tray") }
                ArchiveTab().tabItem { Label("Archive", systemImage: "archivebox") }
            }
        }
    }
}

/// The second tab asks for the settings sheet too; it is written as presented from the first tab's root.
struct ArchiveTab: View {
    @State private var router = Router()
    var body: some View {
        NavigationStack(path: $router.path) {
            ArchiveView().withRoutes()
        }
        .withSheets($router.sheet)
        .environment(router)
    }
}

struct InboxTab: View {
    @State private var router = Router()
    var body: some View {
        NavigationStack(path: $router.path) {
            InboxView().withRoutes()
        }
        .withSheets($router.sheet)
        .environment(router)
    }
}

struct ArchiveView: View {
    @Environment(Router.self) private var router
    var body: some View {
        Button("Preferences") { router.sheet = .settings }
    }
}

struct InboxView: View {
    @Environment(Router.self) private var router
    var body: some View {
        Button("Settings") { router.sheet = .settings }
    }
}

/// The settings sheet holds its own stack, its form written in place.
struct SettingsView: View {
    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("About") { AboutView() }
            }
        }
    }
}

struct NoteView: View { let id: Int; var body: some View { Text("\(id)") } }
struct AboutView: View { var body: some View { Text("About") } }
