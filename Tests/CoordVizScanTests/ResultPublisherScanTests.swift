import CoordVizScan
import Foundation
import Testing

/// Shapes public apps have that the scan used to misread: a tab bar coordinator presented over a
/// screen, children answering through a publisher, Back handled once in a base class, free
/// functions in a base class, and a root picked among coordinators none of which has a child.
@Suite("Scanning presented tab bars, result publishers and base-class delegates")
struct ResultPublisherScanTests {
    static let app = "result-publishers-and-bases"

    static func steps(_ scanned: ScannedApp, trigger: String) -> [[String]] {
        scanned.transitions.filter { $0.trigger == trigger }.map { $0.steps.map { "\($0.kind) \($0.target)".trimmingCharacters(in: .whitespaces) } }
    }

    @Test("starting a coordinator that presents its own tab bar is that one step, and the tab bar is presented from the screen acted on, with its style")
    func presentedTabBar() throws {
        let scanned = try FlowEndScanTests.scan(Self.app)
        #expect(Self.steps(scanned, trigger: "signedIn()") == [["startChild HomeTabsCoordinator"]])
        let presentation = scanned.coordinators.first { $0.name == "HomeTabsCoordinator" }?.presentation
        #expect(presentation?.from == "SignInViewController")
        #expect(presentation?.style == "fullScreen")
    }

    @Test("a child answering on a subject dismisses through what the parent subscribed with handleEvents on the publisher start() returns")
    func handleEventsOnStartPublisher() throws {
        let scanned = try FlowEndScanTests.scan(Self.app)
        let picked = scanned.transitions.first { $0.trigger == "topicPicked()" }
        #expect(picked?.from == "TopicChooserViewController")
        #expect(picked?.steps.map { "\($0.kind) \($0.target)".trimmingCharacters(in: .whitespaces) } == ["dismiss"])
    }

    @Test("a child answering on a subject dismisses through what the parent subscribed with sink on the publisher coordinate(to:) returns")
    func sinkOnCoordinatePublisher() throws {
        let scanned = try FlowEndScanTests.scan(Self.app)
        let picked = scanned.transitions.first { $0.trigger == "sourcePicked()" }
        #expect(picked?.from == "SourceChooserViewController")
        #expect(picked?.steps.map { "\($0.kind) \($0.target)".trimmingCharacters(in: .whitespaces) } == ["dismiss"])
        #expect(Self.steps(scanned, trigger: "chooseSource()") == [["startChild SourceChooserCoordinator", "present SourceChooserViewController"]])
    }

    @Test("Back handled in a base class's navigation controller delegate is reported, never pinned on one subclass")
    func baseClassBackDelegate() throws {
        let scanned = try FlowEndScanTests.scan(Self.app)
        #expect(!scanned.transitions.contains { $0.trigger == "navigationController(_:didShow:animated:)" })
        // No Back pop made up on the base class either (it was reported at the delegate method's line).
        #expect(!scanned.unresolved.contains { $0.message.contains("acts on SettingsFlowBase") })
        #expect(scanned.unresolved.contains { $0.source.path.hasSuffix("SettingsCoordinator.swift") && $0.message.hasPrefix("SettingsFlowBase, a base class (of AccountCoordinator, SettingsCoordinator)") })
    }

    @Test("a free function in a base class (preconditionFailure) is no call on a coordinator the scan must pick a subclass for")
    func freeFunctionIsNoCoordinatorCall() throws {
        let scanned = try FlowEndScanTests.scan(Self.app)
        #expect(!scanned.unresolved.contains { $0.message.contains("preconditionFailure") })
    }

    @Test("a root picked among coordinators none of which has a child says it is the first by name, not the one with the most descendants")
    func rootAmongLeaves() throws {
        let scanned = try FlowEndScanTests.scan("unheld-leaves")
        #expect(scanned.root == "BasketCoordinator")
        let note = scanned.unresolved.first { $0.message.hasPrefix("no single root") }?.message ?? ""
        #expect(note.contains("'root: BasketCoordinator' is the first by name"))
        #expect(!note.contains("most descendants"))
    }
}
