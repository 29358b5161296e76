import RxSwift

struct Plant {
    let name: String
}

/// Turns the screen's inputs into outputs; the navigator's methods are handed to the streams.
final class PlantsModel {
    struct Input {
        let selection: Observable<Plant>
        let add: Observable<Void>
    }

    private let navigator: PlantsNavigator

    init(navigator: PlantsNavigator) { self.navigator = navigator }

    func transform(input: Input) -> Observable<Void> {
        let opened = input.selection.do(onNext: navigator.toPlant).map { _ in () }
        let added = input.add.do(onNext: navigator.toNewPlant)
        return Observable.merge(opened, added)
    }
}

final class PlantModel {
    let plant: Plant
    private let navigator: PlantNavigator

    init(plant: Plant, navigator: PlantNavigator) {
        self.plant = plant
        self.navigator = navigator
    }

    func transform(water: Observable<Void>, remove: Observable<Void>) -> Observable<Void> {
        Observable.merge(water.do(onNext: navigator.toWatering), remove.do(onNext: navigator.toPlantsAfterRemoving))
    }
}

final class NewPlantModel {
    private let navigator: NewPlantNavigator

    init(navigator: NewPlantNavigator) { self.navigator = navigator }

    func transform(cancel: Observable<Void>) -> Observable<Void> {
        cancel.do(onNext: navigator.toPlants)
    }
}
