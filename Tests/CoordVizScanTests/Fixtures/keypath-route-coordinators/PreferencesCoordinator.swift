import SwiftUI
import Stinsen

/// Preferences, a flow of its own the library presents in a navigation view.
final class PreferencesCoordinator: NavigationCoordinatable {
    var stack = NavigationStack(initial: \PreferencesCoordinator.overview)

    @Root var overview = makeOverview
    @Route(.push) var fonts = makeFonts

    func makeOverview() -> some View {
        PreferencesView()
    }

    func makeFonts() -> some View {
        FontsView()
    }
}
