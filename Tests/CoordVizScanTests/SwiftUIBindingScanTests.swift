import CoordVizScan
import Testing

/// Bindings public SwiftUI apps navigate through: a stack bound to a router's path through a
/// computed `Binding`, and a sheet that closes itself through the `Bool` binding it was handed.
@Suite("Scanning SwiftUI navigation through bindings")
struct SwiftUIBindingScanTests {
    static let router = """
    import SwiftUI
    enum Route: Hashable { case detail }
    final class AppRouter: ObservableObject {
        @Published var path = NavigationPath()
        var pathBinding: Binding<NavigationPath> { Binding(get: { self.path }, set: { self.path = $0 }) }
        func push(_ route: Route) { path.append(route) }
    }
    struct DetailView: View { var body: some View { Text("Detail") } }
    struct HomeView: View {
        @EnvironmentObject var router: AppRouter
        var body: some View { Button("Open") { router.push(.detail) } }
    }

    """

    @Test("a NavigationStack bound to the router's computed Binding property is the router's stack")
    func routerBindingProperty() throws {
        let app = try NavigationPathScanTests.scan(source: Self.router + """
        struct RootView: View {
            @StateObject private var router = AppRouter()
            var body: some View {
                NavigationStack(path: router.pathBinding) {
                    HomeView().navigationDestination(for: Route.self) { route in
                        switch route { case .detail: DetailView() }
                    }
                }
                .environmentObject(router)
            }
        }
        """)
        #expect(app.coordinators.first { $0.name == "AppRouter" }?.container == .stack(["HomeView"]))
        #expect(NavigationPathScanTests.transition(app, from: "HomeView", trigger: "Open") == ["push DetailView"])
        #expect(!app.unresolved.contains { $0.message.contains("pathBinding") })
    }

    @Test("a NavigationStack bound to a computed Binding of the view that reads the router's path is the router's stack")
    func viewBindingProperty() throws {
        let app = try NavigationPathScanTests.scan(source: Self.router + """
        struct RootView: View {
            @StateObject private var router = AppRouter()
            private var path: Binding<NavigationPath> { Binding(get: { router.path }, set: { router.path = $0 }) }
            var body: some View {
                NavigationStack(path: path) {
                    HomeView().navigationDestination(for: Route.self) { route in
                        switch route { case .detail: DetailView() }
                    }
                }
                .environmentObject(router)
            }
        }
        """)
        #expect(app.coordinators.first { $0.name == "AppRouter" }?.container == .stack(["HomeView"]))
    }

    @Test("a presented view setting the Bool binding it was handed to false dismisses itself")
    func bindingSetFalseDismisses() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import SwiftUI
        struct ListView: View {
            @State private var showEditor = false
            var body: some View {
                NavigationStack {
                    Button("New") { showEditor = true }
                        .sheet(isPresented: $showEditor) { EditorView(isPresented: $showEditor) }
                }
            }
        }
        struct EditorView: View {
            @Binding var isPresented: Bool
            var body: some View { Button("Done") { isPresented = false } }
        }
        struct SwitchRow: View {
            @Binding var isOn: Bool
            var body: some View { Button("Off") { isOn = false } }
        }
        struct SettingsView: View {
            @State private var flag = true
            var body: some View { SwitchRow(isOn: $flag) }
        }
        """)
        #expect(NavigationPathScanTests.transition(app, from: "ListView", trigger: "New") == ["present EditorView"])
        #expect(NavigationPathScanTests.transition(app, from: "EditorView", trigger: "Done") == ["dismiss"])
        #expect(!app.transitions.contains { $0.from == "SwitchRow" })
    }
}
