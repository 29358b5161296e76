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
