import CoordVizScan
import Testing

/// Tabs a tab enum builds, iterated over groups scan cannot read (`ForEach(group.tabs)` inside a
/// `TabSection`), through a builder method that takes what each tab is handed; tabs wrapping what
/// they are handed in a stack of their own; a tab whose stack's root is written in place.
@Suite struct SectionedTabScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("sectioned-enum-tabs") }

    @Test("tabs iterated over a collection scan cannot read are the builder enum's cases in declaration order, and the report says so")
    func tabsFromAnUnreadCollection() throws {
        let app = try Self.scanned()
        let tabs = try #require(app.tabs(of: "GardenView"))
        #expect(tabs.map(\.title) == ["Beds", "Greenhouse", "Shed", "Journal"])
        #expect(tabs.first?.coordinator == "BedsTab")
        #expect(app.unresolved.contains { $0.message.contains("iterate `group.tabs`, which scan cannot read") })
    }

    @Test("a tab showing a view already shown by an earlier tab is left out, and the report says so")
    func repeatedTabLeftOut() throws {
        let app = try Self.scanned()
        #expect(app.unresolved.contains { $0.message.hasPrefix("the tab Seeds of GardenView shows BedsTab, as the tab Beds does") })
    }

    @Test("a view wrapping what it is handed in its own stack shows a stack rooted at the view handed in")
    func handedContentStacks() throws {
        let tabs = try #require(try Self.scanned().tabs(of: "GardenView"))
        #expect(tabs[1].stack == ["GreenhouseView"])
        #expect(tabs[2].stack == ["ShedView"])
    }

    @Test("a view holding its router's stack whose root is written in place (under a modifier only some platforms apply) is that stack's root: a coordinator like its sibling tabs, its links pushing from it")
    func inlineRootStack() throws {
        let app = try Self.scanned()
        let tabs = try #require(app.tabs(of: "GardenView"))
        #expect(tabs[3].coordinator == "JournalTab")
        #expect(app.coordinators.first { $0.name == "JournalTab" }?.container == .stack(["JournalTab"]))
        #expect(!app.unresolved.contains { $0.message.contains("root view of the NavigationStack in JournalTab") })
        #expect(FlowEndScanTests.steps(app, from: "JournalTab") == [["push EntriesView"]])
    }
}
