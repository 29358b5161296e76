import RxFlow

enum PodStep: Step {
    case library
    case episodePicked(id: Int)
    case settings
    case settingsDone
    case close
}
