import SwiftUI
import UIKit

/// A coordinator handles the routes of its part of the app and the events its screens send up.
@MainActor
protocol Coordinator<Route, Event>: AnyObject {
    associatedtype Route
    associatedtype Event

    func navigate(to route: Route, context: AnyObject?)
    func handleEvent(_ event: Event) async
    func start()
}

extension Coordinator {
    func navigate(to route: Route) {
        navigate(to: route, context: nil)
    }

    func handleEvent(_ event: Event) async {}

    /// Hides the concrete coordinator behind its routes and events.
    func eraseToAnyCoordinator() -> AnyCoordinator<Route, Event> {
        AnyCoordinator(self)
    }
}

/// Forwards to the coordinator it is made around.
@MainActor
final class AnyCoordinator<Route, Event>: Coordinator {
    private let forwardNavigate: (Route, AnyObject?) -> Void
    private let forwardStart: () -> Void

    init<Wrapped: Coordinator>(_ wrapped: Wrapped) where Wrapped.Route == Route, Wrapped.Event == Event {
        forwardNavigate = { wrapped.navigate(to: $0, context: $1) }
        forwardStart = { wrapped.start() }
    }

    func navigate(to route: Route, context: AnyObject?) {
        forwardNavigate(route, context)
    }

    func start() {
        forwardStart()
    }
}

/// What a coordinator moves: a navigation stack it is handed.
@MainActor
protocol StackNavigator: AnyObject {
    func push<Content: View>(_ view: Content)
    func present<Content: View>(_ view: Content)
    func replace<Content: View>(_ view: Content)
    func dismiss()
    func pop()
}

extension UINavigationController: StackNavigator {
    func push<Content: View>(_ view: Content) {
        pushViewController(UIHostingController(rootView: view), animated: true)
    }

    func present<Content: View>(_ view: Content) {
        present(UINavigationController(rootViewController: UIHostingController(rootView: view)), animated: true)
    }

    func replace<Content: View>(_ view: Content) {
        setViewControllers([UIHostingController(rootView: view)], animated: false)
    }

    func dismiss() {
        dismiss(animated: true)
    }

    func pop() {
        popViewController(animated: true)
    }
}
