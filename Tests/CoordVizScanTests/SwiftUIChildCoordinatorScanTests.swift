import CoordVizScan
import CoordVizSpec
import Foundation
import Testing

/// SwiftUI coordinators that make and hold other coordinators (an app coordinator with an
/// onboarding child and one per tab), `@Observable` ones reached with `@Environment(Type.self)`
/// and `@Bindable`, beside an `ObservableObject` one reached with `@EnvironmentObject`.
@Suite("Scanning SwiftUI child coordinators")
struct SwiftUIChildCoordinatorScanTests {
    static let app = "swiftui-child-coordinators"

    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan(app) }

    @Test("the fixture scans to its golden spec, which validates without a warning")
    func goldenSpec() throws {
        let yaml = try ScanTests.yaml(Self.app)
        #expect(yaml == (try ScanTests.golden(Self.app, recording: yaml)), "re-record with COORDVIZ_RECORD=1 swift test --filter SwiftUIChildCoordinatorScanTests after checking the difference")
        let parsed = try FlowSpecParser.parse([SpecFile(path: "\(Self.app).yaml", text: yaml)])
        #expect(parsed.warnings.isEmpty, "\(parsed.warnings)")
    }

    @Test("a coordinator making coordinators holds them as children, and a child's weak parent property is its parent link")
    func children() throws {
        let app = try Self.scanned()
        let root = app.coordinators.first { $0.name == "AppCoordinator" }
        #expect(Set(root?.children.map(\.coordinator) ?? []) == ["OnboardingCoordinator", "FeedCoordinator", "AccountCoordinator"])
        let onboarding = app.coordinators.first { $0.name == "OnboardingCoordinator" }
        #expect(onboarding?.parent?.target == "AppCoordinator")
        #expect(onboarding?.parent?.strength == "weak")
        #expect(app.root == "AppCoordinator")
    }

    @Test("a TabView showing the stacks of one coordinator's children is that coordinator's tab bar")
    func tabsOfTheParent() throws {
        let app = try Self.scanned()
        guard case .tabs(let tabs)? = app.coordinators.first(where: { $0.name == "AppCoordinator" })?.container else { Issue.record("AppCoordinator holds no tabs"); return }
        #expect(tabs.map(\.coordinator) == ["FeedCoordinator", "AccountCoordinator"])
        #expect(!app.coordinators.contains { $0.name == "MainTabs" })
    }

    @Test("an @Observable coordinator reached with @Environment(Type.self) or @Bindable has its stack, pushes and sheets read")
    func observableCoordinator() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "FeedCoordinator" }?.container == .stack(["FeedView"]))
        #expect(app.coordinators.first { $0.name == "OnboardingCoordinator" }?.container == .stack(["WelcomeView"]))
        #expect(NavigationPathScanTests.transition(app, from: "FeedView", trigger: "Latest post") == ["push PostView"])
        #expect(NavigationPathScanTests.transition(app, from: "PostView", trigger: "Author") == ["push AuthorView"])
        #expect(NavigationPathScanTests.transition(app, from: "WelcomeView", trigger: "Get started") == ["push NotificationsStepView"])
        #expect(NavigationPathScanTests.transition(app, from: "NotificationsStepView", trigger: "Allow") == ["push ProfileStepView"])
        #expect(NavigationPathScanTests.transition(app, from: "FeedView", trigger: "Write") == ["present ComposeView"])
        #expect(NavigationPathScanTests.transition(app, from: "ComposeView", trigger: "Send") == ["dismiss"])
    }

    @Test("an ObservableObject coordinator from @EnvironmentObject keeps working beside them")
    func observableObjectCoordinator() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "AccountCoordinator" }?.container == .stack(["AccountView"]))
        #expect(NavigationPathScanTests.transition(app, from: "AccountView", trigger: "Settings") == ["push AccountSettingsView"])
    }
}
