import SwiftUI
import UIKit
import ShelfKit

struct ShelfView: View {
    @ObservedObject var model: ShelfModel
    var body: some View { Text("Shelf") }
}

final class BookViewController: UIViewController {
    weak var coordinator: LibraryCoordinator?
    init(id: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
    @objc private func searchTapped() { coordinator?.showSearch() }
}

final class SearchViewController: UIViewController {}
