import RxFlow
import RxRelay
import UIKit

final class PlantsViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func choose(_ id: Int) {
        steps.accept(GardenStep.plantChosen(id))
    }
}

final class PlantsViewController: UIViewController, Stepper {
    var model: PlantsViewModel!
    let steps = PublishRelay<Step>()

    func rowTapped(_ id: Int) {
        model.choose(id)
    }
}

final class JournalViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func entryTapped(_ id: Int) {
        steps.accept(GardenStep.plantChosen(id))
    }
}

final class JournalViewController: UIViewController {
    var model: JournalViewModel!

    func entrySelected(_ id: Int) {
        model.entryTapped(id)
    }
}

final class PlantViewController: UIViewController {
    init(id: Int) {
        super.init(nibName: nil, bundle: nil)
    }
}

final class ToolsViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
}
