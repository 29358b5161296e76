import CoordVizScan
import Testing

/// Apps without coordinators: view controllers navigating themselves from a stack a scene or app
/// delegate puts in the window, and VIPER modules whose screens hand their actions to a presenter
/// and a router (`viewController?.navigationController?.pushViewController(…)`).
@Suite struct ModuleRouterScanTests {
    @Test("a stack the scene delegate puts in the window is the app's root, shown by the delegate, and its screens' own pushes play on it")
    func delegateWindowRoot() throws {
        let app = try FlowEndScanTests.scan("plain-uikit-window")
        #expect(app.root == "SceneDelegate")
        #expect(app.coordinators.first { $0.name == "SceneDelegate" }?.container == .stack(["ListViewController"]))
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "ListViewController.openTapped(): push DetailViewController",
            "ListViewController.settingsTapped(): present PrefsViewController",
            "PrefsViewController.doneTapped(): dismiss ",
        ])
        #expect(app.unresolved.isEmpty)
    }

    @Test("a VIPER screen's action runs through its presenter into the module router, which pushes and presents from the screen")
    func viperModules() throws {
        let app = try FlowEndScanTests.scan("module-routers")
        #expect(app.coordinators.first { $0.name == "AppDelegate" }?.container == .stack(["ArticlesViewController"]))
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "ArticleViewController.commentsTapped(): push CommentsViewController",
            "ArticlesViewController.settingsTapped(): present SettingsViewController",
            "ArticlesViewController.tableView(didSelectRowAt:): push ArticleViewController",
            "SettingsViewController.doneTapped(): dismiss ",
        ])
        #expect(app.unresolved.isEmpty)
    }
}
