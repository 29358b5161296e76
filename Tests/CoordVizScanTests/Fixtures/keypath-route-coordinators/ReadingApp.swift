import SwiftUI
import Stinsen  // a coordinator library: its coordinators route through key paths to @Route properties

@main
struct ReadingApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationViewCoordinator(LibraryCoordinator()).view()
        }
    }
}
