import SwiftUI
import UIKit
import GardenKit

struct BedView: View {
    @ObservedObject var model: BedModel
    var body: some View { Text("Bed") }
}

final class PlantViewController: UIViewController {
    init(plant: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class WateringViewController: UIViewController {
    private let onFinished: () -> Void
    init(onFinished: @escaping () -> Void) {
        self.onFinished = onFinished
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    @objc private func doneTapped() { onFinished() }
}

final class SeedsViewController: UIViewController {
    var onBuy: (() -> Void)?
    @objc private func buyTapped() { onBuy?() }
}

final class ReceiptViewController: UIViewController {}
