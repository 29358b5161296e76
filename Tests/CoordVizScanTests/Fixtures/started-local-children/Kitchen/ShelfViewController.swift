import UIKit

final class ShelfViewController: UIViewController {
    var onRecipes: (() -> Void)?
    var onBake: (() -> Void)?
}
