import Observation
import SwiftUI

enum OnboardingStep: Hashable {
    case notifications
    case profile
}

/// A child of the app coordinator, with its own stack; tells its parent when it is done.
@Observable
final class OnboardingCoordinator {
    var steps: [OnboardingStep] = []
    @ObservationIgnored weak var parent: AppCoordinator?

    init(parent: AppCoordinator) {
        self.parent = parent
    }

    func next(_ step: OnboardingStep) { steps.append(step) }
    func finish() { parent?.onboardingFinished() }

    @ViewBuilder
    func screen(for step: OnboardingStep) -> some View {
        switch step {
        case .notifications: NotificationsStepView()
        case .profile: ProfileStepView()
        }
    }
}

struct OnboardingFlow: View {
    @Bindable var coordinator: OnboardingCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.steps) {
            WelcomeView()
                .navigationDestination(for: OnboardingStep.self) { coordinator.screen(for: $0) }
        }
        .environment(coordinator)
    }
}

struct WelcomeView: View {
    @Environment(OnboardingCoordinator.self) private var coordinator

    var body: some View {
        Button("Get started") { coordinator.next(.notifications) }
    }
}

struct NotificationsStepView: View {
    @Environment(OnboardingCoordinator.self) private var coordinator

    var body: some View {
        Button("Allow") { coordinator.next(.profile) }
    }
}

struct ProfileStepView: View {
    @Environment(OnboardingCoordinator.self) private var coordinator

    var body: some View {
        Button("Finish") { coordinator.finish() }
    }
}
