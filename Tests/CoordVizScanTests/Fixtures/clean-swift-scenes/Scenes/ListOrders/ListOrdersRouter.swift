import UIKit

@objc protocol ListOrdersRoutingLogic {
    func routeToShowOrder(segue: UIStoryboardSegue?)
    func routeToCreateOrder(segue: UIStoryboardSegue?)
}

protocol ListOrdersDataPassing {
    var dataStore: ListOrdersDataStore? { get }
}

protocol ListOrdersDataStore {}

final class ListOrdersRouter: NSObject, ListOrdersRoutingLogic, ListOrdersDataPassing {
    weak var viewController: ListOrdersViewController?
    var dataStore: ListOrdersDataStore?

    func routeToShowOrder(segue: UIStoryboardSegue?) {
        if let segue = segue {
            _ = segue.destination as! ShowOrderViewController
        } else {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let destinationVC = storyboard.instantiateViewController(withIdentifier: "ShowOrderViewController") as! ShowOrderViewController
            navigateToShowOrder(source: viewController!, destination: destinationVC)
        }
    }

    func routeToCreateOrder(segue: UIStoryboardSegue?) {
        let destinationVC = CreateOrderViewController()
        navigateToCreateOrder(source: viewController!, destination: destinationVC)
    }

    func navigateToShowOrder(source: ListOrdersViewController, destination: ShowOrderViewController) {
        source.show(destination, sender: nil)
    }

    func navigateToCreateOrder(source: ListOrdersViewController, destination: CreateOrderViewController) {
        source.present(UINavigationController(rootViewController: destination), animated: true)
    }
}
