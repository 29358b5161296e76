import CoordVizScan
import Testing

/// Swift allows letters of any script in names; a spec's transition ids are ASCII.
@Suite("Scanning actions with names outside ASCII")
struct NonASCIINameScanTests {
    @Test("a transition named by a non-ASCII method gets an ASCII id instead of being left out")
    func nonASCIIMethodNamesGiveASCIIIDs() throws {
        let scanned = try FlowEndScanTests.scan("non-ascii-actions")
        let ids = Dictionary(uniqueKeysWithValues: scanned.transitions.map { ($0.trigger ?? "", $0.id) })
        #expect(ids["ouvrirRéglages()"] == "ouvrir-reglages")
        #expect(ids["zeigeÜbersicht()"] == "zeige-ubersicht")
        #expect(ids["打开购物车()"] == "u6253u5f00u8d2du7269u8f66")
        #expect(scanned.unresolved.allSatisfy { !$0.message.contains("nothing a spec can play") })
    }
}
