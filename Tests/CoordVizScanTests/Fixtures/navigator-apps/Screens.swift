import UIKit

final class PlantsViewController: UIViewController {
    var model: PlantsModel!
}

final class PlantViewController: UIViewController {
    var model: PlantModel!
}

final class NewPlantViewController: UIViewController {
    var model: NewPlantModel!
}

final class WateringViewController: UIViewController {}

extension UIStoryboard {
    func instantiateViewController<T: UIViewController>(ofType type: T.Type) -> T {
        instantiateViewController(withIdentifier: String(describing: type)) as! T
    }
}
