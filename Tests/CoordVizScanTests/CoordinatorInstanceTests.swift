@testable import CoordVizScan
import Testing

/// ``ScannedApp/addInstance(of:tab:at:of:)`` on apps written out by hand.
@Suite struct CoordinatorInstanceTests {
    static let here = SourceReference(path: "App.swift", line: 1)

    static func app(tabs: [String], children: [String: [String]], stacks: [String: [String]]) -> ScannedApp {
        var coordinators = [ScannedApp.Coordinator(name: "Root", container: .tabs(tabs.map { .init(coordinator: $0, source: here) }), source: here)]
        for (name, stack) in stacks.sorted(by: { $0.key < $1.key }) {
            var node = ScannedApp.Coordinator(name: name, container: .stack(stack), source: here)
            node.children = (children[name] ?? []).map { .init(coordinator: $0, source: here) }
            coordinators.append(node)
        }
        return ScannedApp(app: "App", root: "Root", coordinators: coordinators, screens: [], transitions: [], deepLinks: [], unresolved: [], filesRead: 1, filesLeftOut: [])
    }

    @Test("a further instance takes the next free number of its type and of each screen type it places")
    func instancesTakeTheNextFreeNumbers() {
        // ListViewController already has two places (the second one implicit), so the copy's is #3.
        var app = Self.app(tabs: ["FeedCoordinator"], children: [:], stacks: ["FeedCoordinator": ["ListViewController"], "SavedCoordinator": ["ListViewController"]])
        app.addInstance(of: "FeedCoordinator", tab: .init(coordinator: "FeedCoordinator", title: "Later", source: Self.here), at: 1, of: "Root")
        let copy = app.coordinators.first { $0.name == "FeedCoordinator#2" }
        #expect(copy?.container == .stack(["ListViewController#3"]))
        guard case .tabs(let tabs)? = app.coordinators.first?.container else { Issue.record("no tabs"); return }
        #expect(tabs.map(\.coordinator) == ["FeedCoordinator", "FeedCoordinator#2"])
        #expect(tabs.last?.title == "Later")
    }

    @Test("a tab repeating a coordinator whose subtree holds the tab bar's owner adds nothing")
    func instanceHoldingItsOwnerIsNotMade() {
        var app = Self.app(tabs: ["FeedCoordinator"], children: ["FeedCoordinator": ["Root"]], stacks: ["FeedCoordinator": ["ListViewController"]])
        let before = app.coordinators
        app.addInstance(of: "FeedCoordinator", tab: .init(coordinator: "FeedCoordinator", source: Self.here), at: 1, of: "Root")
        #expect(app.coordinators == before)
    }
}
