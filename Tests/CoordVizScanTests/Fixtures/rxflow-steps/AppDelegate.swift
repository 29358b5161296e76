import RxFlow
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let flowCoordinator = FlowCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        flowCoordinator.coordinate(flow: AppFlow(window: window), with: AppStepper())
        return true
    }
}
