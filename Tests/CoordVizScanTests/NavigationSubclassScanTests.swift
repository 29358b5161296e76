import CoordVizScan
import Testing

/// A `UINavigationController` subclass named like a coordinator that roots its own stack
/// (`super.init(rootViewController:)`), in a `UITabBarController` subclass a scene delegate puts in
/// the window; and a tab bar subclass with no child coordinator shown by the delegate.
@Suite struct NavigationSubclassScanTests {
    @Test("a navigation controller subclass named like a coordinator owns the stack its initializer roots, and is the tab bar's child")
    func navigationSubclassOwnsItsStack() throws {
        let app = try FlowEndScanTests.scan("navigation-subclass-tabs")
        #expect(app.root == "MainTabBarController")
        #expect(app.coordinators.first { $0.name == "ProfileFlowController" }?.container == .stack(["ProfileViewController"]))
        let tabs = try #require(app.tabs(of: "MainTabBarController"))
        #expect(tabs.map(\.coordinator) == [nil, "ProfileFlowController"])
        #expect(tabs.map(\.stack) == [["FeedViewController"], nil])
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "FeedViewController.postTapped(): push PostViewController",
            "ProfileViewController.showEdit(): push EditProfileViewController",
        ])
        #expect(app.unresolved.isEmpty)
    }

    @Test("a tab bar subclass filling its own tabs, put in the window by a delegate, is the delegate's container")
    func delegateShowsATabBarSubclass() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import UIKit
        final class RootTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let home = UINavigationController(rootViewController: HomeViewController())
                home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                viewControllers = [home, SettingsViewController()]
            }
        }
        final class HomeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class AppDelegate: UIResponder {
            var window: UIWindow?
            func launch() { window?.rootViewController = RootTabs() }
        }
        """)
        #expect(app.root == "AppDelegate")
        let tabs = try #require(app.tabs(of: "AppDelegate"))
        #expect(tabs.map(\.stack) == [["HomeViewController"], nil])
        #expect(tabs.map(\.screen) == [nil, "SettingsViewController"])
    }
}
