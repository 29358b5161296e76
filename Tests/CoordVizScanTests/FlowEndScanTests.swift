import CoordVizScan
import Foundation
import Testing

/// How flows end in the code of public coordinator apps — pops to a screen, Back seen by the
/// navigation controller's delegate, a sheet pulled down, a phase asking the launch choice again —
/// and actions installed on table cells, as the scan writes them.
@Suite("Scanning how flows end")
struct FlowEndScanTests {
    static func scan(_ app: String) throws -> ScannedApp {
        try Scanner.scan(folder: ScanTests.fixtures.appendingPathComponent(app).path)
    }

    static func steps(_ scanned: ScannedApp, from screen: String) -> [[String]] {
        scanned.transitions.filter { $0.from == screen }.map { $0.steps.map { "\($0.kind) \($0.target)".trimmingCharacters(in: .whitespaces) } }
    }

    @Test("popToViewController to the stack's first screen is popToRoot, to the screen under the top is pop")
    func popToViewController() throws {
        let scanned = try Self.scan("navigation-ends")
        let ways = Self.steps(scanned, from: "PaymentViewController")
        #expect(ways.contains(["finish CheckoutCoordinator", "popToRoot ShopCoordinator"]))
        #expect(ways.contains(["pop ShopCoordinator", "finish CheckoutCoordinator"]))
    }

    @Test("popToViewController to the screen that was on top when the coordinator was made ends the coordinator's flow")
    func popToScreenCapturedAtInit() throws {
        let scanned = try Self.scan("navigation-ends")
        let abandon = scanned.transitions.first { $0.trigger == "abandon()" }
        #expect(abandon?.from == "PaymentViewController")
        #expect(abandon?.steps.map { "\($0.kind) \($0.target)" } == ["finish CheckoutCoordinator"])
        #expect(!scanned.unresolved.contains { $0.message.hasPrefix("popToViewController(startScreen)") })
    }

    @Test("a screen popping its own navigation controller pops the stack of the coordinator holding it")
    func screenPopsItsStack() throws {
        let scanned = try Self.scan("navigation-ends")
        #expect(Self.steps(scanned, from: "ProductViewController").contains(["popToRoot ShopCoordinator"]))
    }

    @Test("a closure installed on a table cell in cellForRowAt is an action of the screen, named after the cell's callback")
    func cellClosure() throws {
        let scanned = try Self.scan("navigation-ends")
        let transition = scanned.transitions.first { $0.from == "ProductListViewController" && $0.trigger == "onCheckout" }
        #expect(transition?.steps.map(\.kind) == ["startChild", "push"])
        #expect(!scanned.transitions.contains { ($0.trigger ?? "").hasPrefix("tableView(_:cellForRowAt:)") })
    }

    @Test("Back seen by the navigation controller's delegate pops the stack, then finishes the child it lets go of")
    func backThroughDelegate() throws {
        let scanned = try Self.scan("navigation-ends")
        let back = scanned.transitions.first { $0.trigger == "navigationController(_:didShow:animated:)" }
        #expect(back?.from == "PaymentViewController")
        #expect(back?.steps.map { "\($0.kind) \($0.target)" } == ["pop ShopCoordinator", "finish CheckoutCoordinator"])
    }

    @Test("Back through a navigation controller delegate that is not a coordinator is reported, never dropped")
    func backThroughSeparateDelegateIsReported() throws {
        let scanned = try Self.scan("navigation-ends")
        #expect(scanned.unresolved.contains { $0.source.path.hasSuffix("BackWatcher.swift") && $0.message.hasPrefix("BackWatcher, a navigation controller delegate that is not a coordinator") })
        #expect(!scanned.transitions.contains { $0.source.path.hasSuffix("BackWatcher.swift") })
    }

    @Test("an action popping the screen the navigation controller's delegate watches for also finishes the child the delegate lets go of")
    func popChainsIntoDelegateBack() throws {
        let scanned = try Self.scan("navigation-ends")
        let stepBack = scanned.transitions.first { $0.trigger == "stepBack()" }
        #expect(stepBack?.steps.map { "\($0.kind) \($0.target)" } == ["pop ShopCoordinator", "finish CheckoutCoordinator"])
        // Already finished before the pop: not twice.
        let paid = scanned.transitions.first { $0.trigger == "paid()" }
        #expect(paid?.steps.map { "\($0.kind) \($0.target)" } == ["finish CheckoutCoordinator", "popToRoot ShopCoordinator"])
    }

