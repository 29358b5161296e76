import UIKit

final class TravelCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let trips = TripsViewController()
        trips.onPlan = { [weak self] in
            self?.showPlanner()
        }
        navigationController.pushViewController(trips, animated: false)
    }

    /// Fills a stack it has just made, then presents it: the planner is presented, not pushed.
    private func showPlanner() {
        let plannerStack = UINavigationController()
        plannerStack.pushViewController(PlannerViewController(), animated: false)
        navigationController.present(plannerStack, animated: true)
    }
}

final class TripsViewController: UIViewController {
    var onPlan: (() -> Void)?
}

final class PlannerViewController: UIViewController {}
