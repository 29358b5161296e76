import UIKit

enum Area {
    case shelf(Int)
    case library(Int)
}

final class ReaderCoordinator: StackFlowCoordinator {
    private var area: Area = .shelf(0)

    override func start() {
        showArea()
    }

    override func openLibrary(sender: Any?) {
        showArea(.library(1))
    }

    override func openShelf(sender: Any?) {
        showArea(.shelf(1))
    }

    private func showArea(_ forced: Area? = nil) {
        if let forced = forced {
            area = forced
        }
        switch area {
        case .shelf:
            begin(ShelfCoordinator(rootViewController: rootViewController))
        case .library:
            begin(LibraryCoordinator(rootViewController: rootViewController))
        }
    }
}

final class ShelfCoordinator: StackFlowCoordinator {
    override func start() {
        replaceAll(with: ShelfViewController())
    }

    override func openBook(sender: Any?) {
        add(BookViewController())
    }
}

final class LibraryCoordinator: StackFlowCoordinator {
    override func start() {
        replaceAll(with: LibraryViewController())
    }
}

final class ShelfViewController: UIViewController {
    @objc func libraryTapped() { openLibrary(sender: self) }
    @objc func bookTapped() { openBook(sender: self) }
}

final class LibraryViewController: UIViewController {
    @objc func shelfTapped() { openShelf(sender: self) }
}

final class BookViewController: UIViewController {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var reader: ReaderCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let navigation = UINavigationController()
        window?.rootViewController = navigation
        let reader = ReaderCoordinator(rootViewController: navigation)
        self.reader = reader
        reader.start()
    }
}
