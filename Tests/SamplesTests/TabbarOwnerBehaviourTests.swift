import Foundation
import TabbarOwnerSample
import Testing
import UIKitStandIn

private func typeNames(_ objects: [AnyObject]) -> [String] {
    objects.map { String(describing: type(of: $0)) }
}

@Suite("Tabbar owner: a tab bar controller subclass that owns the coordinators")
struct TabbarOwnerBehaviourTests {
    @Test func launchingShowsTheTabBarControllerWhoseLoadedViewBuiltFourTabs() throws {
        let window = UIWindow()
        let root = TabbarOwnerApp.launch(in: window)

        #expect(window.rootViewController === root)
        #expect(root.isViewLoaded)
        let tabs = try #require(root.viewControllers)
        #expect(typeNames(tabs) == ["UINavigationController", "UINavigationController", "UISplitViewController", "UINavigationController"])
        #expect(tabs[0] === root.homeCoordinator.navigationController)
        #expect(tabs[1] === root.searchCoordinator.navigationController)
        #expect(tabs[2] === root.libraryCoordinator.splitViewController)
        #expect(tabs[3] === root.profileNavigationController)
        #expect(root.selectedIndex == 0)
    }

    @Test func aTabBarControllerWhoseViewHasNotLoadedHasNoTabsYet() {
        let root = MainTabBarController()
        #expect(root.viewControllers == nil)

        root.loadViewIfNeeded()

        #expect(root.viewControllers?.count == 4)
    }

    @Test func theProfileTabIsAPlainNavigationControllerThatNoCoordinatorRuns() throws {
        let root = TabbarOwnerApp.launch()
        let profile = root.profileNavigationController

        #expect(typeNames(profile.viewControllers) == ["ProfileViewController"])
        #expect(profile.delegate == nil)
        let containers: [UIViewController] = [
            root.homeCoordinator.navigationController, root.searchCoordinator.navigationController,
            root.libraryCoordinator.splitViewController, root.libraryCoordinator.masterNavigationController,
            root.libraryCoordinator.detailNavigationController,
        ]
        #expect(!containers.contains(profile))
    }

    @Test func theSearchTabShowsItsRootScreensTitleAndTheOthersTheirBarItems() throws {
        let root = TabbarOwnerApp.launch()

        #expect(root.tabBar.items?.map(\.title) == ["Home", "Search", "Library", "Profile"])
        #expect(root.searchCoordinator.navigationController.tabBarItem == nil)
        #expect(root.searchCoordinator.navigationController.viewControllers.first?.title == "Search")
        #expect(root.homeCoordinator.navigationController.tabBarItem?.image?.systemName == "house")
        #expect(root.libraryCoordinator.splitViewController.tabBarItem?.title == "Library")
    }

    @Test func theLibraryIsASplitViewWithABookListAndADetailNavigationController() throws {
        let root = TabbarOwnerApp.launch()
        let library = root.libraryCoordinator
        let split = library.splitViewController

        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.first === library.masterNavigationController)
        #expect(split.viewControllers.last === library.detailNavigationController)
        #expect(split.preferredDisplayMode == .oneBesideSecondary)
        #expect(typeNames(library.masterNavigationController.viewControllers) == ["LibraryListViewController"])
        #expect(typeNames(library.detailNavigationController.viewControllers) == ["NoSelectionViewController"])

        let list = try #require(library.masterNavigationController.topViewController as? LibraryListViewController)
        list.selectBook(at: 1)
        list.selectBook(at: 0)

        #expect(typeNames(library.detailNavigationController.viewControllers) == ["BookDetailViewController"])
        #expect((library.detailNavigationController.topViewController as? BookDetailViewController)?.book.id == 1)
    }

    @Test func openInLibrarySwitchesToTheLibraryTabAndShowsTheArticlesBook() throws {
        let root = TabbarOwnerApp.launch()
        let home = root.homeCoordinator.navigationController
        try #require(home.topViewController as? HomeFeedViewController).selectArticle(at: 1)
        let article = try #require(home.topViewController as? ArticleViewController)

        article.openInLibraryTapped()

        #expect(root.selectedViewController === root.libraryCoordinator.splitViewController)
        let detail = try #require(root.libraryCoordinator.detailNavigationController.topViewController as? BookDetailViewController)
        #expect(detail.book.id == article.article.bookID)
        #expect(typeNames(home.viewControllers) == ["HomeFeedViewController", "ArticleViewController"])
    }

    @Test func readingPresentsTheReaderFullScreenAndClosingReleasesIt() throws {
        let root = TabbarOwnerApp.launch()
        let library = root.libraryCoordinator
        root.openBook(withID: 3)
        let detail = try #require(library.detailNavigationController.topViewController as? BookDetailViewController)

        detail.readTapped()

        let reader = try #require(library.childCoordinators.first as? ReaderCoordinator)
        #expect(library.childCoordinators.count == 1)
        #expect(reader.parentCoordinator === library)
        let screen = try #require(library.splitViewController.presentedViewController as? ReaderViewController)
        #expect(screen.modalPresentationStyle == .fullScreen)
        #expect(screen.book.id == 3)

        screen.closeTapped()
        #expect(library.splitViewController.presentedViewController == nil)
        #expect(library.childCoordinators.isEmpty)
    }

    @Test func searchingPushesTheResultsAndIgnoresABlankQuery() throws {
        let root = TabbarOwnerApp.launch()
        let search = root.searchCoordinator.navigationController
        let field = try #require(search.topViewController as? SearchViewController)

        field.searchTapped(query: "   ")
        #expect(search.viewControllers.count == 1)

        field.searchTapped(query: "fowler")
        let results = try #require(search.topViewController as? SearchResultsViewController)
        #expect(results.books.map(\.title) == ["Refactoring"])
    }

    @Test func theProfilesHelpRowOpensTheHelpPage() throws {
        let root = TabbarOwnerApp.launch()
        let profile = try #require(root.profileNavigationController.topViewController as? ProfileViewController)

        profile.helpTapped()

        #expect(UIApplication.shared.openedURLs.contains(ProfileViewController.helpURL))
    }

    @Test func theHeadlineScenarioEndsOnTheLibraryTabWithNoReaderLeft() throws {
        let root = TabbarOwnerApp.launch()
        var readers: [Int] = []

        for action in TabbarOwnerApp.headlineScenario(on: root) {
            action.perform()
            readers.append(root.libraryCoordinator.childCoordinators.count)
        }

        #expect(readers == [0, 0, 1, 0])
        #expect(root.selectedIndex == MainTabBarController.Tab.library.rawValue)
        #expect(typeNames(root.libraryCoordinator.detailNavigationController.viewControllers) == ["BookDetailViewController"])
    }
}
