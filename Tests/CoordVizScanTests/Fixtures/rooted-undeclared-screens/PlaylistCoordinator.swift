import UIKit
import SwiftUI

/// Presents a stack of its own whose root is a SwiftUI view declared in another module, in a
/// hosting controller declared there too; the closures it hands the view's model are its actions.
final class PlaylistCoordinator: Coordinator {
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let model = PlaylistModel(
            onPlaySong: { [weak self] song in
                self?.play(song)
            },
            onClose: { [weak self] in
                self?.close()
            }
        )
        let playlist = PlaylistView(model: model)
        let hosting = PlaylistHostingController(rootView: playlist, model: model)
        let stack = UINavigationController(rootViewController: hosting)
        navigationController.present(stack, animated: true)
    }

    private func play(_ song: String) {
        let player = PlayerViewController()
        navigationController.presentedViewController?.present(player, animated: true)
    }

    private func close() {
        navigationController.dismiss(animated: true)
    }
}

final class PlayerViewController: UIViewController {}
