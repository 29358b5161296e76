import UIKit

final class ListScreen: UIViewController {
    weak var coordinator: AppCoordinator?

    @objc func detailTapped() { coordinator?.showDetail(from: self) }
    @objc func editTapped() { coordinator?.edit(from: self) }
    @objc func shareTapped() { coordinator?.share(from: self) }
    @objc func composeTapped() { coordinator?.compose(from: self) }
    @objc func reviewTapped() { coordinator?.review(from: self) }
}

final class DetailScreen: UIViewController {}
final class EditScreen: UIViewController {}
final class ShareScreen: UIViewController {}
final class ComposeScreen: UIViewController {}
final class ReviewScreen: UIViewController {}
