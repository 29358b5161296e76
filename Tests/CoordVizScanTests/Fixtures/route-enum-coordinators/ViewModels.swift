import Action
import XCoordinator

final class ShelfViewModel {
    private unowned let router: UnownedRouter<ShelfRoute>

    init(router: UnownedRouter<ShelfRoute>) {
        self.router = router
    }

    func open(title: String) {
        router.trigger(.book(title))
    }
}

final class BookViewModel {
    let title: String
    private let router: UnownedRouter<ShelfRoute>
    private(set) lazy var readAction = CocoaAction { [unowned self] in
        self.router.rx.trigger(.reader(self.title))
    }

    init(title: String, router: UnownedRouter<ShelfRoute>) {
        self.title = title
        self.router = router
    }

    func goBack() {
        router.trigger(.back)
    }

    func backToShelf() {
        router.trigger(.top)
    }
}

final class ReaderViewModel {
    private let router: UnownedRouter<ReaderRoute>

    init(title: String, router: UnownedRouter<ReaderRoute>) {
        self.router = router
    }

    func close() {
        router.trigger(.done)
    }
}
