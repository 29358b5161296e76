import CoordVizScan
import CoordVizSpec
import Testing

/// Menus written as data (`ForEach(items) { item in Button { router.push(item.route) } }`) and a
/// screen pushed in several tabs' stacks, as public SwiftUI router apps write them.
@Suite("Scanning SwiftUI menus of routes and screens pushed in several tabs")
struct SwiftUIListedRouteScanTests {
    static let router = """
    import SwiftUI
    enum Route: Hashable { case orders, details, help, product }
    @Observable final class Router {
        var path = NavigationPath()
        func push(_ route: Route) { path.append(route) }
    }
    struct Destinations: ViewModifier {
        func body(content: Content) -> some View {
            content.navigationDestination(for: Route.self) { route in
                switch route {
                case .orders: OrdersView()
                case .details: DetailsView()
                case .help: HelpView()
                case .product: ProductView()
                }
            }
        }
    }
    struct OrdersView: View { var body: some View { Text("Orders") } }
    struct DetailsView: View { var body: some View { Text("Details") } }
    struct HelpView: View { var body: some View { Text("Help") } }
    struct ProductView: View { var body: some View { Text("Product") } }
    struct MenuItem: Identifiable { let id = UUID(); let title: String; let route: Route }

    """

    /// A stack bound to a router, rooted at the `AccountView` each test writes.
    static let accountStack = """

    struct RootView: View {
        @State private var router = Router()
        var body: some View {
            NavigationStack(path: $router.path) { AccountView().modifier(Destinations()) }.environment(router)
        }
    }
    """

    @Test("each item of a list of routes a ForEach shows, handed to the method it is in, is a transition of its own named after its title")
    func menuItemsHandedToMethod() throws {
        let app = try NavigationPathScanTests.scan(source: Self.router + """
        struct AccountView: View {
            @Environment(Router.self) private var router
            var body: some View {
                VStack {
                    section(items: [
                        MenuItem(title: "My Orders", route: .orders),
                        MenuItem(title: "My Details", route: .details),
                    ])
                    section(items: [.init(title: "Help Center", route: .help)])
                }
            }
            private func section(items: [MenuItem]) -> some View {
                ForEach(items) { item in
                    Button { router.push(item.route) } label: { Text(item.title) }
                }
            }
        }
        """ + Self.accountStack)
        #expect(NavigationPathScanTests.transition(app, from: "AccountView", trigger: "My Orders") == ["push OrdersView"])
        #expect(NavigationPathScanTests.transition(app, from: "AccountView", trigger: "My Details") == ["push DetailsView"])
        #expect(NavigationPathScanTests.transition(app, from: "AccountView", trigger: "Help Center") == ["push HelpView"])
        #expect(!app.unresolved.contains { $0.message.contains("item.route") })
    }

    @Test("a list of routes held in a property of the view is read the same way")
    func menuItemsInProperty() throws {
        let app = try NavigationPathScanTests.scan(source: Self.router + """
        struct AccountView: View {
            @Environment(Router.self) private var router
            let items: [MenuItem] = [MenuItem(title: "Orders", route: .orders), MenuItem(title: "Help", route: .help)]
            var body: some View {
                List { ForEach(items) { item in Button(item.title) { router.push(item.route) } } }
            }
        }
        """ + Self.accountStack)
        #expect(NavigationPathScanTests.transition(app, from: "AccountView", trigger: "Orders") == ["push OrdersView"])
        #expect(NavigationPathScanTests.transition(app, from: "AccountView", trigger: "Help") == ["push HelpView"])
    }

    @Test("NavigationLink(value: item.route) in a ForEach over a menu of routes pushes each item's view, named after its title")
    func menuItemLinks() throws {
        let app = try NavigationPathScanTests.scan(source: Self.router + """
        struct SettingsView: View {
            let items: [MenuItem] = [.init(title: "Orders", route: .orders), .init(title: "Help", route: .help)]
            var body: some View {
                NavigationStack {
                    List(items) { item in NavigationLink(value: item.route) { Text(item.title) } }
                        .modifier(Destinations())
                }
            }
        }
        """)
        #expect(NavigationPathScanTests.transition(app, from: "SettingsView", trigger: "Orders") == ["push OrdersView"])
        #expect(NavigationPathScanTests.transition(app, from: "SettingsView", trigger: "Help") == ["push HelpView"])
    }

    @Test("a screen pushed in three tabs' stacks is three places, ProductView, ProductView#2 and ProductView#3, none left out")
    func screenInThreeTabs() throws {
        let app = try NavigationPathScanTests.scan(source: Self.router + """
        struct FeedView: View {
            @Environment(Router.self) private var router
            var body: some View { Button("Open") { router.push(.product) } }
        }
        struct SearchView: View {
            @Environment(Router.self) private var router
            var body: some View { Button("Result") { router.push(.product) } }
        }
        struct SavedView: View {
            @Environment(Router.self) private var router
            var body: some View { Button("Saved") { router.push(.product) } }
        }
        struct MainTabView: View {
            @State private var feed = Router()
            @State private var search = Router()
            @State private var saved = Router()
            var body: some View {
                TabView {
                    NavigationStack(path: $feed.path) { FeedView().modifier(Destinations()) }.tabItem { Label("Feed", systemImage: "a") }
                    NavigationStack(path: $search.path) { SearchView().modifier(Destinations()) }.tabItem { Label("Search", systemImage: "b") }
                    NavigationStack(path: $saved.path) { SavedView().modifier(Destinations()) }.tabItem { Label("Saved", systemImage: "c") }
                }
            }
        }
        """)
        let pushed = Set(app.transitions.flatMap(\.steps).filter { $0.kind == "push" }.map(\.target))
        #expect(pushed == ["ProductView", "ProductView#2", "ProductView#3"])
        #expect(!app.unresolved.contains { $0.message.contains("ProductView") })
        _ = try FlowSpecParser.parse(SpecWriter.yaml(app), path: "scanned.yaml")
    }
}
