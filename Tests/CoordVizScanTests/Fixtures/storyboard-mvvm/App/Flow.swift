import UIKit

/// Screens come from the storyboard, through a protocol extension the scan cannot look into.
protocol Storyboarded {
    static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        UIStoryboard(name: "Main", bundle: .main).instantiateViewController(withIdentifier: String(describing: self)) as! Self
    }
}

/// What a screen asks its coordinator for.
enum FlowEvent {
    case openLatest
    case close
}

/// Every coordinator handles the events of the screens it made.
protocol FlowCoordinator: AnyObject {
    func start()
    func handle(_ event: FlowEvent)
}

/// Screens talk to their coordinator through the protocol: which coordinator is set at run time.
class BaseScreen: UIViewController {
    weak var coordinator: FlowCoordinator?
}
