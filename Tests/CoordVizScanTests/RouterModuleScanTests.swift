import CoordVizScan
import CoordVizSpec
import Testing

/// Router-style apps: screens handed over as modules through a method every view controller
/// inherits (`toPresent()` returning `self`), a module kept in a property for later screens to
/// talk back to, and RxSwift flows started from a `flatMap` on what a screen sends.
@Suite struct RouterModuleScanTests {
    @Test("a screen handed over through a method it inherits that returns self is that screen")
    func inheritedSelfReturningMethodIsTheScreen() throws {
        let scanned = try FlowEndScanTests.scan("presentable-modules")
        let welcome = try #require(scanned.coordinators.first { $0.name == "WelcomeCoordinator" })
        #expect(welcome.container == .stack(["GreetingScreen"]))
        #expect(FlowEndScanTests.steps(scanned, from: "RegisterScreen").contains(["push RulesScreen"]))
        #expect(!scanned.unresolved.contains { $0.message.contains("asController") })
        _ = try FlowSpecParser.parse(SpecWriter.yaml(scanned), path: "presentable-modules.yaml")
    }

    @Test("a module a factory makes into a property is the screen the rest of the method pushes and installs callbacks on")
    func moduleKeptInAPropertyIsItsScreen() throws {
        let scanned = try FlowEndScanTests.scan("presentable-modules")
        #expect(FlowEndScanTests.steps(scanned, from: "GreetingScreen") == [["push RegisterScreen"]])
    }

    @Test("a tab bar a storyboard loader makes, handed to a coordinator and set as the app router's root module, makes that coordinator a phase")
    func storyboardTabBarSetAsRootModuleIsAPhase() throws {
        let scanned = try FlowEndScanTests.scan("presentable-modules")
        #expect(scanned.phases.map(\.root) == ["WelcomeCoordinator", "HomeTabsCoordinator"])
        #expect(FlowEndScanTests.steps(scanned, from: "RegisterScreen").contains(["finish WelcomeCoordinator", "setRoot HomeTabsCoordinator"]))
    }

    @Test("a child flow started inside flatMap on what a screen sends is a transition from that screen")
    func flatMapStartsAChildFromTheScreen() throws {
        let scanned = try FlowEndScanTests.scan("rx-flat-map")
        #expect(FlowEndScanTests.steps(scanned, from: "CatalogScreen") == [["startChild FilterCoordinator"]])
        _ = try FlowSpecParser.parse(SpecWriter.yaml(scanned), path: "rx-flat-map.yaml")
    }

    @Test("a class adopting a router protocol wraps the navigation controller it is made with: presenting it presents the child it was handed to")
    func routerClassMadeForAChildIsTheChildsPresentedContainer() throws {
        let scanned = try FlowEndScanTests.scan("router-class")
        let compose = try #require(scanned.coordinators.first { $0.name == "ComposeCoordinator" })
        #expect(compose.presentation?.from == "InboxScreen")
        #expect(FlowEndScanTests.steps(scanned, from: "ComposeScreen") == [["dismiss"]])
        _ = try FlowSpecParser.parse(SpecWriter.yaml(scanned), path: "router-class.yaml")
    }

    @Test("a navigation controller a child makes and presents while it starts is its container, presented from the screen whose action starts it")
    func locallyMadeStackPresentedAtStartIsTheChildsContainer() throws {
        let scanned = try FlowEndScanTests.scan("rx-flat-map")
        let filter = try #require(scanned.coordinators.first { $0.name == "FilterCoordinator" })
        #expect(filter.container == .stack(["FilterScreen"]))
        #expect(filter.presentation?.from == "CatalogScreen")
    }
}
