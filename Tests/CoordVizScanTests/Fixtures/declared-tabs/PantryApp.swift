import SwiftUI

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup { RootTabs() }
    }
}

struct RootTabs: View {
    @State private var selection = 0
    var body: some View {
        TabView(selection: $selection) {
            Tab("Shelves", systemImage: "square.stack", value: 0) {
                ShelvesCoordinatorView()
            }
            Tab("Shopping", systemImage: "cart", value: 1) {
                ShoppingCoordinatorView()
            }
            TabSection("More") {
                Tab(value: 2) {
                    SettingsView()
                } label: {
                    Label("Settings", systemImage: "gear")
                }
            }
        }
    }
}

enum ShelfRoute: Hashable { case shelf(Int) }

struct ShelvesCoordinatorView: View {
    @State private var path: [ShelfRoute] = []
    var body: some View {
        NavigationStack(path: $path) {
            ShelvesView(onOpen: { path.append(.shelf($0)) })
                .navigationDestination(for: ShelfRoute.self) { route in
                    switch route {
                    case .shelf(let id): ShelfView(id: id)
                    }
                }
        }
    }
}

struct ShoppingCoordinatorView: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) { ShoppingListView() }
    }
}

struct ShelvesView: View {
    let onOpen: (Int) -> Void
    var body: some View { Button("Open") { onOpen(1) } }
}
struct ShelfView: View { let id: Int; var body: some View { Text("Shelf") } }
struct ShoppingListView: View { var body: some View { Text("List") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
