import CoordVizScan
import CoordVizSpec
import Foundation
import Testing

/// Factories and builders declared to return a base class, a protocol or a plain view
/// controller, trailing closures on them, and SwiftUI screens in hosting controllers: the scan
/// names what their bodies construct, and reports what it cannot name instead of dropping it.
@Suite("Scanning factories and hosted SwiftUI screens")
struct FactoryScanTests {
    static let app = "factories-and-hosting"

    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan(app) }

    static func children(_ app: ScannedApp, of parent: String) -> [String] {
        app.coordinators.first { $0.name == parent }?.children.map(\.coordinator) ?? []
    }

    @Test("a static helper returning nothing, handed the screen (`Facade.coordinateToThread(provider: self)`), is followed with what it is handed, its overload picked by labels")
    func staticHelpersAreFollowed() throws {
        let app = try FlowEndScanTests.scan("static-helper-navigation")
        #expect(FlowEndScanTests.steps(app, from: "HomeViewController") == [["push ThreadViewController"]])
    }

    @Test("a switch statement whose branches make a screen in a local and push it is no value of its method: nothing is reported as unreadable")
    func switchStatementsAreNoImplicitReturns() throws {
        let app = try FlowEndScanTests.scan("statement-switch-pushes")
        #expect(app.unresolved.isEmpty, "\(app.unresolved.map(\.message))")
        #expect(FlowEndScanTests.steps(app, from: "PreferencesViewController").sorted { $0.description < $1.description }
            == [["push GeneralViewController"], ["push PrivacyViewController"]])
    }

    @Test("the fixture scans to its golden spec, which validates but for the two coordinators the scan would not guess a parent of")
    func goldenSpec() throws {
        let yaml = try ScanTests.yaml(Self.app)
        #expect(yaml == (try ScanTests.golden(Self.app, recording: yaml)), "re-record with COORDVIZ_RECORD=1 swift test --filter FactoryScanTests after checking the difference")
        // The two coordinators the ambiguous factory makes are held by no one the scan can name.
        let parsed = try FlowSpecParser.parse([SpecFile(path: "\(Self.app).yaml", text: yaml)])
        let warnings = parsed.warnings.map { "\($0)" }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.contains("[unreachable-coordinator]") && ($0.contains("'ReturningCoordinator'") || $0.contains("'NewcomerCoordinator'")) })
    }

    @Test("a factory in another type declared to return the base class names the child its body constructs, in one expression or through a returned local")
    func baseClassFactory() throws {
        let children = Self.children(try Self.scanned(), of: "AppCoordinator")
        #expect(children.contains("ShopCoordinator"))
        #expect(children.contains("BasketCoordinator"))
        #expect(!children.contains("FlowCoordinator"))
    }

    @Test("a property named as the parent and typed as the base class every flow shares is the child's back-reference")
    func parentTypedAsBaseClass() throws {
        let parent = try Self.scanned().coordinators.first { $0.name == "ShopCoordinator" }?.parent
        #expect(parent?.target == "AppCoordinator" && parent?.property == "parentFlow" && parent?.strength == "weak")
    }

    @Test("tabs mapped from a list of builder-made coordinators ({ $0.navigation }) onto a tab bar from a static factory property are read in order")
    func tabsMappedFromCoordinators() throws {
        let app = try Self.scanned()
        guard case .tabs(let tabs)? = app.coordinators.first(where: { $0.name == "TabsCoordinator" })?.container else {
            Issue.record("TabsCoordinator has no tabs")
            return
        }
        #expect(tabs.map(\.coordinator) == ["FeedCoordinator", "ProfileCoordinator"])
    }

    @Test("navigation controllers put in a tab bar before coordinators adopt them are those coordinators' tabs; the tab bar the coordinator made and presents is its presented container")
    func tabsAdoptedAfterwards() throws {
        let picker = try Self.scanned().coordinators.first { $0.name == "PickerCoordinator" }
        guard case .tabs(let tabs)? = picker?.container else {
            Issue.record("PickerCoordinator has no tabs")
            return
        }
        #expect(tabs.map(\.coordinator) == ["LeftCoordinator", "RightCoordinator"])
        #expect(tabs.first?.title == "Left")
        #expect(picker?.presentation?.from == "ShelfViewController" && picker?.presentation?.style == "fullScreen")
    }

    @Test("a factory declared to return a protocol, and a computed builder property, name the child they construct")
    func protocolFactoryAndProperty() throws {
        let children = Self.children(try Self.scanned(), of: "AppCoordinator")
        #expect(children.contains("HelpCoordinator"))
        #expect(children.contains("NewsCoordinator"))
    }

    @Test("a factory called with a trailing closure makes the same child as with a labelled closure")
    func trailingClosure() throws {
        #expect(Self.children(try Self.scanned(), of: "AppCoordinator").contains("BasketCoordinator"))
    }

    @Test("a factory whose returns construct different coordinators is reported, and neither is written as the child")
    func ambiguousFactoryIsReported() throws {
        let app = try Self.scanned()
        let children = Self.children(app, of: "AppCoordinator")
        #expect(!children.contains("ReturningCoordinator") && !children.contains("NewcomerCoordinator"))
        #expect(app.unresolved.contains { $0.message.hasPrefix("builder.welcome(…) returns ReturningCoordinator or NewcomerCoordinator") })
    }

    @Test("a factory whose body is one switch expression, each case constructing another coordinator, is reported when the subject is unknown")
    func implicitSwitchFactoryIsReported() throws {
        let app = try Self.scanned()
        #expect(app.unresolved.contains { $0.message.hasPrefix("builder.entry(…) returns NewsCoordinator or HelpCoordinator") })
    }

    @Test("a screen factory declared to return UIViewController names the screen its body constructs; no screen is called UIViewController")
    func screenFactory() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "ShopCoordinator" }?.container == .stack(["ShelfViewController"]))
        #expect(FlowEndScanTests.steps(app, from: "ShelfViewController").contains(["push ItemViewController"]))
        #expect(!app.screens.contains { $0.name == "UIViewController" || $0.name == "UIHostingController" })
    }

    @Test("a screen factory whose returns construct different screens is reported where the push is")
    func ambiguousScreenFactoryIsReported() throws {
        let app = try Self.scanned()
        #expect(app.unresolved.contains { $0.message.hasPrefix("screens.offer(…) returns BigOfferViewController or SmallOfferViewController") })
        #expect(app.unresolved.contains { $0.message.hasPrefix("pushViewController(…) pushes screens.offer(big: true)") })
    }

    @Test("a screen factory whose body the scan cannot read is reported at the call, and the stack it was set on says what it left out")
    func unreadableScreenFactoryIsReported() throws {
        let app = try Self.scanned()
        #expect(app.unresolved.contains { $0.message.hasPrefix("screens.legacy(…) is declared to return UIViewController") })
        #expect(app.unresolved.contains { $0.message.hasPrefix("setViewControllers(…) sets legacy") })
        #expect(app.coordinators.first { $0.name == "HelpCoordinator" }?.container == nil)
    }

    @Test("a SwiftUI view in UIHostingController or in the app's subclass of it is the screen, named after the root view, also when a factory builds it")
    func hostedScreens() throws {
        let app = try Self.scanned()
        let ways = FlowEndScanTests.steps(app, from: "ShelfViewController")
        #expect(ways.contains(["push AboutPage"]))
        #expect(ways.contains(["push PreferencesPage"]))
        #expect(ways.contains(["present HelpPage"]))
        #expect(!app.screens.contains { $0.name == "TintedHostingController" })
    }

    @Test("a lazy property declared as UIViewController and made by a closure run in place stands for the screen the factory inside makes; a specialized generic SwiftUI view keeps its type argument")
    func lazyBaseTypedScreenAndGenericView() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "ShelfViewController").contains(["push MessagePage<PromoMessage>"]))
        #expect(!app.screens.contains { $0.name == "MessagePage" })
    }

    @Test("a closure literal or a method of the coordinator handed to a screen factory is an action of the screen it makes, named after its label")
    func factoryCallbacks() throws {
        let app = try Self.scanned()
        #expect(app.transitions.contains { $0.from == "ReceiptViewController" && $0.trigger == "onDone" && $0.steps.map(\.kind) == ["popToRoot"] })
        #expect(FlowEndScanTests.steps(app, from: "ReviewViewController") == [["push ThanksViewController"]])
    }

    @Test("a builder method called without its defaulted parameter, making a page in another module's hosting controller, gives the stack that page")
    func defaultedBuilderAndForeignHost() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "NewsCoordinator" }?.container == .stack(["NewsPage"]))
    }

    @Test("a coordinator inheriting a typealias of base class & protocol uses the base class's helpers; overloads taking a screen or a list, called without their defaulted parameter, are told apart")
    func typealiasAndOverloads() throws {
        let app = try Self.scanned()
        let news = app.coordinators.first { $0.name == "NewsCoordinator" }
        #expect(news?.container == .stack(["NewsPage"]))
        #expect(Self.children(app, of: "AppCoordinator").contains("NewsCoordinator"))
    }
}
