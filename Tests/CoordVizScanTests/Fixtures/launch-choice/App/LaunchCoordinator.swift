import UIKit

/// What the stored session says the app starts with.
enum StartingPoint {
    case login, tutorial, home

    static var current: StartingPoint {
        if !Session.loggedIn { return .login }
        return Session.tutorialSeen ? .home : .tutorial
    }
}

enum Session {
    static var loggedIn = false
    static var tutorialSeen = false
}

/// Runs one phase at a time; when a phase finishes it asks the session again.
final class LaunchCoordinator: BaseCoordinator {
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    override func start() {
        switch StartingPoint.current {
        case .login: runLogin()
        case .tutorial: runTutorial()
        case .home: runHome()
        }
    }

    private func runLogin() {
        let flow = LoginCoordinator(router: router)
        flow.onFinish = { [unowned self, unowned flow] in
            self.removeDependency(flow)
            self.start()
        }
        addDependency(flow)
        flow.start()
    }

    private func runTutorial() {
        let flow = TutorialCoordinator(router: router)
        flow.onFinish = { [unowned self, unowned flow] in
            Session.tutorialSeen = true
            // Asks again first, lets go of the finished flow after.
            self.start()
            self.removeDependency(flow)
        }
        addDependency(flow)
        flow.start()
    }

    private func runHome() {
        let flow = HomeCoordinator(router: router)
        addDependency(flow)
        flow.start()
    }
}
