import CoordVizScan
import Testing

/// Universal links: a factory turns a URL into a link enum's case by comparing its path
/// (`url.path == "/events"`, `.hasPrefix("/login")`), a coordinator switches over the enum, and
/// the host is the `applinks:` domain the app's entitlements associate.
@Suite struct UniversalLinkScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("universal-link-factory") }

    @Test("each case a factory makes from a compared path is a link on the entitlements' first plain domain")
    func pathsOnTheAssociatedDomain() throws {
        let links = try Self.scanned().deepLinks
        #expect(links.map(\.url).sorted() == ["https://tickets.example/basket", "https://tickets.example/events"])
        #expect(links.allSatisfy { $0.handler == "AppCoordinator" })
    }

    @Test("a link's transition plays what its case does")
    func linksPlayTheirCase() throws {
        let app = try Self.scanned()
        let event = try #require(app.deepLinks.first { $0.url.hasSuffix("/events") })
        let transition = try #require(app.transitions.first { $0.id == event.transition })
        #expect(transition.steps.map { "\($0.kind) \($0.target)" } == ["push EventViewController"])
    }

    @Test("a case that only keeps its URL for later is said, not drawn")
    func aLinkThatDoesNothingIsReported() throws {
        let app = try Self.scanned()
        #expect(app.unresolved.contains { $0.message.contains("https://tickets.example/login does nothing the scan can follow") })
    }
}
