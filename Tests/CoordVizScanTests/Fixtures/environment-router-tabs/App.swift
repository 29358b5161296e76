import SwiftUI

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { AppView() }
    }
}

enum AppTab: Int, CaseIterable, Identifiable {
    case feed, search, inbox, profile
    var id: Int { rawValue }

    @ViewBuilder
    func makeContentView() -> some View {
        switch self {
        case .feed: FeedTab()
        case .search: SearchTab()
        case .inbox: InboxTab()
        case .profile: ProfileTab()
        }
    }

    @ViewBuilder
    var label: some View {
        switch self {
        case .feed: Label("Feed", systemImage: "list.bullet")
        case .search: Label("Search", systemImage: "magnifyingglass")
        case .inbox: Label("Inbox", systemImage: "tray")
        case .profile: Label("Profile", systemImage: "person")
        }
    }
}

struct AppView: View {
    @State private var selectedTab: AppTab = .feed

    var body: some View {
        TabView(selection: $selectedTab) {
            ForEach(AppTab.allCases) { tab in
                tab.makeContentView()
                    .tabItem { tab.label }
                    .tag(tab)
            }
        }
    }
}
