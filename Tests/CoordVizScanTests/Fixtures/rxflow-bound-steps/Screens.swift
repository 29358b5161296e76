import RxCocoa
import RxFlow
import RxRelay
import RxSwift
import UIKit

final class TopicsViewController: UITableViewController, Stepper {
    let steps = PublishRelay<Step>()
}

final class LoginViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    private let loginButton = UIButton()
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton.rx.tap
            .map { DeskStep.loggedIn }
            .bind(to: steps)
            .disposed(by: bag)
    }
}

final class ProfileViewController: UIViewController {}
