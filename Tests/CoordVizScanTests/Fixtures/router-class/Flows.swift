import UIKit

protocol Coordinator: AnyObject { func start() }

class BaseCoordinator: Coordinator {
    var flows: [Coordinator] = []
    func start() {}
    func keep(_ flow: Coordinator) { flows.append(flow) }
    func drop(_ flow: Coordinator?) { flows.removeAll { $0 === flow } }
}

protocol ComposeEnding: AnyObject { var onEnd: (() -> Void)? { get set } }

final class InboxScreen: UIViewController {
    var onCompose: (() -> Void)?
    @IBAction func composeTapped(_ sender: Any) { onCompose?() }
}

final class ComposeScreen: UIViewController {
    var onCancel: (() -> Void)?
    @IBAction func cancelTapped(_ sender: Any) { onCancel?() }
}

final class FlowFactory {
    func makeCompose() -> (flow: Coordinator & ComposeEnding, shown: Module?) {
        let driver = StackDriver(stack: UINavigationController())
        let flow = ComposeCoordinator(driver: driver)
        return (flow, driver)
    }
}

final class ComposeCoordinator: BaseCoordinator, ComposeEnding {
    var onEnd: (() -> Void)?
    private let driver: ScreenRouting
    init(driver: ScreenRouting) { self.driver = driver }
    override func start() {
        let screen = ComposeScreen()
        screen.onCancel = { [weak self] in self?.onEnd?() }
        driver.setRootModule(screen)
    }
}

final class InboxCoordinator: BaseCoordinator {
    private let driver: ScreenRouting
    private let factory = FlowFactory()
    init(driver: ScreenRouting) { self.driver = driver }

    override func start() {
        let inbox = InboxScreen()
        inbox.onCompose = { [weak self] in self?.compose() }
        driver.setRootModule(inbox)
    }

    private func compose() {
        let (flow, shown) = factory.makeCompose()
        flow.onEnd = { [weak self, weak flow] in
            self?.driver.dismissModule()
            self?.drop(flow)
        }
        keep(flow)
        driver.present(shown)
        flow.start()
    }
}
