import RxSwift
import UIKit
import XCoordinator

final class SignInViewController: UIViewController {
    private var model: SignInViewModel?
    let submitTaps = PublishSubject<Void>()

    func bind(to model: SignInViewModel) {
        self.model = model
        model.setup(with: SignInViewModel.Input(submit: submitTaps))
    }
}

final class InboxViewController: UIViewController {}
final class ArchiveViewController: UIViewController {}

/// Signs in when the screen's submit input fires.
final class SignInViewModel {
    struct Input {
        let submit: Observable<Void>
    }

    private let router: StrongRouter<SignInRoute>
    private let bag = DisposeBag()

    init(router: StrongRouter<SignInRoute>) {
        self.router = router
    }

    func setup(with input: Input) {
        input.submit
            .subscribe(onNext: { [unowned self] in
                self.router.trigger(.done)
            })
            .disposed(by: bag)
    }
}
