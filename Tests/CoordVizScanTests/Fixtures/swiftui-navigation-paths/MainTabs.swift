import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene { WindowGroup { MainTabs() } }
}

/// Two tabs, each its own stack with its own coordinator or router.
struct MainTabs: View {
    var body: some View {
        TabView {
            LibraryStack()
                .tabItem { Label("Library", systemImage: "books.vertical") }
            StoreStack()
                .tabItem { Label("Store", systemImage: "cart") }
        }
    }
}
