import RxCocoa
import RxSwift
import UIKit

infix operator &>: AdditionPrecedence

/// Hands a value to a closure that sets it up, and gives the value back.
func &> <T>(value: T, setUp: (T) -> Void) -> T {
    setUp(value)
    return value
}

protocol NotesViewControllerDelegate: AnyObject {
    func userDidRequestNote()
    func userDidRequestSettings()
}

final class NotesCoordinator: NotesViewControllerDelegate {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let notes = NotesViewController() &> {
            $0.delegate = self
        }
        navigationController.pushViewController(notes, animated: false)
    }

    func userDidRequestNote() {
        navigationController.pushViewController(NoteViewController(), animated: true)
    }

    func userDidRequestSettings() {
        navigationController.present(SettingsViewController(), animated: true)
    }
}

final class NotesViewController: UIViewController {
    weak var delegate: NotesViewControllerDelegate?
    private let addButton = UIBarButtonItem()
    private let settingsButton = UIBarButtonItem()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton.rx.tap.withUnretained(self).bind { owner, _ in owner.delegate?.userDidRequestNote() }.disposed(by: disposeBag)
        settingsButton.rx.tap.bind(with: self) { owner, _ in owner.delegate?.userDidRequestSettings() }.disposed(by: disposeBag)
    }
}

final class NoteViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
