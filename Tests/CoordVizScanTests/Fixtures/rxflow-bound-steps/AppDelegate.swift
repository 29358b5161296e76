import RxFlow
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let desk = DeskFlow()
        Flows.use(desk, when: .created) { root in
            self.window?.rootViewController = root
            self.window?.makeKeyAndVisible()
        }
        coordinator.coordinate(flow: desk, with: OneStepper(withSingleStep: DeskStep.start))
        return true
    }
}
