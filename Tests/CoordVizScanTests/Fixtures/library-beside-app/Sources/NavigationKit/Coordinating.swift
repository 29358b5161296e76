import UIKit

public protocol Coordinating: AnyObject {
    var children: [Coordinating] { get set }
    func start()
}