    @Test("a coordinator's own finish() is followed: the screen it presented is dismissed before it finishes")
    func ownFinishIsFollowed() throws {
        let scanned = try Self.scan("navigation-ends")
        #expect(Self.steps(scanned, from: "ReviewsViewController") == [["dismiss", "finish ReviewsCoordinator"]])
    }

    @Test("a sheet pulled down (presentationControllerDidDismiss) ends the flow presented in it, from its first screen")
    func sheetPulledDown() throws {
        let scanned = try Self.scan("navigation-ends")
        let pulled = scanned.transitions.first { $0.trigger == "presentationControllerDidDismiss(_:)" }
        #expect(pulled?.from == "AccountViewController")
        #expect(pulled?.steps.map { "\($0.kind) \($0.target)" } == ["finish AccountCoordinator"])
    }

    @Test("a phase that finishes and asks the launch choice again goes on to later phases only (finishing once, where its parent lets go of it); the ways back are reported")
    func phasesMoveOn() throws {
        let scanned = try Self.scan("launch-choice")
        #expect(scanned.phases.map(\.root) == ["LoginCoordinator", "TutorialCoordinator", "HomeCoordinator"])
        let fromLogin = Self.steps(scanned, from: "LoginViewController")
        #expect(Set(fromLogin) == [["finish LoginCoordinator", "setRoot TutorialCoordinator"], ["finish LoginCoordinator", "setRoot HomeCoordinator"]])
        // The launch coordinator asks again before it lets go of the tutorial: the code's order.
        #expect(Self.steps(scanned, from: "TutorialViewController") == [["setRoot HomeCoordinator", "finish TutorialCoordinator"]])
        #expect(scanned.unresolved.contains { $0.message.hasPrefix("after TutorialCoordinator finishes, the launch choice could make LoginCoordinator the root again") })
    }
}

/// Actions a base screen class declares happen on the subclasses the app shows.
@Suite("Scanning base screen classes")
struct BaseScreenScanTests {
    @Test("an action declared in a base screen class nothing shows starts on the subclass that is shown")
    func baseScreenActionsMoveToSubclass() throws {
        let scanned = try FlowEndScanTests.scan("navigation-ends")
        #expect(FlowEndScanTests.steps(scanned, from: "AccountViewController").contains(["push HelpViewController"]))
        #expect(!scanned.transitions.contains { $0.from == "FormViewController" })
    }
}

/// A child coordinator with one initializer that pushes onto the stack it is handed and one that
/// presents a stack of its own: the initializer each call site uses decides.
@Suite("Scanning coordinators made through different initializers")
struct CallSiteInitializerScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("call-site-initializers") }

    @Test("the call site made with the presenting initializer presents the child's stack: presentedFrom is that screen")
    func presentingInitializer() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "PurchaseCoordinator" }?.presentation?.from == "ListViewController")
        #expect(FlowEndScanTests.steps(app, from: "ListViewController").contains(["startChild PurchaseCoordinator", "push PayViewController"]))
    }

    @Test("the call site made with the initializer keeping the parent's stack pushes onto it: its screens are further places there, and the report says so")
    func stackKeepingInitializer() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "ProductViewController") == [["startChild PurchaseCoordinator", "push PayViewController#2"]])
        #expect(app.screens.first { $0.name == "ProductViewController" }?.pushes == ["PayViewController#2"])
        #expect(app.coordinators.first { $0.name == "PurchaseCoordinator" }?.pushesOnto == nil)
        #expect(app.unresolved.contains { $0.message.hasPrefix("PurchaseCoordinator presents a navigation controller of its own when made one way") })
    }

    @Test("in the flow a presenting initializer made, what only the stack-keeping initializer sets is nil: if let takes its else")
    func propertyOfTheOtherInitializerIsNil() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "PayViewController") == [["dismiss", "finish PurchaseCoordinator"]])
    }

    @Test("a presentation style a factory sets on the navigation controller it hands a coordinator is that coordinator's style")
    func factoryStyle() throws {
        let app = try Self.scanned()
        let presentation = app.coordinators.first { $0.name == "ReceiptsCoordinator" }?.presentation
        #expect(presentation?.from == "ListViewController")
        #expect(presentation?.style == "formSheet")
    }
}
