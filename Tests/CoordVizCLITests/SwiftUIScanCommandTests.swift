import Foundation
import Testing

/// `coordviz scan` on a SwiftUI app whose coordinators hold navigation paths: the spec it writes
/// validates and draws as flows.
@Suite struct SwiftUIScanCommandTests {
    static let fixture = "Tests/CoordVizScanTests/Fixtures/swiftui-navigation-paths"

    @Test func theScannedSpecOfNavigationPathCoordinatorsValidatesAndRendersItsFlows() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("app.yaml").path
        let scanned = try CommandRunner.coordviz(["scan", Self.fixture, "-o", spec])
        #expect(scanned.status == 0, "\(scanned.stderr)")
        let validated = try CommandRunner.coordviz(["validate", spec])
        #expect(validated.status == 0, "\(validated.stderr)")
        let picture = folder.appendingPathComponent("flows.svg").path
        let rendered = try CommandRunner.coordviz(["render", spec, "--view", "flows", "-o", picture])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(svg.contains("BookView") && svg.contains("CheckoutView"))
    }

    @Test func theReportNamesTheRouteOnlyKnownAtRunTime() throws {
        let result = try CommandRunner.coordviz(["scan", Self.fixture, "--report", "--format", "yaml", "-o", "/dev/null"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("LibraryScreens.swift:"))
        #expect(result.stderr.contains("randomPage()"))
    }
}
