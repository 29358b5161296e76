import CoordVizScan
import Foundation
import Testing

/// Shapes of production coordinator apps built on a router object: children handed a router made
/// from a navigation controller the parent configures, work started in `Task`s, back-references
/// typed by compositions or by what a grandparent adopts, screens only a left-out screen's
/// delegate call reaches, and route enums whose URLs live elsewhere.
@Suite("Scanning router-based production shapes")
struct RouterHandedChildrenScanTests {
    static func scanned() throws -> ScannedApp {
        try Scanner.scan(folder: ScanTests.fixtures.appendingPathComponent("router-handed-children").path)
    }

    static func coordinator(_ name: String, in scanned: ScannedApp) -> ScannedApp.Coordinator? {
        scanned.coordinators.first { $0.name == name }
    }

    static func steps(_ scanned: ScannedApp, from screen: String) -> [[String]] {
        scanned.transitions.filter { $0.from == screen }.map { $0.steps.map { "\($0.kind) \($0.target)".trimmingCharacters(in: .whitespaces) } }
    }

    @Test("a navigation controller subclass the sources do not declare is a child's stack, not a screen, and its style is the child's")
    func undeclaredNavigationControllerIsAContainer() throws {
        let scanned = try Self.scanned()
        #expect(!scanned.screens.contains { $0.name == "SheetNavigationController" })
        let cards = Self.coordinator("CardsCoordinator", in: scanned)
        #expect(cards?.presentation?.from == "HomeViewController")
        #expect(cards?.presentation?.style == "formSheet")
    }

    @Test("a screen property written as a protocol and set in init names the screen the initializer makes")
    func protocolTypedScreenSetInInit() throws {
        let cards = Self.coordinator("CardsCoordinator", in: try Self.scanned())
        guard case .stack(let screens)? = cards?.container else {
            Issue.record("CardsCoordinator has no stack")
            return
        }
        #expect(screens == ["CardListViewController"])
    }

    @Test("a closure on the navigation controller a child was handed is an action on the first screen of the child's stack")
    func closureOnHandedNavigationController() throws {
        let scanned = try Self.scanned()
        // Its container is presented: finishing it is the dismissal.
        #expect(Self.steps(scanned, from: "CardListViewController") == [["finish CardsCoordinator"]])
    }

    @Test("a child made inside Task and MainActor.run closures is a child, and its parent typed as a protocol composition the parent adopts points back to it")
    func childMadeInTaskWithCompositionParent() throws {
        let scanned = try Self.scanned()
        #expect(Self.coordinator("WalletCoordinator", in: scanned)?.children.map(\.coordinator).contains("ReceiptsCoordinator") == true)
        let parent = Self.coordinator("ReceiptsCoordinator", in: scanned)?.parent
        #expect(parent?.property == "parentCoordinator")
        #expect(parent?.target == "WalletCoordinator")
        #expect(Self.steps(scanned, from: "HomeViewController").contains(["startChild ReceiptsCoordinator", "push ReceiptListViewController"]))
    }

    @Test("a back-reference typed by a protocol only the grandparent adopts points to the grandparent")
    func backReferenceToGrandparent() throws {
        let parent = Self.coordinator("StatementCoordinator", in: try Self.scanned())?.parent
        #expect(parent?.property == "host")
        #expect(parent?.target == "WalletCoordinator")
        #expect(parent?.strength == "weak")
    }

    @Test("a parentCoordinator typed by a protocol the child adopts as well points back to the coordinator that sets it")
    func parentTypedByASharedProtocol() throws {
        let parent = Self.coordinator("CardsCoordinator", in: try Self.scanned())?.parent
        #expect(parent?.property == "parentCoordinator")
        #expect(parent?.target == "WalletCoordinator")
    }

    @Test("remove(child:) of the coordinator a delegate method is handed finishes it")
    func removeChildFinishes() throws {
        let scanned = try Self.scanned()
        #expect(Self.steps(scanned, from: "TourViewController") == [["dismiss", "finish OnboardingCoordinator"]])
    }

    @Test("an enum case written with its type and payload takes that case of the switch it reaches")
    func typedEnumCaseChoosesItsCase() throws {
        let scanned = try Self.scanned()
        let tour = scanned.transitions.filter { $0.from == "HomeViewController" && $0.trigger == "showTour()" }
        #expect(tour.map { $0.steps.map { "\($0.kind) \($0.target)" } } == [["startChild OnboardingCoordinator", "present TourViewController"]])
    }

    @Test("a push in a method nothing the scan reads calls lists the screen and reports the method, never drops it")
    func unreachedPushIsListedAndReported() throws {
        let scanned = try Self.scanned()
        let limits = scanned.screens.first { $0.name == "LimitsViewController" }
        #expect(limits != nil)
        #expect(!scanned.screens.contains { $0.pushes.contains("LimitsViewController") })
        #expect(scanned.unresolved.contains { $0.source.path.hasSuffix("WalletCoordinator.swift") && $0.message.hasPrefix("WalletCoordinator.showLimits() pushes LimitsViewController, but no screen action") })
    }

    @Test("a route enum case whose URL is not in the sources is an entry point with no deep link, unless a screen's action already takes it, and a web address elsewhere is no link scheme")
    func routeCaseWithoutURLIsAnEntryPoint() throws {
        let scanned = try Self.scanned()
        #expect(scanned.deepLinks.isEmpty)
        let help = scanned.transitions.filter { $0.entryPoint == "WalletRoute.help" }
        #expect(help.map { $0.steps.map { "\($0.kind) \($0.target)" } } == [["present HelpViewController"]])
        #expect(scanned.unresolved.contains { $0.message.hasPrefix("the URL of WalletRoute.help ('help') is not in the sources") })
        // What the home screen's actions already do is how screens navigate, not an entry point.
        #expect(!scanned.transitions.contains { $0.entryPoint == "WalletRoute.cards" || $0.entryPoint == "WalletRoute.tour" })
        #expect(scanned.unresolved.contains { $0.message.hasPrefix("WalletRoute.balance does nothing the scan can follow") })
    }
}
