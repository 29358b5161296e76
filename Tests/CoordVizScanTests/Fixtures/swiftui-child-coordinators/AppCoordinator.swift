import Observation
import SwiftUI

/// Starts the app: onboarding first, then two tabs, each with a coordinator of its own.
@Observable
final class AppCoordinator {
    var showsOnboarding = true
    @ObservationIgnored lazy var onboarding = OnboardingCoordinator(parent: self)
    let feed: FeedCoordinator
    let account: AccountCoordinator

    init() {
        feed = FeedCoordinator()
        account = AccountCoordinator()
    }

    func onboardingFinished() { showsOnboarding = false }
}

@main
struct PostboxApp: App {
    @State private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            if coordinator.showsOnboarding {
                OnboardingFlow(coordinator: coordinator.onboarding)
            } else {
                MainTabs(app: coordinator)
            }
        }
    }
}

struct MainTabs: View {
    let app: AppCoordinator

    var body: some View {
        TabView {
            FeedStack(coordinator: app.feed)
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            AccountStack(coordinator: app.account)
                .tabItem { Label("Account", systemImage: "person") }
        }
    }
}
