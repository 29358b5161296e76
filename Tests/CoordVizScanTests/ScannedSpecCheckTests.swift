@testable import CoordVizScan
import CoordVizSpec
import Testing

/// The scan reads ids back from the spec it wrote, to leave out transitions a spec cannot play:
/// reading a quoted id gives exactly the id written.
@Suite struct ScannedSpecCheckTests {
    @Test(arguments: ["plain-id", "needs: quoting", "a \"quoted\" name", #"back\slash"#, "two\nlines", "#hash", "yes", "12"])
    func anIdReadBackIsTheIdWritten(id: String) {
        #expect(ScannedSpecCheck.unquoted(SpecWriter.quote(id)) == id)
    }
}

/// One screen type at two places (the first screen of one coordinator's stack, pushed in
/// another's): the spec wants the second place numbered, so the scan writes it so (`#2`), in the
/// push between screens and in the transitions from that screen, and the spec validates.
@Suite struct SharedScreenTypeScanTests {
    @Test func aSecondPlaceOfAScreenTypeIsNumberedSoTheSpecValidates() throws {
        let scanned = try FlowEndScanTests.scan("shared-screen-type")
        let explainer = try #require(scanned.screens.first { $0.name == "ExplainerViewController" })
        #expect(explainer.pushes == ["PostcodeViewController#2"])
        let ask = try #require(scanned.transitions.first { $0.from == "ExplainerViewController" })
        #expect(ask.steps.map(\.target) == ["PostcodeViewController#2"])
        #expect(scanned.unresolved.isEmpty)
        let parsed = try FlowSpecParser.parse(SpecWriter.yaml(scanned), path: "shared-screen-type.yaml")
        #expect(parsed.warnings.isEmpty)
    }

    @Test func theNumberedPlaceIsReadFromTheSpecsMessageOnlyForTheScreenItNames() {
        let message = "'A' is pushed here but already belongs to the stack of 'C'; a place on a stack is one screen: write 'A#2' (the next free number) for this place"
        #expect(ScannedSpecCheck.numberedPlace(of: "A", suggestedBy: message) == "A#2")
        #expect(ScannedSpecCheck.numberedPlace(of: "B", suggestedBy: message) == nil)
        #expect(ScannedSpecCheck.numberedPlace(of: "A", suggestedBy: "write 'A#' now") == nil)
    }

    @Test func onlyPushesAndPresentsLinesOfScreensAreReadAsScreenLinks() {
        let lines = ["screens:", "  A:", "    source: \"x:1\"", "    pushes: [B]", "coordinators:", "  C:", "    pushes: [D]"]
        #expect(ScannedSpecCheck.screenLink(at: 4, in: lines)! == ("A", "pushes"))
        #expect(ScannedSpecCheck.screenLink(at: 3, in: lines) == nil)
        #expect(ScannedSpecCheck.screenLink(at: 7, in: lines) == nil)
        #expect(ScannedSpecCheck.screenLink(at: 99, in: lines) == nil)
    }
}

/// A coordinator field the spec rejects is left out of the scanned spec, reported, and the spec validates.
@Suite struct ScannedCoordinatorFieldCheckTests {
    @Test("pushesOnto a coordinator the scan read as a split view is left out and reported; the spec validates")
    func pushesOntoASplitIsLeftOut() throws {
        let source = SourceReference(path: "App.swift", line: 1)
        var root = ScannedApp.Coordinator(name: "ProductsCoordinator", declaredAs: nil, source: source)
        root.container = .split(["ListViewController", "DetailViewController"])
        root.children = [ScannedApp.Child(property: "add", coordinator: "AddCoordinator", source: source)]
        var add = ScannedApp.Coordinator(name: "AddCoordinator", declaredAs: nil, source: SourceReference(path: "App.swift", line: 9))
        add.container = .stack(["FormViewController"])
        add.pushesOnto = "ProductsCoordinator"
        let app = ScannedApp(app: "split", root: "ProductsCoordinator", coordinators: [root, add], screens: [], transitions: [], deepLinks: [], unresolved: [], filesRead: 1, filesLeftOut: [])
        let checked = ScannedSpecCheck.validated(app)
        #expect(checked.coordinators.first { $0.name == "AddCoordinator" }?.pushesOnto == nil)
        #expect(checked.unresolved.contains { $0.message.hasPrefix("AddCoordinator: pushesOnto ProductsCoordinator is something a spec cannot show") })
        #expect(!checked.unresolved.contains { $0.message.contains("does not validate") })
        _ = try FlowSpecParser.parse(SpecWriter.yaml(checked), path: "split.yaml")
    }

    @Test("only optional fields of coordinators are read as coordinator fields")
    func onlyOptionalCoordinatorFields() {
        let lines = ["coordinators:", "  A:", "    stack: [X]", "    pushesOnto: B", "screens:", "  X:", "    parent: y"]
        #expect(ScannedSpecCheck.coordinatorField(at: 4, in: lines)! == ("A", "pushesOnto"))
        #expect(ScannedSpecCheck.coordinatorField(at: 3, in: lines) == nil)
        #expect(ScannedSpecCheck.coordinatorField(at: 7, in: lines) == nil)
    }
}
