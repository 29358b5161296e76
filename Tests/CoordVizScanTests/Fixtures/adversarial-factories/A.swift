import UIKit
import Kit

/// A scoped alias whose name is also a coordinator of the app (read first: file A).
enum Legacy {
    typealias ShopCoordinator = LegacyShopScreen
}

/// Another module's type under the same name.
typealias Router = Kit.Router

final class LegacyShopScreen: UIViewController {}
