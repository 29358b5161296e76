import SwiftUI

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup { RootTabs() }
    }
}

/// Three tabs: a view owning its stack, a stack written in the tab, a form on a path the view holds.
struct RootTabs: View {
    var body: some View {
        TabView {
            BrowseView()
                .tabItem { Label("Browse", systemImage: "book") }
            NavigationStack {
                FavoritesView()
            }
            .tabItem { Label("Favorites", systemImage: "heart") }
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
