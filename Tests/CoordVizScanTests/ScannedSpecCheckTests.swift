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
/// another's): the spec wants the second place numbered, so the push between screens is left out
/// and reported, and the spec the scan writes validates.
@Suite struct SharedScreenTypeScanTests {
    @Test func aPushOfAScreenAnotherStackOwnsIsLeftOutAndReportedSoTheSpecValidates() throws {
        let scanned = try FlowEndScanTests.scan("shared-screen-type")
        let explainer = try #require(scanned.screens.first { $0.name == "ExplainerViewController" })
        #expect(explainer.pushes.isEmpty)
        let report = scanned.unresolved.filter { $0.message.hasPrefix("ExplainerViewController pushes PostcodeViewController, which a spec cannot show: ") }
        #expect(report.count == 1)
        #expect(report.first?.source.path.hasSuffix("Coordinators.swift") == true)
        #expect(!scanned.unresolved.contains { $0.message.contains("does not validate") })
        _ = try FlowSpecParser.parse(SpecWriter.yaml(scanned), path: "shared-screen-type.yaml")
    }

    @Test func onlyPushesAndPresentsLinesOfScreensAreReadAsScreenLinks() {
        let lines = ["screens:", "  A:", "    source: \"x:1\"", "    pushes: [B]", "coordinators:", "  C:", "    pushes: [D]"]
        #expect(ScannedSpecCheck.screenLink(at: 4, in: lines)! == ("A", "pushes"))
        #expect(ScannedSpecCheck.screenLink(at: 3, in: lines) == nil)
        #expect(ScannedSpecCheck.screenLink(at: 7, in: lines) == nil)
        #expect(ScannedSpecCheck.screenLink(at: 99, in: lines) == nil)
    }
}
