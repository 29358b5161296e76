import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// Returning users go straight home; the first launch shows the tour, then sign-in.
final class AppCoordinator: Coordinator {
    private let window: UIWindow
    private let preferences: Preferences
    private var children: [Coordinator] = []

    init(window: UIWindow) {
        self.window = window
        preferences = StoredPreferences()
    }

    func start() {
        guard preferences.hasSeenTour else {
            showTour()
            return
        }
        if let _ = UserDefaults.standard.string(forKey: "session-token") {
            showHome()
        } else {
            showSignIn()
        }
    }

    private func showHome() {
        let home = HomeCoordinator(window: window)
        home.onSignOut = { [weak self] in
            self?.showSignIn()
        }
        children = [home]
        home.start()
    }

    private func showSignIn() {
        let signIn = SignInCoordinator(window: window)
        signIn.onSignedIn = { [weak self] in
            self?.showHome()
        }
        children = [signIn]
        signIn.start()
    }

    private func showTour() {
        let tour = TourCoordinator(window: window)
        tour.onDone = { [weak self] in
            self?.showSignIn()
        }
        children = [tour]
        tour.start()
    }
}
