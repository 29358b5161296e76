import UIKit

protocol TicketsCoordinating: AnyObject { func start() }

/// One stack for the whole app: boarding pushes first on a first launch; when it is done the
/// tickets flow pushes its list and takes the first place, so Back does not lead to boarding.
final class AppCoordinator: TicketsCoordinating {
    private let stack: UINavigationController
    private var running: [TicketsCoordinating] = []

    init(stack: UINavigationController) { self.stack = stack }

    func start() {
        if UserDefaults.standard.string(forKey: "passenger") == nil {
            let boarding = BoardingCoordinator(stack: stack)
            boarding.onBoarded = { [weak self] in self?.boardingDone() }
            running = [boarding]
            boarding.start()
        } else {
            showTickets()
        }
    }

    private func boardingDone() {
        running.removeAll()
        showTickets()
    }

    private func showTickets() {
        let tickets = TicketsCoordinator(stack: stack)
        running.append(tickets)
        tickets.start()
    }
}

final class BoardingCoordinator: TicketsCoordinating {
    var onBoarded: (() -> Void)?
    private let stack: UINavigationController

    init(stack: UINavigationController) { self.stack = stack }

    func start() {
        let passenger = PassengerViewController()
        passenger.onSaved = { [weak self] in self?.onBoarded?() }
        stack.pushViewController(passenger, animated: false)
    }
}

final class TicketsCoordinator: TicketsCoordinating {
    private let stack: UINavigationController

    init(stack: UINavigationController) { self.stack = stack }

    func start() {
        let wasEmpty = stack.viewControllers.isEmpty
        stack.pushViewController(TicketListViewController(), animated: true)
        if !wasEmpty {
            stack.viewControllers.remove(at: 0)
        }
    }
}

final class PassengerViewController: UIViewController {
    var onSaved: (() -> Void)?
}

final class TicketListViewController: UIViewController {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var app: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let stack = UINavigationController()
        window?.rootViewController = stack
        let app = AppCoordinator(stack: stack)
        self.app = app
        app.start()
    }
}
