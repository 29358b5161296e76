import UIKit

/// Anything a router can show: a screen hands itself over.
protocol Showable {
    func asController() -> UIViewController?
}

extension UIViewController: Showable {
    func asController() -> UIViewController? { self }
}

protocol GreetingModule: Showable {
    var onContinue: (() -> Void)? { get set }
}

protocol RegisterModule: Showable {
    var onRules: (() -> Void)? { get set }
    var onDone: (() -> Void)? { get set }
}

final class GreetingScreen: UIViewController, GreetingModule {
    var onContinue: (() -> Void)?
    @IBAction func continueTapped(_ sender: Any) { onContinue?() }
}

final class RegisterScreen: UIViewController, RegisterModule {
    var onRules: (() -> Void)?
    var onDone: (() -> Void)?
    @IBAction func rulesTapped(_ sender: Any) { onRules?() }
    @IBAction func doneTapped(_ sender: Any) { onDone?() }
}

final class RulesScreen: UIViewController {}

protocol ModuleMaker {
    func greeting() -> GreetingModule
    func register() -> RegisterModule
}

final class ScreenMaker: ModuleMaker {
    func greeting() -> GreetingModule { GreetingScreen() }
    func register() -> RegisterModule { RegisterScreen() }
}
