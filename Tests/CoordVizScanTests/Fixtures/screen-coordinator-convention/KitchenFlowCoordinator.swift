// The own-navigation-coordinators app, with each screen coordinator showing the view its name gives.
import Combine
import SwiftUI

/// The cookbook's flows: it starts the kitchen flow on the app's one card stack.
final class CookbookAppCoordinator: Presenting {
    private let stack = CardStackCoordinator()
    private var kitchenFlowCoordinator: KitchenFlowCoordinator?

    func start() {
        let flow = KitchenFlowCoordinator(stack: stack)
        kitchenFlowCoordinator = flow
        flow.start()
    }

    func makeView() -> AnyView {
        stack.makeView()
    }
}

final class KitchenFlowCoordinator {
    private let stack: CardStackCoordinator
    private var cancellables = Set<AnyCancellable>()
    private var shareFlowCoordinator: ShareFlowCoordinator?

    init(stack: CardStackCoordinator) {
        self.stack = stack
    }

    func start() {
        let list = RecipeListScreenCoordinator()
        list.actions
            .sink { [weak self] action in
                guard let self else { return }
                switch action {
                case .openRecipe(let id):
                    stack.push(RecipeDetailScreenCoordinator(recipeID: id))
                case .startTimer:
                    showTimer()
                case .share:
                    let flow = ShareFlowCoordinator(stack: stack)
                    shareFlowCoordinator = flow
                    flow.start()
                case .rate:
                    showRating()
                }
            }
            .store(in: &cancellables)
        stack.setRootCoordinator(list)
    }

    /// The rating screen comes from a package whose sources are not here.
    private func showRating() {
        let rating = RatingScreenCoordinator()
        rating.actions
            .sink { [weak self] action in
                switch action {
                case .submitted:
                    self?.stack.pop()
                }
            }
            .store(in: &cancellables)
        stack.push(rating)
    }

    private func showTimer() {
        let timer = KitchenTimerScreenCoordinator()
        timer.actionsPublisher
            .sink { [weak self] action in
                switch action {
                case .done:
                    self?.stack.setModalCoordinator(nil)
                }
            }
            .store(in: &cancellables)
        let timerStack = CardStackCoordinator()
        timerStack.setRootCoordinator(timer)
        stack.setModalCoordinator(timerStack)
    }
}

/// Sharing pushes its one screen onto the stack it is handed.
final class ShareFlowCoordinator {
    private let stack: CardStackCoordinator

    init(stack: CardStackCoordinator) {
        self.stack = stack
    }

    func start() {
        stack.push(ShareTargetsScreenCoordinator())
    }
}
