import RxFlow
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = Coordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let flow = LibraryFlow()
        Flows.whenReady(flow1: flow) { [unowned self] root in
            self.window?.rootViewController = root
        }
        coordinator.coordinate(flow: flow, withStepper: OneStepper(withSingleStep: PodStep.library))
        return true
    }
}
