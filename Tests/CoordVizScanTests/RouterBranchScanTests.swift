import CoordVizScan
import Testing

/// A router's method that pushes one of several screens by an `if`/`else if`/`else`, and a view
/// pushing one of two screens by a `switch`: each arm is a way of its own.
@Suite struct RouterBranchScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("router-branching-links") }

    @Test("the arms of an if/else chain in a router's method are ways of their own, each pushing one screen")
    func armsOfARouterMethod() throws {
        let app = try Self.scanned()
        let ways = app.transitions.filter { $0.from == "NotesView" && $0.trigger == "preview" }.map { $0.steps.map { "\($0.kind) \($0.target)" } }
        #expect(Set(ways) == [["push FolderView"], ["push AuthorView"], ["push NoteView"]])
    }

    @Test("the cases of a switch in a view's closure are ways of their own, named after the modifier the closure is handed to")
    func casesOfASwitch() throws {
        let app = try Self.scanned()
        let ways = app.transitions.filter { $0.from == "NotesView" && $0.trigger == "onChange" }.map { $0.steps.map { "\($0.kind) \($0.target)" } }
        #expect(Set(ways) == [["push NoteView"], ["push FolderView"]])
    }
}

/// Views handing a router's link handler to several texts (`OpenURLAction { url in router.handle(url: url) }`).
@Suite struct RouterLinkHandlerScanTests {
    @Test("a router method returning from each branch pushes one screen per way, never the next branch's too")
    func returningBranchesAreWaysOfTheirOwn() throws {
        let app = try FlowEndScanTests.scan("router-link-handlers")
        let ways = app.transitions.filter { $0.from == "AccountsListView" && $0.trigger == "OpenURLAction" }.map { $0.steps.map { "\($0.kind) \($0.target)" } }
        #expect(Set(ways) == [["push TimelineView"], ["push StatusDetailView"], ["push AccountDetailView"]])
        // Two texts handling links alike are no chain of pushes, and are written once.
        #expect(ways.count == 3)
    }
}
