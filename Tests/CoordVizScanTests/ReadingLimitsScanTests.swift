@testable import CoordVizScan
import Foundation
import Testing

/// What the scan reads only when the code shows it: phases of the app's own root, overloads the
/// arguments tell apart, containers a static member is known to make, hosting subclasses and
/// generic SwiftUI screens named after the view they show.
@Suite("Scanning only what the code shows")
struct ReadingLimitsScanTests {
    static func scan(_ app: String) throws -> ScannedApp {
        try Scanner.scan(folder: ScanTests.fixtures.appendingPathComponent(app).path)
    }

    static func stack(_ scanned: ScannedApp, _ coordinator: String) -> [String]? {
        guard case .stack(let screens)? = scanned.coordinators.first(where: { $0.name == coordinator })?.container else { return nil }
        return screens
    }

    @Test("a coordinator replacing the first screen of a stack handed over by a coordinator nothing holds makes no phase, and that is reported")
    func noPhaseFromUnheldStackOwner() throws {
        let scanned = try Self.scan("unheld-stack-owner")
        #expect(scanned.root == "AppCoordinator")
        #expect(scanned.phases.isEmpty)
        #expect(scanned.unresolved.contains { $0.message.hasPrefix("IntroCoordinator replaces the first screen of the navigation controller WelcomeFlowCoordinator handed it, which no coordinator") })
        #expect(scanned.unresolved.contains { $0.message.hasPrefix("TermsCoordinator replaces the first screen") })
    }

