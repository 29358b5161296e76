import RxFlow
import RxRelay

enum ShopStep: Step {
    case welcome
    case welcomeDone
    case catalog
    case productPicked(String)
    case cartRequested
    case cart
    case cartClosed
}

/// Starts the app on the welcome step.
final class AppStepper: Stepper {
    let steps = PublishRelay<Step>()

    var initialStep: Step {
        ShopStep.welcome
    }
}
