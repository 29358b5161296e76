import CoordVizCore
import CoordVizSpec
import Foundation
import Testing

/// Version 2 constructs, one example spec each under `Fixtures/v2/`, and the model each becomes.
@Suite struct V2SpecTests {
    static let examples = [
        "branching-stacks", "repeated-screens", "presented", "presented-from-unknown", "presented-tab-bar", "phases", "tabs", "pushes-onto", "entry-points", "parents",
        "split-and-pages", "shop-app",
    ]

    func model(_ name: String) throws -> ArchitectureModel {
        try FlowSpecParser.parse(contentsOf: SpecFixtures.fixture("v2/\(name).yaml"), displayPath: "v2/\(name).yaml").model
    }

    @Test(arguments: examples)
    func everyExampleValidatesWithoutAnyDiagnostic(name: String) throws {
        #expect(SpecFixtures.diagnostics(of: try SpecFixtures.specFiles("v2/\(name).yaml")) == [])
    }

    @Test func aScreenListsWhatItPushesAndPresentsAndTheStackHoldsItsPushGraphDepthFirst() throws {
        let model = try model("branching-stacks")
        let stack = try #require(model.coordinator("HomeCoordinator")?.container?.navigationStack)
        #expect(stack.declaredScreens == ["HomeViewController", "UsersViewController", "UserViewController", "AboutViewController"])
        #expect(model.screen("HomeViewController")?.pushes == ["UsersViewController", "AboutViewController"])
        #expect(model.screen("HomeViewController")?.presents == ["ComposeViewController"])
        #expect(model.screen("UsersViewController")?.pushes == ["UserViewController"])
        #expect(model.screen("AboutViewController")?.pushes == nil)
        #expect(model.screen("ComposeViewController")?.title == nil)
        #expect(model.owner(ofScreen: "ComposeViewController") == nil)
    }

    @Test func theSecondPlaceOfAScreenTypeIsNumberedAndKeepsItsType() throws {
        let model = try model("repeated-screens")
        #expect(model.coordinator("SavedCoordinator")?.container?.navigationStack?.declaredScreens == ["SavedViewController", "PostViewController#2"])
        let second = try #require(model.screen("PostViewController#2"))
        #expect(second.typeName == "PostViewController")
        #expect(second.title == "Post")
        #expect(second.coordinator == "SavedCoordinator")
        #expect(model.screen("PostViewController")?.coordinator == "FeedCoordinator")
    }

