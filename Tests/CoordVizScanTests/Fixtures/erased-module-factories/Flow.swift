import UIKit

/// What every flow of the greenhouse app does.
protocol FlowCoordinator: AnyObject {
    associatedtype Destination
    func start()
    func go(to destination: Destination)
}

/// Boxes any flow behind its destination type.
final class ErasedFlow<Destination>: FlowCoordinator {
    private let startAction: () -> Void
    private let goAction: (Destination) -> Void

    init<Flow: FlowCoordinator>(_ flow: Flow) where Flow.Destination == Destination {
        startAction = { flow.start() }
        goAction = { flow.go(to: $0) }
    }

    func start() { startAction() }
    func go(to destination: Destination) { goAction(destination) }
}

extension FlowCoordinator {
    func erased() -> ErasedFlow<Destination> {
        ErasedFlow(self)
    }
}
