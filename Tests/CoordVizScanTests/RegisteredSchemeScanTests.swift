import CoordVizScan
import Testing

/// Deep links whose scheme only the app's Info.plist registers, handled by a coordinator that
/// unwraps the flow running now from an enum payload (`guard case .shop(let shop) = running`).
@Suite struct RegisteredSchemeScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("plist-schemes-and-payloads") }

    @Test("a switch over URL parts takes the scheme Info.plist registers, not a third-party sign-in scheme listed before it")
    func schemeFromInfoPlist() throws {
        #expect(try Self.scanned().deepLinks.map(\.url).sorted() == ["shopper://basket", "shopper://offers", "shopper://product/{part1}", "shopper://search?term={term}"])
    }

    @Test("a coordinator unwrapped from an enum payload a property holds is followed: the link pushes what its method pushes")
    func payloadUnwrappedAndFollowed() throws {
        let app = try Self.scanned()
        let basket = try #require(app.transitions.first { $0.id == "link-basket" })
        #expect(basket.steps.map { "\($0.kind) \($0.target)" } == ["push BasketViewController"])
        #expect(app.unresolved.isEmpty)
    }

    @Test("a link matched by its host gets the path components and query items its case reads as parameters")
    func pathComponentsAndQueryItemsAreParameters() throws {
        let links = try Self.scanned().deepLinks.map(\.url)
        // `url.pathComponents.count == 2`: one component after the host.
        #expect(links.contains("shopper://product/{part1}"))
        // `parts.queryItems?.first(where: { $0.name == "term" })`.
        #expect(links.contains("shopper://search?term={term}"))
    }

    @Test("a link runs a screen's transition only when it calls the same method; other code doing the same steps gets its own transition")
    func linksShareScreenTransitionsOnlyThroughTheSameMethod() throws {
        let app = try Self.scanned()
        // The product link and the shelves' product tile both call showProduct().
        #expect(app.deepLinks.first { $0.url.hasPrefix("shopper://product") }?.transition == "show-product")
        // The offers link calls showOffers(); the deals banner pushes the same screen by showDeals().
        let offers = try #require(app.deepLinks.first { $0.url == "shopper://offers" })
        #expect(offers.transition == "link-offers")
        #expect(app.transitions.first { $0.id == "link-offers" }?.from == nil)
    }
}
