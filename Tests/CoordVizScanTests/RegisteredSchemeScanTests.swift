import CoordVizScan
import Testing

/// Deep links whose scheme only the app's Info.plist registers, handled by a coordinator that
/// unwraps the flow running now from an enum payload (`guard case .shop(let shop) = running`).
@Suite struct RegisteredSchemeScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("plist-schemes-and-payloads") }

    @Test("a switch over URL parts takes the scheme Info.plist registers, not a third-party sign-in scheme listed before it")
    func schemeFromInfoPlist() throws {
        #expect(try Self.scanned().deepLinks.map(\.url).sorted() == ["shopper://basket", "shopper://offers"])
    }

    @Test("a coordinator unwrapped from an enum payload a property holds is followed: the link pushes what its method pushes")
    func payloadUnwrappedAndFollowed() throws {
        let app = try Self.scanned()
        let basket = try #require(app.transitions.first { $0.id == "link-basket" })
        #expect(basket.steps.map { "\($0.kind) \($0.target)" } == ["push BasketViewController"])
        #expect(app.unresolved.isEmpty)
    }
}
