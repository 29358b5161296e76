import CoordVizScan
import CoordVizSpec
import Testing

/// Coordinators presented by code the scan does not read (a factory outside the folder, a
/// builder it cannot resolve): their spec says `presentedFrom: unknown` instead of leaving out
/// the transitions that close them.
@Suite("Scanning flows whose presenter is not in the code read")
struct UnknownPresenterScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("self-dismissing-flows") }

    @Test("a coordinator dismissing its own navigation controller is presented from an unknown screen, and its closing transitions are written")
    func selfDismissalMeansPresented() throws {
        let app = try Self.scanned()
        let renew = try #require(app.coordinators.first { $0.name == "RenewLoanCoordinator" })
        #expect(renew.presentation != nil)
        #expect(renew.presentation?.from == nil)
        #expect(FlowEndScanTests.steps(app, from: "RenewFormViewController").contains(["dismiss", "finish RenewLoanCoordinator"]))
        #expect(FlowEndScanTests.steps(app, from: "RenewReceiptViewController").contains(["dismiss", "finish RenewLoanCoordinator"]))
        #expect(app.unresolved.contains { $0.message.hasPrefix("RenewLoanCoordinator dismisses its own container, so it is presented") })
    }

    @Test("a coordinator that presents something itself is not taken for presented when it dismisses")
    func presenterDismissingWhatItPresentedStaysPut() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "ShelfCoordinator" }?.presentation == nil)
    }

    @Test("the scanned spec writes presentedFrom: unknown and validates")
    func specValidates() throws {
        let yaml = SpecWriter.yaml(try Self.scanned())
        #expect(yaml.contains("presentedFrom: unknown"))
        let spec = try FlowSpecParser.parse(yaml, path: "self-dismissing-flows.yaml")
        #expect(spec.model.coordinator("RenewLoanCoordinator")?.presentation?.over == nil)
        #expect(spec.model.coordinator("RenewLoanCoordinator")?.presentation != nil)
    }
}

/// A child presenting its own navigation controller over the split view it was handed.
@Suite("Scanning flows presented over a split view")
struct SplitPresentedScanTests {
    @Test("a coordinator presenting its own stack over the split view it was handed is presented from the screen whose action starts it, and closing it finishes it")
    func presentedOverTheSplitView() throws {
        let app = try FlowEndScanTests.scan("split-presented-flows")
        #expect(app.coordinators.first { $0.name == "SharingCoordinator" }?.presentation?.from == "NotesViewController")
        #expect(FlowEndScanTests.steps(app, from: "NotesViewController") == [["startChild SharingCoordinator"]])
        #expect(FlowEndScanTests.steps(app, from: "SharingViewController") == [["finish SharingCoordinator"]])
        _ = try FlowSpecParser.parse(SpecWriter.yaml(app), path: "split-presented-flows.yaml")
    }
}