    @Test func aScreenTypeInTwoStacksOfAVersion1FileIsStillAnError() throws {
        let text = try String(contentsOf: SpecFixtures.fixture("v2/repeated-screens.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "version: 2", with: "version: 1")
            .replacingOccurrences(of: "PostViewController#2", with: "PostViewController")
        let diagnostics = SpecFixtures.diagnostics(of: [SpecFile(path: "v1.yaml", text: text)])
        #expect(diagnostics.filter { $0.contains(": error: ") }.map { $0.components(separatedBy: "] ").first ?? "" } == ["v1.yaml:13:34: error: [duplicate-screen"])
    }

    @Test func aPresentedCoordinatorRecordsTheScreenBeneathAndTheStyle() throws {
        let settings = try #require(try model("presented").coordinator("SettingsCoordinator"))
        #expect(settings.presentation == Presentation(over: "ProfileViewController", style: "formSheet"))
        #expect(settings.container?.navigationStack?.declaredScreens == ["SettingsViewController", "NotificationsViewController"])
    }

    @Test("a coordinator presented from a screen no one can name keeps its style, and closing it plays")
    func aCoordinatorPresentedFromAnUnknownScreenKeepsItsStyle() throws {
        let model = try model("presented-from-unknown")
        #expect(model.coordinator("EditAddressCoordinator")?.presentation == Presentation(over: nil, style: "pageSheet"))
        #expect(model.coordinator("EditAddressCoordinator")?.presentation?.overDescription == "an unknown screen")
        #expect(model.coordinator("ReceiptCoordinator")?.presentation == Presentation(over: nil, style: nil))
    }

    @Test("a screen named 'unknown' is no presenter: presentedFrom: unknown never looks it up")
    func unknownIsNotLookedUpAsAScreen() {
        let text = "version: 2\nroot: A\ncoordinators:\n  A: { stack: [S], children: [B] }\n  B: { stack: [T], presentedFrom: unknown, style: formSheet }\n"
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "p.yaml", text: text)]).filter { $0.contains("error") } == [])
    }

    @Test func aTabBarCanBePresentedFullScreenOverTheLogin() throws {
        let tabs = try #require(try model("presented-tab-bar").coordinator("TabBarCoordinator"))
        #expect(tabs.presentation == Presentation(over: "LoginViewController", style: "fullScreen"))
        #expect(tabs.container?.tabBar?.tabs.count == 2)
    }

    @Test func aPresentedCoordinatorNeedsAContainerAndAStyleNeedsPresentedFrom() {
        let text = "version: 2\nroot: A\ncoordinators:\n  A: { stack: [S], children: [B, C] }\n  B: { presentedFrom: S }\n  C: { stack: [T], style: formSheet }\n"
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "p.yaml", text: text)]) == [
            "p.yaml:5:8: error: [missing-key] coordinator 'B' is presented, so it needs a container to present: 'stack', 'tabs', 'screen', 'split' or 'pages' (and no 'pushesOnto')",
            "p.yaml:6:20: error: [missing-key] 'style' says how coordinator 'C' is presented; add 'presentedFrom: <the screen it is presented over>' (or 'presentedFrom: unknown' when no one knows which)",
        ])
    }

    @Test func phasesNameEachPhaseRootAndSetRootIsAStep() throws {
        let model = try model("phases")
        #expect(model.phases == [Phase(name: "Login", root: "AuthCoordinator"), Phase(name: "Main", root: "MainCoordinator")])
        #expect(model.transition("logged-in")?.steps.first == Step(.setRoot, "MainCoordinator"))
    }

    @Test func withoutARootThePhasesStartTheApp() throws {
        let text = """
        version: 2
        phases: [{ name: Login, root: Auth }, { name: Main, root: Main }]
        coordinators:
          Auth: { stack: [LoginViewController] }
          Main: { stack: [HomeViewController] }
        """
        let spec = try FlowSpecParser.parse(text, path: "p.yaml")
        #expect(spec.model.root == "Auth")
        #expect(spec.warnings == [])
    }

    @Test func aPhaseRootMustBeADeclaredCoordinator() {
        let text = "version: 2\nphases: [{ name: Main, root: Mian }]\ncoordinators:\n  Main: { stack: [A] }\n"
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "p.yaml", text: text)]) == [
            "p.yaml:2:30: error: [unknown-coordinator] unknown coordinator 'Mian'; did you mean 'Main'?",
        ])
    }

    @Test func tabsHaveAnInitialTabConditionsAndPlainStacks() throws {
        let model = try model("tabs")
        let bar = try #require(model.coordinator("TabBarCoordinator")?.container?.tabBar)
        #expect(bar.selectedIndex == 1)
        #expect(bar.tabs.map(\.condition) == [nil, nil, "featureFlag.newInbox", nil])
        #expect(model.coordinator("InboxCoordinator")?.condition == "featureFlag.newInbox")
        let about = bar.tabs[3]
        #expect(about.coordinator == nil)
        #expect(about.viewControllerType == "UINavigationController")
        #expect(about.container?.navigationStack?.declaredScreens == ["AboutViewController"])
    }

    @Test func aSelectedTabIsTheInitialTab() throws {
        let text = "version: 2\nroot: T\ncoordinators:\n  T:\n    tabs:\n      - { screen: A }\n      - { screen: B, selected: true }\n"
        #expect(try FlowSpecParser.parse(text, path: "t.yaml").model.coordinator("T")?.container?.tabBar?.selectedIndex == 1)
    }

    @Test func aSelectedTabReadsFromJSONToo() throws {
        let text = #"{ "version": 2, "root": "T", "coordinators": { "T": { "tabs": [{ "screen": "A" }, { "screen": "B", "selected": true }] } } }"#
        #expect(try FlowSpecParser.parse(text, path: "t.json").model.coordinator("T")?.container?.tabBar?.selectedIndex == 1)
    }

    @Test func aVersion2FileNumbersATypeThatAVersion1FileOfTheSameSpecListsFirst() throws {
        let app = "version: 1\nroot: Main\ncoordinators:\n  Main: { tabs: [Feed, Saved] }\n  Feed: { stack: [FeedViewController, PostViewController] }\n"
        let saved = "version: 2\ncoordinators:\n  Saved: { stack: [SavedViewController, PostViewController] }\n"
        let spec = try FlowSpecParser.parse([SpecFile(path: "app.yaml", text: app), SpecFile(path: "saved.yaml", text: saved)])
        #expect(spec.model.coordinator("Saved")?.container?.navigationStack?.declaredScreens == ["SavedViewController", "PostViewController#2"])
        #expect(spec.model.coordinator("Feed")?.container?.navigationStack?.declaredScreens == ["FeedViewController", "PostViewController"])
    }

    @Test func childrenPushingOntoTheirParentsStackShareItAndMarkWhatTheyPut() throws {
        let model = try model("pushes-onto")
        #expect(model.coordinator("BuyCoordinator")?.pushesOnto == "MainCoordinator")
        #expect(model.coordinator("PayCoordinator")?.pushesOnto == "MainCoordinator")
        #expect(model.coordinator("BuyCoordinator")?.container == nil)
        #expect(model.coordinator("MainCoordinator")?.container?.navigationStack?.declaredScreens == [
            "ProductsViewController", "BuyViewController", "PayViewController", "ReceiptViewController",
        ])
        #expect(model.screens.map { "\($0.id)=\($0.pushedBy ?? "-")" } == [
            "ProductsViewController=MainCoordinator", "BuyViewController=BuyCoordinator",
            "PayViewController=PayCoordinator", "ReceiptViewController=PayCoordinator",
        ])
        #expect(model.screen("PayViewController")?.coordinator == "PayCoordinator")
    }

    @Test func aSharingChildsScreensNoScreenPushesGoAtTheEnd() throws {
        let text = """
        version: 2
        root: Main
        coordinators:
          Main: { stack: [A, B], children: [Child] }
          Child: { pushesOnto: Main, stack: [C] }
        """
        let model = try FlowSpecParser.parse(text, path: "s.yaml").model
        #expect(model.coordinator("Main")?.container?.navigationStack?.declaredScreens == ["A", "B", "C"])
    }

    @Test func entryPointsStartTransitionsWithNoSourceScreen() throws {
        let shipped = try #require(try model("entry-points").transition("order-shipped"))
        #expect(shipped.entry == EntryPoint(kind: .notification, name: "orderShipped"))
        #expect(shipped.source == "")
    }

    @Test func aTransitionNeedsFromOrOn() {
        let text = "version: 2\nroot: A\ncoordinators:\n  A: { stack: [S] }\ntransitions:\n  - id: t\n    steps: [dismiss]\n"
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "t.yaml", text: text)]) == [
            "t.yaml:6:5: error: [missing-key] transition 't' needs 'from' (the screen it starts on) or 'on' (an entry point, e.g. 'on: { notification: orderShipped }')",
        ])
    }

    @Test func anUnknownEntryKindIsSuggested() {
        let text = "version: 2\nroot: A\ncoordinators:\n  A: { stack: [S] }\ntransitions:\n  - id: t\n    on: { notifcation: x }\n    steps: [dismiss]\n"
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "t.yaml", text: text)]) == [
            "t.yaml:7:11: error: [unknown-key] unknown key 'notifcation' in 'on' of transition 't'; did you mean 'notification'?",
        ])
    }

    @Test func declaredParentsAreBackReferencesThatKnowWhetherTheyPointToTheParent() throws {
        let model = try model("parents")
        #expect(model.coordinator("HomeCoordinator")?.backReferences == [
            BackReference(property: "parentCoordinator", target: "MainCoordinator", pointsToParent: true, strength: .weak),
        ])
        #expect(model.coordinator("OrdersCoordinator")?.backReferences == [
            BackReference(property: "owner", target: "MainCoordinator", pointsToParent: true, strength: .strong),
        ])
    }

    @Test func aParentThatIsNotTheParentIsKeptAsAnAncestorReference() throws {
        let text = "version: 2\nroot: A\ncoordinators:\n  A: { children: [B] }\n  B: { children: [C] }\n  C: { parent: A }\n"
        let reference = try #require(try FlowSpecParser.parse(text, path: "p.yaml").model.coordinator("C")?.backReferences.first)
        #expect(reference.target == "A")
        #expect(!reference.pointsToParent)
    }

    @Test func anUnknownStrengthIsAWrongType() {
        let text = "version: 2\nroot: A\ncoordinators:\n  A: { children: [B] }\n  B: { parent: { target: A, strength: soft } }\n"
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "p.yaml", text: text)]) == [
            "p.yaml:5:39: error: [wrong-type] 'strength' is one of strong, weak, unowned, not 'soft'",
        ])
    }

    @Test func splitAndPageViewsAreContainmentsWhoseCoordinatorColumnsAreChildren() throws {
        let model = try model("split-and-pages")
        let app = try #require(model.coordinator("AppCoordinator"))
        guard case .containment(let split)? = app.container else { Issue.record("no containment"); return }
        #expect(split.kind == .split)
        #expect(split.typeName == "UISplitViewController")
        #expect(split.contained == [.single(SingleScreen(typeName: "MessageViewController", property: "viewControllers[1]", screen: "MessageViewController"))])
        #expect(app.children.compactMap(\.coordinator) == ["OnboardingCoordinator", "MailboxesCoordinator"])
        guard case .containment(let pages)? = model.coordinator("OnboardingCoordinator")?.container else { Issue.record("no pages"); return }
        #expect(pages.kind == .page)
        #expect(pages.contained.flatMap(\.screens) == ["WelcomeViewController", "PermissionsViewController"])
        #expect(model.coordinator("OnboardingCoordinator")?.presentation == Presentation(over: "MailboxesViewController", style: "fullScreen"))
    }

    @Test func theShopAppLinksEveryConstructTogether() throws {
        let model = try model("shop-app")
        #expect(model.root == "AppCoordinator")
        #expect(model.phases?.map(\.root) == ["AuthCoordinator", "TabBarCoordinator"])
        #expect(model.coordinator("HomeCoordinator")?.container?.navigationStack?.declaredScreens == [
            "HomeViewController", "ProductListViewController", "ProductViewController", "CartViewController", "PaymentViewController",
            "SearchViewController",
        ])
        #expect(model.coordinator("OrdersCoordinator")?.container?.navigationStack?.declaredScreens == [
            "OrdersViewController", "OrderViewController", "ProductViewController#2",
        ])
        #expect(model.screen("CartViewController")?.pushedBy == "CheckoutCoordinator")
        #expect(model.screen("ProductViewController#2")?.typeName == "ProductViewController")
        #expect(model.coordinator("SettingsCoordinator")?.presentation?.style == "formSheet")
        #expect(model.coordinator("TabBarCoordinator")?.container?.tabBar?.selectedIndex == 0)
        #expect(model.transition("order-shipped")?.entry?.kind == .notification)
        #expect(model.deepLinks.first?.transition == "order-shipped")
    }

    @Test func aScreenPushedInTwoStacksIsADuplicateWithTheNumberToUse() {
        let text = """
        version: 2
        root: Main
        coordinators:
          Main: { tabs: [A, B] }
          A: { stack: [AList] }
          B: { stack: [BList] }
        screens:
          AList: { pushes: [Detail] }
          BList: { pushes: [Detail] }
        """
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "d.yaml", text: text)]) == [
            "d.yaml:9:21: error: [duplicate-screen] 'Detail' is pushed here but already belongs to the stack of 'A'; a place on a stack is one screen: write 'Detail#2' (the next free number) for this place",
        ])
    }
    @Test func aScreenPushedInAThirdStackIsOfferedTheNextFreeNumber() {
        let text = """
        version: 2
        root: Main
        coordinators:
          Main: { tabs: [A, B, C] }
          A: { stack: [AList] }
          B: { stack: [BList] }
          C: { stack: [CList] }
        screens:
          AList: { pushes: [Detail] }
          BList: { pushes: ["Detail#2"] }
          CList: { pushes: [Detail] }
        """
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "d.yaml", text: text)]) == [
            "d.yaml:11:21: error: [duplicate-screen] 'Detail' is pushed here but already belongs to the stack of 'A'; a place on a stack is one screen: write 'Detail#3' (the next free number) for this place",
        ])
    }
}
