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

    @Test("the cases of a switch in a view's closure are ways of their own")
    func casesOfASwitch() throws {
        let app = try Self.scanned()
        let ways = app.transitions.filter { $0.from == "NotesView" && $0.trigger == "body" }.map { $0.steps.map { "\($0.kind) \($0.target)" } }
        #expect(Set(ways) == [["push NoteView"], ["push FolderView"]])
    }
}
