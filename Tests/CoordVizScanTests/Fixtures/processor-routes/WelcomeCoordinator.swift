import SwiftUI

enum WelcomeRoute {
    case welcome
    case finished
}

@MainActor
protocol WelcomeCoordinatorDelegate: AnyObject {
    func welcomeDidFinish()
}

/// The first run: one screen whose button hands over to the recipes.
@MainActor
final class WelcomeCoordinator: Coordinator {
    private weak var stackNavigator: StackNavigator?
    private weak var delegate: WelcomeCoordinatorDelegate?

    init(stackNavigator: StackNavigator, delegate: WelcomeCoordinatorDelegate) {
        self.stackNavigator = stackNavigator
        self.delegate = delegate
    }

    func start() {
        navigate(to: .welcome)
    }

    func navigate(to route: WelcomeRoute, context: AnyObject?) {
        switch route {
        case .welcome:
            stackNavigator?.replace(WelcomeView(store: Store(processor: WelcomeProcessor(coordinator: eraseToAnyCoordinator()))))
        case .finished:
            delegate?.welcomeDidFinish()
        }
    }
}

enum WelcomeAction { case getStartedTapped }

final class WelcomeProcessor: StateProcessor<Void, WelcomeAction> {
    private let coordinator: AnyCoordinator<WelcomeRoute, Void>

    init(coordinator: AnyCoordinator<WelcomeRoute, Void>) {
        self.coordinator = coordinator
        super.init(state: ())
    }

    override func receive(_ action: WelcomeAction) {
        switch action {
        case .getStartedTapped:
            coordinator.navigate(to: .finished)
        }
    }
}

struct WelcomeView: View {
    @ObservedObject var store: Store<Void, WelcomeAction>
    var body: some View {
        Button("Get started") { store.send(.getStartedTapped) }
    }
}
