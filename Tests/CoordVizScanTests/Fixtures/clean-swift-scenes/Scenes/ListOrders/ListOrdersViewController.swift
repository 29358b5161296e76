import UIKit

protocol ListOrdersDisplayLogic: AnyObject {
    func displayOrders()
}

final class ListOrdersViewController: UITableViewController, ListOrdersDisplayLogic {
    var router: (NSObjectProtocol & ListOrdersRoutingLogic & ListOrdersDataPassing)?

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let router = ListOrdersRouter()
        self.router = router
        router.viewController = self
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let scene = segue.identifier {
            let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
            if let router = router, router.responds(to: selector) {
                router.perform(selector, with: segue)
            }
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router?.routeToShowOrder(segue: nil)
    }

    @objc func addTapped() {
        router?.routeToCreateOrder(segue: nil)
    }

    func displayOrders() {}
}