    @Test("a child handed to the coordinator's own child helper, or appended to its children, from a factory the scan cannot find is reported with what made it, once")
    func unknownChildIsReported() throws {
        let scanned = try Self.scan("unknown-children")
        #expect(scanned.coordinators.first { $0.name == "LaunchCoordinator" }?.children.map(\.coordinator) == ["GardenCoordinator"])
        let reported = scanned.unresolved.filter { $0.message.contains("a child coordinator whose type the scan cannot tell") }
        #expect(reported.map(\.message) == [
            "LaunchCoordinator.start(_:) is handed onboarding (flows.makeOnboarding(…)), a child coordinator whose type the scan cannot tell (typed FlowCoordinator where it is declared): that child is left out",
            "LaunchCoordinator.childCoordinators is given settings (flows.makeSettings(…)), a child coordinator whose type the scan cannot tell (its elements are typed FlowCoordinator): that child is left out",
        ])
        #expect(reported.map(\.source.line) == [24, 27])
    }

    @Test("methods that each use what several others return are read once, so reading them stays within the limit and nothing is reported stopped")
    func mutuallyCallingMethodsAreReadOnce() throws {
        let scanned = try Self.scan("mutual-calls")
        #expect(Self.stack(scanned, "AppCoordinator") == ["HomeViewController"])
        #expect(!scanned.unresolved.contains { $0.message.contains("stopped after following") })
    }

    @Test("a factory first read while a method it calls back into is running is read again in full where that method is not running")
    func answerCutShortByRecursionIsNotReused() throws {
        let scanned = try Self.scan("recursive-factories")
        let messages = scanned.unresolved.map(\.message)
        #expect(messages.contains("nextScreen(…) returns HarvestViewController or PlantingViewController depending on what its body checks: the scan does not pick one, so the screen is left out"), "\(messages)")
        #expect(!messages.contains { $0.hasPrefix("seasonScreen(…)") }, "\(messages)")
    }

    @Test("a switch over a table's index path or a key path is no deep-link router, and a model's overloads the arguments do not tell apart are not reported: the report stays about navigation")
    func ordinarySwitchesAndOverloadsStayOutOfTheReport() throws {
        let scanned = try Self.scan("ordinary-switches")
        #expect(scanned.unresolved.isEmpty, "\(scanned.unresolved.map(\.message))")
        #expect(scanned.deepLinks.isEmpty)
        #expect(scanned.transitions.map { $0.steps.map { "\($0.kind) \($0.target)" } } == [["push AboutViewController"]])
    }

    @Test("a coordinator's own show(_:from:) taking a scene enum is followed as its method, not read as UIKit's show(_:sender:)")
    func ownMethodNamedLikeUIKitNavigation() throws {
        let scanned = try Self.scan("own-navigation-names")
        #expect(FlowEndScanTests.steps(scanned, from: "HomeViewController").sorted { $0.joined() < $1.joined() } == [["present SettingsViewController"], ["push ProfileViewController"]])
        #expect(scanned.unresolved.isEmpty, "\(scanned.unresolved)")
    }

    @Test("overloads sharing a label are told apart by the argument: a string, a screen, a closure, an instance of another type; arguments that fit several are reported")
    func overloadsByArgumentKind() throws {
        let scanned = try Self.scan("overload-kinds")
        func steps(_ trigger: String) -> [String]? {
            scanned.transitions.first { $0.from == "ShopViewController" && $0.trigger == trigger }?.steps.map { "\($0.kind) \($0.target)" }
        }
        #expect(steps("openCart()") == ["push CartViewController"])
        #expect(steps("openNotice()") == ["push NoticeViewController"])
        #expect(steps("openHelp()") == ["present HelpViewController"])
        #expect(steps("open(_:)") == ["push ProductViewController"])
        #expect(scanned.unresolved.contains { $0.message.hasPrefix("open(…) could be any of ShopCoordinator's overloads with these labels at line 16, line 18:") })
    }

    @Test("a static member of a container class is a container only when it is known to make one: UIKit's constants and static functions named without a call are not")
    func containerStaticMembers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-container-statics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Statics.swift")
        try """
        import UIKit
        extension UINavigationController {
            static var branded: UINavigationController { UINavigationController() }
            static let tint = UIColor.red
            static func make() -> UINavigationController { UINavigationController() }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let catalog = try TypeCatalog.build(files: [file.path], root: folder.path, options: ScanOptions())
        let interpreter = Interpreter(catalog: catalog, roles: Roles(catalog: catalog, options: ScanOptions()))
        #expect(interpreter.staticMember("branded", of: "UINavigationController") == .navigation(owner: nil, screens: []))
        #expect(interpreter.staticMember("tint", of: "UINavigationController") == .unknown)
        #expect(interpreter.staticMember("make", of: "UINavigationController") == .unknown)
        #expect(interpreter.staticMember("hideShowBarDuration", of: "UINavigationController") == .unknown)
        // A factory property of another module: the container its class makes.
        #expect(interpreter.staticMember("govUK", of: "UITabBarController") == .tabBar(owner: nil))
    }

    @Test("a hosting controller subclass handing its root view to super.init shows that view: the screen is named after the view")
    func hostingSubclassNamedAfterRootView() throws {
        let scanned = try Self.scan("hosting-subclass")
        #expect(scanned.screens.contains { $0.name == "AboutView" })
        #expect(!scanned.screens.contains { $0.name == "AboutHostingController" })
        let about = scanned.transitions.first { $0.from == "HomeViewController" }
        #expect(about?.steps.map { "\($0.kind) \($0.target)" } == ["push AboutView"])
    }

    @Test("a generic screen made without its type argument is named after its one argument's type; one whose argument's type is unknown keeps the bare name, reported")
    func genericScreensNamedByArgument() throws {
        let scanned = try Self.scan("generic-screens")
        #expect(Self.stack(scanned, "OnboardingCoordinator") == ["InfoView<WelcomeModel>"])
        #expect(Self.stack(scanned, "DoneCoordinator") == ["InfoView<DoneModel>"])
        #expect(scanned.unresolved.contains { $0.message.hasPrefix("InfoView(…) makes a generic screen without its type argument, and the scan cannot tell the type of makeModel()") })
    }
}
