import RxFlow
import RxRelay

final class WelcomeViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func getStarted() {
        steps.accept(ShopStep.welcomeDone)
    }
}

final class CatalogViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func pick(_ id: String) {
        steps.accept(ShopStep.productPicked(id))
    }
}

final class CartViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func close() {
        self.steps.accept(ShopStep.cartClosed)
    }
}
