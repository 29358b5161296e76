import CoordVizScan
import CoordVizSpec
import Foundation
import Testing

/// SwiftUI coordinators and routers holding a `NavigationPath` or an array of routes bound to a
/// `NavigationStack(path:)`: their stacks, the screens their destination builders map each route
/// to, the pushes, pops, sheets and dismissals views ask for, and a `TabView` of two such stacks.
@Suite("Scanning SwiftUI navigation-path coordinators")
struct NavigationPathScanTests {
    static let app = "swiftui-navigation-paths"

    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan(app) }

    static func transition(_ app: ScannedApp, from screen: String, trigger: String) -> [String]? {
        app.transitions.first { $0.from == screen && $0.trigger == trigger }?.steps.map { "\($0.kind) \($0.target)".trimmingCharacters(in: .whitespaces) }
    }

    /// Scans one Swift file written to a fresh temporary folder.
    static func scan(source: String) throws -> ScannedApp {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-scan-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        return try Scanner.scan(folder: folder.path)
    }

    @Test("the fixture scans to its golden spec, which validates without a warning")
    func goldenSpec() throws {
        let yaml = try ScanTests.yaml(Self.app)
        #expect(yaml == (try ScanTests.golden(Self.app, recording: yaml)), "re-record with COORDVIZ_RECORD=1 swift test --filter NavigationPathScanTests after checking the difference")
        let parsed = try FlowSpecParser.parse([SpecFile(path: "\(Self.app).yaml", text: yaml)])
        #expect(parsed.warnings.isEmpty, "\(parsed.warnings)")
    }

    @Test("a NavigationPath coordinator's stack starts with the view its builder makes for the route the stack's root asks for")
    func navigationPathStack() throws {
        let coordinator = try Self.scanned().coordinators.first { $0.name == "LibraryCoordinator" }
        #expect(coordinator?.container == .stack(["ShelfView"]))
    }

    @Test("an array-of-routes router's stack starts with the view the NavigationStack's closure constructs")
    func routeArrayStack() throws {
        let router = try Self.scanned().coordinators.first { $0.name == "StoreRouter" }
        #expect(router?.container == .stack(["CatalogView"]))
    }

    @Test("a button calling the coordinator's push method, or appending to its path, pushes the view its destination builder maps the case to")
    func pushes() throws {
        let app = try Self.scanned()
        #expect(Self.transition(app, from: "ShelfView", trigger: "Featured book") == ["push BookView"])
        #expect(Self.transition(app, from: "BookView", trigger: "About the author") == ["push AuthorView"])
        #expect(Self.transition(app, from: "AuthorView", trigger: "Reviews") == ["push ReviewsView"])
        #expect(Self.transition(app, from: "CatalogView", trigger: "First product") == ["push ProductView"])
        // The view's own method is the trigger, as the scan names UIKit triggers.
        #expect(Self.transition(app, from: "CatalogView", trigger: "openBasket()") == ["push BasketView"])
        #expect(app.screens.first { $0.name == "ShelfView" }?.pushes == ["BookView"])
    }

    @Test("removeLast is a pop, a path reset or removeLast(path.count) is a pop to the root")
    func pops() throws {
        let app = try Self.scanned()
        #expect(Self.transition(app, from: "AuthorView", trigger: "Back") == ["pop LibraryCoordinator"])
        #expect(Self.transition(app, from: "ReviewsView", trigger: "Done") == ["popToRoot LibraryCoordinator"])
        #expect(Self.transition(app, from: "BasketView", trigger: "Keep shopping") == ["pop StoreRouter"])
        #expect(Self.transition(app, from: "CheckoutView", trigger: "Finish") == ["popToRoot StoreRouter"])
    }

    @Test("setting the coordinator's sheet property presents the view its builder maps the case to; nil and the environment's dismiss dismiss it")
    func sheets() throws {
        let app = try Self.scanned()
        #expect(Self.transition(app, from: "ShelfView", trigger: "Add a book") == ["present AddBookView"])
        #expect(Self.transition(app, from: "BookView", trigger: "Share") == ["present ShareView"])
        #expect(Self.transition(app, from: "AddBookView", trigger: "Cancel") == ["dismiss"])
        #expect(Self.transition(app, from: "ShareView", trigger: "Close") == ["dismiss"])
    }

    @Test("a TabView of two stacks is a tab bar whose tabs are the stacks' coordinators, titled and with icons as their tab items")
    func tabs() throws {
        let owner = try Self.scanned().coordinators.first { $0.name == "MainTabs" }
        guard case .tabs(let tabs)? = owner?.container else { Issue.record("MainTabs holds no tabs"); return }
        #expect(tabs.map(\.coordinator) == ["LibraryCoordinator", "StoreRouter"])
        #expect(tabs.map(\.title) == ["Library", "Store"])
        #expect(tabs.map(\.icon) == ["books.vertical", "cart"])
    }

    @Test("a route only known at run time is reported with its place, not guessed")
    func unreadableRoute() throws {
        let app = try Self.scanned()
        #expect(Self.transition(app, from: "ShelfView", trigger: "Surprise me") == nil)
        #expect(app.unresolved.contains { $0.source.path.hasSuffix("LibraryScreens.swift") && $0.message.contains("randomPage()") })
    }

    @Test("a coordinator holding a path no NavigationStack is seen bound to is reported, not written as a silent empty coordinator")
    func unboundPathIsReported() throws {
        let app = try Self.scan(source: """
        import SwiftUI
        enum Step: Hashable { case one }
        final class FlowCoordinator: ObservableObject {
            @Published var path = NavigationPath()
            func go(_ step: Step) { path.append(step) }
            func view(for step: Step) -> some View { StepView(step: step) }
        }
        """)
        #expect(app.unresolved.contains { $0.message.contains("FlowCoordinator holds the navigation path `path`") })
        #expect(app.unresolved.contains { $0.message.contains("without a switch") })
    }

    @Test("a destination builder matching the route with if case maps the case to the view in its branch")
    func ifCaseBuilder() throws {
        let app = try Self.scan(source: """
        import SwiftUI
        enum Step: Hashable { case intro, form(Int) }
        final class SignUpRouter: ObservableObject {
            @Published var steps: [Step] = []
            @ViewBuilder func view(for step: Step) -> some View {
                if case .form(let page) = step { FormView(page: page) } else { IntroView() }
            }
        }
        struct SignUpStack: View {
            @StateObject var router = SignUpRouter()
            var body: some View {
                NavigationStack(path: $router.steps) {
                    IntroView().navigationDestination(for: Step.self) { router.view(for: $0) }
                }
            }
        }
        struct IntroView: View {
            @EnvironmentObject var router: SignUpRouter
            var body: some View { Button("Start") { router.steps.append(.form(1)) } }
        }
        struct FormView: View { let page: Int; var body: some View { Text("Form") } }
        """)
        #expect(app.coordinators.first { $0.name == "SignUpRouter" }?.container == .stack(["IntroView"]))
        #expect(Self.transition(app, from: "IntroView", trigger: "Start") == ["push FormView"])
    }
}
