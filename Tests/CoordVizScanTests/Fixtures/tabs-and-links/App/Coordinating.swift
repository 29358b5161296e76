import UIKit

protocol Coordinating: AnyObject {
    func start()
}

enum AppTab: Int, CaseIterable {
    case feed
    case profile
}
