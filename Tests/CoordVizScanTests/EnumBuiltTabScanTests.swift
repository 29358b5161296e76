import CoordVizScan
import Testing

/// A SwiftUI app in the router-in-the-environment style: a tab enum builds each tab's view
/// (`ForEach(AppTab.allCases) { tab in tab.makeContentView().tabItem { tab.label } }`), each tab
/// holds a router whose `path` its `NavigationStack` binds, and the destinations are mapped in
/// `View` extension methods (`.withAppRouter()`, `.withSheetDestinations(sheet:)`).
@Suite struct EnumBuiltTabScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("environment-router-tabs") }

    @Test("the tabs a tab enum's own method builds are the tab view's, titled and iconed by the enum's label")
    func tabsBuiltByTheEnum() throws {
        let app = try Self.scanned()
        #expect(app.root == "AppView")
        let tabs = try #require(app.tabs(of: "AppView"))
        #expect(tabs.map(\.coordinator) == ["FeedTab", "SearchTab", "InboxTab", "ProfileTab"])
        #expect(tabs.map(\.title) == ["Feed", "Search", "Inbox", "Profile"])
        #expect(tabs.map(\.icon) == ["list.bullet", "magnifyingglass", "tray", "person"])
    }

    @Test("destinations mapped in View extension methods give the router's pushes and sheets their screens")
    func destinationsFromViewExtensions() throws {
        let app = try Self.scanned()
        let feed = try #require(app.screens.first { $0.name == "FeedView" })
        #expect(feed.pushes == ["PostDetailView"])
        #expect(feed.presents == ["ComposerView"])
        let post = try #require(app.screens.first { $0.name == "PostDetailView" })
        #expect(post.presents == ["ComposerView", "ReportView"])
    }

    @Test("nothing is reported: the tab label property is no destination builder, and a modifier handed a sheet binding is no route switch")
    func nothingUnresolved() throws {
        #expect(try Self.scanned().unresolved.map(\.message).filter { !$0.contains("takes only what the code does there") } == [])
    }

    @Test("a toolbar button of a view holding its own stack acts from the stack's root, and only at that place")
    func toolbarActsFromTheStackRoot() throws {
        let app = try Self.scanned()
        let gear = try #require(app.transitions.first { $0.trigger == "gear" })
        #expect(gear.from == "AuthorDetailView")
        #expect(!app.screens.contains { $0.name == "ProfileTab" })
        let elsewhere = app.screens.filter { $0.name.hasPrefix("AuthorDetailView#") }
        #expect(!elsewhere.isEmpty)
        #expect(elsewhere.allSatisfy { !$0.pushes.contains { $0.hasPrefix("SettingsView") } })
    }

    @Test("tabs an enum's computed property builds follow the order of the array the view iterates, titled by the enum's title and icon")
    func tabsInIteratedOrder() throws {
        let app = try FlowEndScanTests.scan("enum-tab-titles")
        let tabs = try #require(app.tabs(of: "KitchenView"))
        #expect(tabs.map(\.screen) == ["PlannerView", "PantryView", "ShoppingListView"])
        #expect(tabs.map(\.title) == ["Meal plan", "Pantry", "Shopping list"])
        #expect(tabs.map(\.icon) == ["calendar", "cabinet", "cart"])
    }
}
