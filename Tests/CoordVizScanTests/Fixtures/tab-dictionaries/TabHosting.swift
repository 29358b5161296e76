import UIKit

/// A tab the studio app shows, with its place in the tab bar.
protocol TabOrdering {
    var position: Int { get }
}

enum StudioTab: Hashable, TabOrdering {
    case gallery
    case canvas(CanvasMode)
    case palette

    var position: Int {
        switch self {
        case .canvas: return 0
        case .palette: return 1
        case .gallery: 2
        }
    }
}

enum CanvasMode: Hashable { case sketch, paint }

/// What the studio's root flow asks of its tab bar.
@MainActor
protocol TabHosting: AnyObject {
    func install<Tab: Hashable & TabOrdering>(_ tabs: [Tab: UINavigationController])
}

extension UITabBarController: TabHosting {
    func install<Tab: Hashable & TabOrdering>(_ tabs: [Tab: UINavigationController]) {
        viewControllers = tabs
            .sorted { lhs, rhs in lhs.key.position < rhs.key.position }
            .map(\.value)
    }
}
