import UIKit
import XCoordinator

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let appRouter = MainTabCoordinator().strongRouter

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        appRouter.setRoot(for: window!)
        return true
    }
}
