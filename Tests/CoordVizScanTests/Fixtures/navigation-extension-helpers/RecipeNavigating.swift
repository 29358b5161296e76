import SwiftUI
import UIKit

/// How the pantry app's flows drive a stack of SwiftUI pages.
@MainActor
protocol RecipeNavigating: AnyObject {
    func swapRoot<Page: View>(_ page: Page, animated: Bool)
    func push<Page: View>(_ page: Page, animated: Bool)
}

extension RecipeNavigating {
    func swapRoot<Page: View>(_ page: Page) {
        swapRoot(page, animated: true)
    }
}

extension UINavigationController: RecipeNavigating {
    func swapRoot<Page: View>(_ page: Page, animated: Bool) {
        setViewControllers([UIHostingController(rootView: page)], animated: animated)
    }

    func push<Page: View>(_ page: Page, animated: Bool = true) {
        let host = UIHostingController(rootView: page)
        host.hidesBottomBarWhenPushed = true
        pushViewController(host, animated: animated)
    }
}
