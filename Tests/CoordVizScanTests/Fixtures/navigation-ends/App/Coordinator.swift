import UIKit

/// The shape most public coordinator apps share: children kept in an array, one `start()`.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}
