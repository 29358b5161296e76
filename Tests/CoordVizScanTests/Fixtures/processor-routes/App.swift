import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: RecipesCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        let coordinator = RecipesCoordinator(stackNavigator: navigation)
        self.coordinator = coordinator
        window = UIWindow()
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        coordinator.start()
        return true
    }
}
