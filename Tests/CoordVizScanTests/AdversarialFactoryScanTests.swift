import CoordVizScan
import CoordVizSpec
import Testing

/// Code that compiles but leads the scan in circles or shadows names: factories that call
/// themselves or each other, lazy properties defined by each other, a scoped alias named like a
/// coordinator, another module's type under an alias of its own name, a local named like a method.
@Suite struct AdversarialFactoryScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("adversarial-factories") }

    @Test func factoriesAndLazyPropertiesThatLeadBackToThemselvesEndAndAreReported() throws {
        let scanned = try Self.scanned()
        let app = try #require(scanned.coordinators.first { $0.name == "AppCoordinator" })
        #expect(app.children.map(\.coordinator) == ["ShopCoordinator"])
        #expect(scanned.unresolved.contains { $0.message.hasPrefix("builder.ping(…) is declared to return BaseCoordinator, and the scan cannot tell which coordinator") })
        _ = try FlowSpecParser.parse(SpecWriter.yaml(scanned), path: "adversarial-factories.yaml")
    }

    @Test func anAliasScopedInATypeOrOfAnotherModulesSameNamedTypeHidesNoCoordinator() throws {
        let scanned = try Self.scanned()
        let shop = try #require(scanned.coordinators.first { $0.name == "ShopCoordinator" })
        #expect(shop.container == .stack(["ShopViewController"]))
        #expect(!scanned.coordinators.contains { $0.name == "Router" })
    }

    @Test func aLocalNamedLikeAMethodIsHandedOverAsItsValueNotTheMethod() throws {
        let scanned = try Self.scanned()
        let list = try #require(scanned.screens.first { $0.name == "ListViewController" })
        #expect(list.presents.isEmpty)
        // The closure handed over does call help(): that push is the list's one way on.
        #expect(scanned.transitions.filter { $0.from == "ListViewController" }.map { $0.steps.map(\.target) } == [["HelpViewController"]])
    }
}

extension AdversarialFactoryScanTests {
    @Test func aHostingControllerShowingSwiftUIsOwnViewNamesNoScreenAndIsReported() throws {
        let scanned = try Self.scanned()
        #expect(!scanned.screens.contains { $0.name == "Text" })
        #expect(scanned.unresolved.contains { $0.message.contains("UIHostingController(rootView: Text(\"About\")), a screen whose type the scan cannot tell") })
    }
}

extension AdversarialFactoryScanTests {
    @Test func anArgumentBindsToTheParameterItsLabelNamesPastADefaultedOne() throws {
        let scanned = try Self.scanned()
        let flow = try #require(scanned.coordinators.first { $0.name == "FlowCoordinator" })
        #expect(flow.children.map(\.coordinator) == ["BCoordinator"])
        #expect(!scanned.unresolved.contains { $0.message.contains("returns ACoordinator or BCoordinator") })
    }
}
