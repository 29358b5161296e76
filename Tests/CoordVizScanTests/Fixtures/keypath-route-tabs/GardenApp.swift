import SwiftUI
import Stinsen  // a coordinator library: its coordinators route through key paths to @Route properties

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup {
            AppCoordinator().view()
        }
    }
}
