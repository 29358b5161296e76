import UIKit

extension UIViewController {
    var isInShop: Bool { navigationController != nil }
}
