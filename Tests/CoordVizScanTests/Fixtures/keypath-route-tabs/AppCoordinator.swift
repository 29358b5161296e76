import SwiftUI
import Stinsen

/// The app's two phases: welcome until someone signs in, then the garden's tabs.
final class AppCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \AppCoordinator.welcome)

    @Root var welcome = makeWelcome
    @Root var garden = makeGarden

    func makeWelcome() -> NavigationViewCoordinator<WelcomeCoordinator> {
        NavigationViewCoordinator(WelcomeCoordinator())
    }

    func makeGarden(gardener: String) -> GardenTabsCoordinator {
        GardenTabsCoordinator(gardener: gardener)
    }

    func signOut() {
        root(\.welcome)
    }
}
