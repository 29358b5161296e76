import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// What the reader screen (declared in a framework these sources do not include) asks for.
protocol ReaderNavigationHandler: AnyObject, ScannerNavigationHandler {
    func showPreferences(section: String)
    func showArchive()
    func showOutline()
    func showChapters()
    func reloadArticle()
}

protocol ScannerNavigationHandler: AnyObject {
    func showScanner()
}

/// The reader's load events.
protocol ReaderDelegate: AnyObject {
    func readerDidFailLoading()
}

final class ReaderCoordinator: Coordinator, ReaderNavigationHandler, ReaderDelegate {
    private let navigationController: UINavigationController
    private let reader: ReaderViewController
    private var children: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        reader = ReaderViewController()
        reader.navigationHandler = self
        reader.readerDelegate = self
    }

    func start() {
        navigationController.setViewControllers([reader], animated: false)
    }

    func showPreferences(section: String) {
        dismissPresentedThen {
            self.openPreferences(at: section)
        }
    }

    func showArchive() {
        navigationController.pushViewController(ArchiveViewController(), animated: true)
    }

    func showOutline() {
        let outline = OutlineViewController(delegate: self)
        navigationController.present(outline, animated: true)
    }

    func showChapters() {
        navigationController.present(ChapterPickerViewController(delegate: self), animated: true)
    }

    func reloadArticle() {}

    func showScanner() {
        navigationController.present(ScannerViewController(), animated: true)
    }

    func readerDidFailLoading() {
        navigationController.popToRootViewController(animated: true)
    }

    /// Runs `completion` once whatever is presented has gone, or at once.
    private func dismissPresentedThen(_ completion: @escaping () -> Void) {
        if let presented = navigationController.presentedViewController {
            presented.dismiss(animated: false) { completion() }
        } else {
            completion()
        }
    }

    private func openPreferences(at section: String) {
        let preferencesNavigation = UINavigationController()
        let preferences = PreferencesCoordinator(navigationController: preferencesNavigation)
        children.append(preferences)
        preferences.start()
        navigationController.present(preferencesNavigation, animated: true)
    }
}

/// A delegate several screens could be handed: which one a screen uses is not in the sources.
protocol OutlineDelegate: AnyObject {
    func outlineDidPickChapter()
}

protocol OutlineViewControllerDelegate: AnyObject {
    func outlineDidClose()
}

extension ReaderCoordinator: OutlineDelegate, OutlineViewControllerDelegate {
    func outlineDidPickChapter() {
        navigationController.dismiss(animated: true)
    }

    func outlineDidClose() {
        navigationController.dismiss(animated: true)
    }
}

final class PreferencesCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([PreferencesViewController()], animated: false)
    }
}

final class ArchiveViewController: UIViewController {}
final class ScannerViewController: UIViewController {}
final class PreferencesViewController: UIViewController {}
