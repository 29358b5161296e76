import CoordVizCore
import TabbarOwnerSample

/// The tabbar-owner app with a book open in the reader: the user opened the top Home article,
/// tapped "Open in Library" and then "Read". The root is the `MainTabBarController` (a view
/// controller that owns the coordinators); the Library tab is selected, Home's stack is
/// [HomeFeedViewController, ArticleViewController], the Library split view shows
/// [LibraryListViewController] beside [BookDetailViewController], and a `ReaderViewController`
/// is presented full screen over the split view, run by the Library coordinator's child
/// `ReaderCoordinator`.
///
/// Not in `SampleCatalog.all` yet: today's introspector refuses a root that is not a
/// coordinator (`rootIsNotACoordinator`).
enum TabbarOwnerDemoState {
    static func capture() throws -> Snapshot {
        try ReleaseCheck.snapshot(app: "TabbarOwner") {
            let root = TabbarOwnerApp.launch()
            for action in TabbarOwnerApp.headlineScenario(on: root).prefix(3) {
                action.perform()
            }
            return root
        }
    }
}
