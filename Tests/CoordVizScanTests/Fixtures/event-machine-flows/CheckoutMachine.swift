import SwiftState

/// The checkout's states and events, on a state machine library's `StateMachine`.
final class CheckoutMachine {
    enum State: StateType { case cart, payment, receipt }
    enum Event: EventType { case pay, finish, restart }

    private let machine: StateMachine<State, Event>

    init() {
        machine = StateMachine(state: .cart)
        machine.addRoutes(event: .pay, transitions: [.cart => .payment])
        machine.addRoutes(event: .finish, transitions: [.payment => .receipt])
    }

    func processEvent(_ event: Event) {
        machine.tryEvent(event)
    }

    func addTransitionHandler(_ handler: @escaping StateMachine<State, Event>.Handler) {
        machine.addAnyHandler(.any => .any, handler: handler)
    }

    func addErrorHandler(_ handler: @escaping StateMachine<State, Event>.Handler) {
        machine.addErrorHandler(handler: handler)
    }
}
