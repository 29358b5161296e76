import CoordVizScan
import Testing

/// Tab bars whose tabs a `switch` over a tab enum chooses, in the shapes public SwiftUI apps write
/// them: a `TabView(selection:)` over `ForEach(Tab.allCases)`, a custom tab view handed a closure
/// that switches, and a hand-made bar of buttons.
@Suite("Scanning SwiftUI tab bars chosen by a switch")
struct SwiftUITabSwitchScanTests {
    static func tabs(_ app: ScannedApp, of owner: String) -> [ScannedApp.Tab]? {
        guard case .tabs(let tabs)? = app.coordinators.first(where: { $0.name == owner })?.container else { return nil }
        return tabs
    }

    @Test("a TabView over ForEach(Tab.allCases) with a switch inside is the declaring view's tabs, in the enum's order, titled by their tabItem")
    func tabViewOverAllCases() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import SwiftUI
        enum AppTab: CaseIterable, Hashable { case home, search, profile }
        struct RootView: View {
            @State private var selection: AppTab = .home
            var body: some View {
                TabView(selection: $selection) {
                    ForEach(AppTab.allCases, id: \\.self) { tab in
                        switch tab {
                        case .profile:
                            ProfileView().tabItem { Label("Me", systemImage: "person") }
                        case .home:
                            NavigationStack { HomeView() }.tabItem { Label("Home", systemImage: "house") }
                        case .search:
                            SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
                        }
                    }
                }
            }
        }
        struct HomeView: View { var body: some View { Text("Home") } }
        struct SearchView: View { var body: some View { Text("Search") } }
        struct ProfileView: View { var body: some View { Text("Profile") } }
        """)
        let tabs = try #require(Self.tabs(app, of: "RootView"))
        #expect(tabs.map { $0.stack?.first ?? $0.screen } == ["HomeView", "SearchView", "ProfileView"])
        #expect(tabs.map(\.title) == ["Home", "Search", "Me"])
        #expect(tabs.first?.icon == "house")
        #expect(!app.unresolved.contains { $0.message.contains("TabView") })
    }

    @Test("a custom tab view handed a closure that switches over the tab is the tab bar of the coordinator whose children the cases show")
    func customTabViewOfCoordinator() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import SwiftUI
        enum MainTab: Int, CaseIterable, Identifiable { case feed, account; var id: Self { self } }
        final class MainCoordinator: ObservableObject {
            @Published var tab = MainTab.feed
            @Published var feedCoordinator = FeedCoordinator()
            @Published var accountCoordinator = AccountCoordinator()
        }
        final class FeedCoordinator: ObservableObject {}
        final class AccountCoordinator: ObservableObject {}
        struct FeedCoordinatorView: View {
            @ObservedObject var coordinator: FeedCoordinator
            var body: some View { NavigationView { FeedView() } }
        }
        struct AccountCoordinatorView: View {
            @ObservedObject var coordinator: AccountCoordinator
            var body: some View { NavigationView { AccountView() } }
        }
        struct FeedView: View { var body: some View { Text("Feed") } }
        struct AccountView: View { var body: some View { Text("Account") } }
        struct BarView<Content: View>: View {
            let tabs: [MainTab]
            @Binding var selected: MainTab
            @ViewBuilder let content: (MainTab) -> Content
            var body: some View {
                TabView(selection: $selected) {
                    ForEach(tabs) { tab in content(tab).tag(tab) }
                }
            }
        }
        struct MainCoordinatorView: View {
            @ObservedObject var coordinator: MainCoordinator
            var body: some View {
                BarView(tabs: MainTab.allCases, selected: $coordinator.tab) { tab in page(for: tab) }
            }
            @ViewBuilder
            func page(for tab: MainTab) -> some View {
                switch tab {
                case .feed: FeedCoordinatorView(coordinator: coordinator.feedCoordinator)
                case .account: AccountCoordinatorView(coordinator: coordinator.accountCoordinator)
                }
            }
        }
        """)
        let tabs = try #require(Self.tabs(app, of: "MainCoordinator"))
        #expect(tabs.map(\.coordinator) == ["FeedCoordinator", "AccountCoordinator"])
        #expect(tabs.map(\.title) == ["Feed", "Account"])
        #expect(!app.unresolved.contains { $0.message.contains("TabView in BarView") })
    }

    @Test("a hand-made tab bar (buttons setting selectedTab, a switch choosing the content) is the declaring view's tabs, in the order of its array literal")
    func handMadeTabBar() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import SwiftUI
        enum Tab { case home, cart, settings }
        struct ShellView: View {
            @State private var selectedTab: Tab = .home
            private let order: [Tab] = [.cart, .home, .settings]
            var body: some View {
                VStack {
                    ZStack {
                        switch selectedTab {
                        case .home: HomeView()
                        case .cart: NavigationStack { CartView() }
                        case .settings: SettingsView()
                        }
                    }
                    HStack {
                        Button("Home") { selectedTab = .home }
                        Button("Cart") { selectedTab = .cart }
                        Button("Settings") { selectedTab = .settings }
                    }
                }
            }
        }
        struct HomeView: View { var body: some View { Text("Home") } }
        struct CartView: View { var body: some View { Text("Cart") } }
        struct SettingsView: View { var body: some View { Text("Settings") } }
        """)
        let tabs = try #require(Self.tabs(app, of: "ShellView"))
        #expect(tabs.map { $0.stack?.first ?? $0.screen } == ["CartView", "HomeView", "SettingsView"])
        #expect(tabs.map(\.title) == ["Cart", "Home", "Settings"])
    }

    @Test("a switch over a tab enum case showing no view of the app is reported, not dropped")
    func unreadableTabReported() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import SwiftUI
        enum Tab { case home, more }
        struct ShellView: View {
            @State private var selectedTab: Tab = .home
            var body: some View {
                TabView(selection: $selectedTab) {
                    ForEach([Tab.home, Tab.more], id: \\.self) { tab in
                        switch tab {
                        case .home: HomeView()
                        case .more: Text("More")
                        }
                    }
                }
            }
        }
        struct HomeView: View { var body: some View { Text("Home") } }
        struct OtherView: View { var body: some View { HomeView() } }
        """)
        #expect(app.unresolved.contains { $0.message.contains("the tab .more of ShellView shows no view scan can name") })
    }
}
