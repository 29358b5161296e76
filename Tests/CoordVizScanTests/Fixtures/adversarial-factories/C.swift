import UIKit

enum Flow { case a, b }

/// A defaulted parameter before the one the call names.
final class FlowBuilder {
    func make(animated: Bool = true, kind: Flow) -> BaseCoordinator {
        switch kind {
        case .a: ACoordinator()
        case .b: BCoordinator()
        }
    }
}

final class ACoordinator: BaseCoordinator {}
final class BCoordinator: BaseCoordinator {}

final class FlowCoordinator: BaseCoordinator {
    let flows = FlowBuilder()

    override func start() {
        let chosen = flows.make(kind: .b)
        childCoordinators.append(chosen)
    }
}
