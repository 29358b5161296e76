import SwiftUI
import UIKit

/// Presents a SwiftUI view, modified in a local of its own before a hosting controller takes it.
final class AccountCoordinator: Coordinator {
    var navigationController: UINavigationController
    private let palette = Palette()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let accountView = AccountView(onBadges: { [weak self] in
            self?.showBadges()
        })
        let styledView = accountView.environmentObject(palette).padding()
        let hosting = UIHostingController(rootView: styledView)
        navigationController.present(UINavigationController(rootViewController: hosting), animated: true)
    }

    private func showBadges() {
        let badges = BadgeGalleryView()
        let framed = badges.frame(maxWidth: 600)
        navigationController.presentedViewController?.present(GalleryHostingController(rootView: framed), animated: true)
    }
}

final class Palette: ObservableObject {}

struct AccountView: View {
    var onBadges: () -> Void
    var body: some View { Button("Badges", action: onBadges) }
}
