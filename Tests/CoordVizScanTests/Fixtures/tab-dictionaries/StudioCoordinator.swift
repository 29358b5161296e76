import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// Three tabs, each a child's stack, handed to the tab bar as a dictionary keyed by tab.
final class StudioCoordinator: Coordinator {
    private weak var tabHost: TabHosting?
    private var children: [Coordinator] = []
    private weak var canvasNavigation: UINavigationController?
    private weak var paletteNavigation: UINavigationController?
    private weak var galleryNavigation: UINavigationController?
    private let showsPalette: Bool

    init(tabHost: TabHosting, showsPalette: Bool) {
        self.tabHost = tabHost
        self.showsPalette = showsPalette
    }

    func start() {
        let canvasNav = UINavigationController()
        let canvas = CanvasCoordinator(navigation: canvasNav)
        canvas.start()
        children.append(canvas)
        canvasNavigation = canvasNav

        galleryNavigation = makeGalleryNavigation()

        let paletteNav = UINavigationController()
        let palette = PaletteCoordinator(navigation: paletteNav)
        palette.start()
        children.append(palette)
        paletteNavigation = paletteNav

        refreshTabs()
    }

    /// Routing to a tab: a switch over the tab enum that shows nothing itself.
    func open(_ tab: StudioTab) {
        switch tab {
        case .canvas: refreshTabs()
        case .palette: break
        case .gallery: break
        }
    }

    private func makeGalleryNavigation() -> UINavigationController {
        let galleryNav = UINavigationController()
        let gallery = GalleryCoordinator(navigation: galleryNav)
        gallery.start()
        children.append(gallery)
        return galleryNav
    }

    private func refreshTabs() {
        guard let canvasNavigation, let galleryNavigation else { return }
        var tabs: [StudioTab: UINavigationController] = [
            .gallery: galleryNavigation,
            .canvas(.sketch): canvasNavigation,
        ]
        if showsPalette {
            tabs[.palette] = paletteNavigation
        }
        tabHost?.install(tabs)
    }
}

final class CanvasCoordinator: Coordinator {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func start() { navigation.setViewControllers([CanvasViewController()], animated: false) }
}

final class PaletteCoordinator: Coordinator {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func start() { navigation.setViewControllers([PaletteViewController()], animated: false) }
}

final class GalleryCoordinator: Coordinator {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func start() { navigation.setViewControllers([GalleryViewController()], animated: false) }
}

final class CanvasViewController: UIViewController {}
final class PaletteViewController: UIViewController {}
final class GalleryViewController: UIViewController {}

/// Its tabs come from a property the scan cannot read entries of: reported, not guessed.
final class KioskCoordinator: Coordinator {
    private weak var tabHost: TabHosting?
    private var currentTabs: [StudioTab: UINavigationController] = [:]

    init(tabHost: TabHosting) {
        self.tabHost = tabHost
    }

    func start() {
        tabHost?.install(currentTabs)
    }
}
