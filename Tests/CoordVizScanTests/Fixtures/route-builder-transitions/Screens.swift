import Action
import RxSwift
import UIKit
import XCoordinator

protocol Bindable: AnyObject {
    associatedtype Model
    var model: Model! { get set }
    func bindModel()
}

extension Bindable where Self: UIViewController {
    func bind(to model: Self.Model) {
        self.model = model
        bindModel()
    }
}

class WelcomeViewModel {
    private(set) lazy var startTrigger = startAction.inputs
    private lazy var startAction = CocoaAction { [unowned self] in
        self.router.rx.trigger(.main(nil))
    }
    private unowned let router: any Router<AppRoute>

    init(router: any Router<AppRoute>) {
        self.router = router
    }
}

class FeedViewModel {
    private lazy var creditsAction = CocoaAction { [unowned self] in
        self.router.rx.trigger(.credits)
    }
    private let router: any Router<MainRoute>

    init(router: any Router<MainRoute>) {
        self.router = router
    }
}

class WelcomeViewController: UIViewController, Bindable {
    var model: WelcomeViewModel!
    func bindModel() {}
}

class FeedViewController: UIViewController, Bindable {
    var model: FeedViewModel!
    func bindModel() {}
}

class ProfileViewController: UIViewController {}
class CreditsViewController: UIViewController {}
