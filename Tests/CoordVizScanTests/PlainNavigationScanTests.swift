import CoordVizScan
import CoordVizSpec
import Foundation
import Testing

/// SwiftUI navigation views declare themselves, with no coordinator: a `NavigationStack` or
/// `NavigationView` is the declaring view's stack, and links, destinations, sheets and covers are
/// transitions from the screen declaring them, named after the link or the button that sets them off.
@Suite("Scanning plain SwiftUI navigation")
struct PlainNavigationScanTests {
    static let app = "swiftui-plain-navigation"

    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan(app) }

    static func steps(_ app: ScannedApp, from screen: String, trigger: String) -> [String]? {
        NavigationPathScanTests.transition(app, from: screen, trigger: trigger)
    }

    @Test("the fixture scans to its golden spec, which validates without a warning")
    func goldenSpec() throws {
        let yaml = try ScanTests.yaml(Self.app)
        #expect(yaml == (try ScanTests.golden(Self.app, recording: yaml)), "re-record with COORDVIZ_RECORD=1 swift test --filter PlainNavigationScanTests after checking the difference")
        let parsed = try FlowSpecParser.parse([SpecFile(path: "\(Self.app).yaml", text: yaml)])
        #expect(parsed.warnings.isEmpty, "\(parsed.warnings)")
    }

    @Test("the scan finds what the fixture's hand-written spec declares, and nothing else")
    func matchesHandWrittenSpec() throws {
        let expected = try SpecFacts(yaml: String(contentsOf: ScanTests.fixtures.appendingPathComponent(Self.app).appendingPathComponent("flow.yaml"), encoding: .utf8))
        let found = try SpecFacts(yaml: ScanTests.yaml(Self.app))
        for category in SpecFacts.categories {
            let missing = (expected.sets[category] ?? []).subtracting(found.sets[category] ?? []).sorted()
            let extra = (found.sets[category] ?? []).subtracting(expected.sets[category] ?? []).sorted()
            #expect(missing.isEmpty, "\(category) missing \(missing)")
            #expect(extra.isEmpty, "\(category) not in the hand-written spec: \(extra)")
        }
    }

    @Test("a view's NavigationStack is its own stack, rooted at the view inside it, or at the view itself when it holds SwiftUI's own views")
    func stacks() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "BrowseView" }?.container == .stack(["BrowseView"]))
        #expect(app.coordinators.first { $0.name == "SettingsView" }?.container == .stack(["SettingsView"]))
    }

    @Test("a TabView's tabs are the views owning stacks, or a stack written in the tab")
    func tabs() throws {
        let owner = try Self.scanned().coordinators.first { $0.name == "RootTabs" }
        guard case .tabs(let tabs)? = owner?.container else { Issue.record("RootTabs holds no tabs"); return }
        #expect(tabs.map(\.coordinator) == ["BrowseView", nil, "SettingsView"])
        #expect(tabs[1].stack == ["FavoritesView"])
        #expect(tabs.map(\.title) == ["Browse", "Favorites", "Settings"])
    }

    @Test("NavigationLink with a destination pushes it, named after its label")
    func destinationLinks() throws {
        let app = try Self.scanned()
        #expect(Self.steps(app, from: "BrowseView", trigger: "Soups") == ["push CategoryView"])
        #expect(Self.steps(app, from: "BrowseView", trigger: "Search") == ["push SearchView"])
        #expect(Self.steps(app, from: "SettingsView", trigger: "About") == ["push AboutView"])
    }

    @Test("NavigationLink(value:) pushes the view the navigationDestination(for:) of its view, or the app's only one, shows")
    func valueLinks() throws {
        let app = try Self.scanned()
        #expect(Self.steps(app, from: "BrowseView", trigger: "recipe.name") == ["push RecipeView"])
        #expect(Self.steps(app, from: "SearchView", trigger: "ingredient.name") == ["push IngredientView"])
        #expect(Self.steps(app, from: "SettingsView", trigger: "Licenses") == ["push LicenseView"])
    }

    @Test("a link in a component (a row) pushes from the screen showing that component")
    func componentLink() throws {
        let app = try Self.scanned()
        #expect(Self.steps(app, from: "CategoryView", trigger: "recipe.name") == ["push RecipeView"])
        #expect(!app.transitions.contains { $0.from == "RecipeCard" })
    }

    @Test("sheets, full-screen covers and navigationDestination(isPresented:) are set off by the buttons setting their binding")
    func presentations() throws {
        let app = try Self.scanned()
        #expect(Self.steps(app, from: "RecipeView", trigger: "Start cooking") == ["push StepsView"])
        #expect(Self.steps(app, from: "RecipeView", trigger: "Timer") == ["present TimerView"])
        #expect(Self.steps(app, from: "FavoritesView", trigger: "recipe.name") == ["present RecipeView"])
    }

    @Test("a presented view owning a stack is a coordinator the sheet starts, presented from the screen presenting it, as a child of that screen's stack owner")
    func presentedStack() throws {
        let app = try Self.scanned()
        #expect(Self.steps(app, from: "BrowseView", trigger: "New recipe") == ["startChild EditorView"])
        let editor = app.coordinators.first { $0.name == "EditorView" }
        #expect(editor?.container == .stack(["EditorView"]))
        #expect(editor?.presentation?.from == "BrowseView")
        #expect(app.coordinators.first { $0.name == "BrowseView" }?.children.map(\.coordinator) == ["EditorView"])
        #expect(app.root == "RootTabs")
    }

    @Test("the environment's dismiss pops a pushed view and dismisses a presented one")
    func dismissals() throws {
        let app = try Self.scanned()
        #expect(Self.steps(app, from: "StepsView", trigger: "Done") == ["pop BrowseView"])
        #expect(Self.steps(app, from: "TimerView", trigger: "Stop") == ["dismiss"])
        #expect(Self.steps(app, from: "EditorView", trigger: "Cancel") == ["dismiss"])
    }

    @Test("a destination only known at run time, and a value no destination maps, are reported with their place")
    func reported() throws {
        let app = try Self.scanned()
        #expect(app.unresolved.contains { $0.source.path == "Favorites.swift" && $0.message.contains("shareSheet()") })
        #expect(app.unresolved.contains { $0.source.path == "Favorites.swift" && $0.message.contains("NavigationLink(value: pick)") })
        #expect(!app.transitions.contains { $0.trigger == "Share" || $0.trigger == "Surprise" })
    }

    @Test("a link written inside a sheet's inline content is reported, not dropped")
    func inlineContentIsReported() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import SwiftUI
        struct HomeView: View {
            @State private var showMenu = false
            var body: some View {
                NavigationStack {
                    Button("Menu") { showMenu = true }
                        .sheet(isPresented: $showMenu) {
                            NavigationStack { List { NavigationLink("Help") { HelpView() } } }
                        }
                }
            }
        }
        struct HelpView: View { var body: some View { Text("Help") } }
        """)
        #expect(app.unresolved.contains { $0.message.contains("NavigationLink in HomeView sits in the content of a .sheet") })
        #expect(app.unresolved.contains { $0.message.contains(".sheet in HomeView shows") })
    }
}

/// A sheet a router shows holding its own stack: a coordinator the sheet starts, from every screen asking for it.
@Suite struct SheetCoordinatorScanTests {
    @Test("a sheet showing a view that holds its own stack starts that coordinator; among several screens asking for it, presentedFrom names the first tab's root and the report names the others")
    func sheetStartsTheCoordinatorFromTheFirstTabsRoot() throws {
        let app = try FlowEndScanTests.scan("sheet-coordinators")
        #expect(FlowEndScanTests.steps(app, from: "ArchiveView") == [["startChild SettingsView"]])
        #expect(FlowEndScanTests.steps(app, from: "InboxView") == [["startChild SettingsView"]])
        #expect(app.coordinators.first { $0.name == "SettingsView" }?.presentation?.from == "InboxView")
        #expect(app.unresolved.contains { $0.message == "SettingsView is shown in a sheet from ArchiveView, InboxView; presentedFrom names InboxView" })
        // Its form is written in place: the view is its own stack's root, its links push from it.
        #expect(FlowEndScanTests.steps(app, from: "SettingsView") == [["push AboutView"]])
    }
}
