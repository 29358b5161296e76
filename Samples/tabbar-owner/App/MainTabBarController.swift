import Foundation
import UIKitStandIn

/// The window's root and the owner of the app's coordinators: a tab bar controller subclass
/// that creates the Home, Search and Library coordinators as stored properties, starts them
/// when its view loads and makes their containers its tabs, after which comes the Profile tab, a
/// plain navigation controller that no coordinator runs.
public final class MainTabBarController: UITabBarController {
    /// The Home tab's coordinator.
    public let homeCoordinator = HomeCoordinator()

    /// The Search tab's coordinator.
    public let searchCoordinator = SearchCoordinator()

    /// The Library tab's coordinator.
    public let libraryCoordinator = LibraryCoordinator()

    /// The Profile tab: a navigation controller with the profile screen, and no coordinator.
    public let profileNavigationController = UINavigationController(rootViewController: ProfileViewController())

    /// The tabs, in order.
    public enum Tab: Int, CaseIterable, Sendable {
        case home
        case search
        case library
        case profile
    }

    /// Creates the tab bar controller; the tabs are built when its view loads.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts every coordinator, wires Home's "Open in Library" to the Library tab and installs
    /// the tabs.
    override public func viewDidLoad() {
        super.viewDidLoad()
        profileNavigationController.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 3)
        homeCoordinator.onOpenBook = { [weak self] bookID in
            self?.openBook(withID: bookID)
        }
        homeCoordinator.start()
        searchCoordinator.start()
        libraryCoordinator.start()
        viewControllers = [
            homeCoordinator.navigationController,
            searchCoordinator.navigationController,
            libraryCoordinator.splitViewController,
            profileNavigationController,
        ]
    }

    /// Selects `tab`.
    public func select(_ tab: Tab) {
        selectedIndex = tab.rawValue
    }

    /// Switches to the Library tab and shows the book with `id` there.
    public func openBook(withID id: Int) {
        select(.library)
        libraryCoordinator.showBook(withID: id)
    }
}
