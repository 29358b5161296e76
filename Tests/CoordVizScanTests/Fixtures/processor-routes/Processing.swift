import Combine
import SwiftUI

/// Turns a screen's actions into state changes and navigation.
@MainActor
protocol Processor: AnyObject {
    associatedtype Action
    associatedtype State
    var state: State { get }
    func receive(_ action: Action)
    func perform(_ effect: Action) async
}

@MainActor
class StateProcessor<State, Action>: Processor {
    var state: State

    init(state: State) {
        self.state = state
    }

    func receive(_ action: Action) {}
    func perform(_ effect: Action) async {}
}

/// What a view reads and sends its actions to; it keeps the processor it is made with.
@MainActor
final class Store<State, Action>: ObservableObject {
    @Published private(set) var state: State
    private let send: (Action) -> Void

    init<P: Processor>(processor: P) where P.State == State, P.Action == Action {
        state = processor.state
        send = { processor.receive($0) }
    }

    func send(_ action: Action) {
        send(action)
    }
}
