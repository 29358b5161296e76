import RxFlow
import RxRelay
import UIKit

enum GardenStep: Step {
    case plantsWanted
    case plantChosen(Int)
    case toolsWanted
    case toolsDone
    case journalWanted
}

/// What the tabs' bar buttons send.
final class ShedStepper: Stepper {
    let steps = PublishRelay<Step>()

    @objc func openTools() {
        steps.accept(GardenStep.toolsWanted)
    }
}

final class ToolsStepper: Stepper {
    let steps = PublishRelay<Step>()

    var initialStep: Step { GardenStep.toolsWanted }

    @objc func close() {
        steps.accept(GardenStep.toolsDone)
    }
}
