import UIKit

/// Methods that each use what two calls of the next return: 2^16 runs when every call is read again.
final class Grammar {
    func rule0() -> Int {
        let first = rule1()
        let second = rule1()
        return first + second
    }
    func rule1() -> Int {
        let first = rule2()
        let second = rule2()
        return first + second
    }
    func rule2() -> Int {
        let first = rule3()
        let second = rule3()
        return first + second
    }
    func rule3() -> Int {
        let first = rule4()
        let second = rule4()
        return first + second
    }
    func rule4() -> Int {
        let first = rule5()
        let second = rule5()
        return first + second
    }
    func rule5() -> Int {
        let first = rule6()
        let second = rule6()
        return first + second
    }
    func rule6() -> Int {
        let first = rule7()
        let second = rule7()
        return first + second
    }
    func rule7() -> Int {
        let first = rule8()
        let second = rule8()
        return first + second
    }
    func rule8() -> Int {
        let first = rule9()
        let second = rule9()
        return first + second
    }
    func rule9() -> Int {
        let first = rule10()
        let second = rule10()
        return first + second
    }
    func rule10() -> Int {
        let first = rule11()
        let second = rule11()
        return first + second
    }
    func rule11() -> Int {
        let first = rule12()
        let second = rule12()
        return first + second
    }
    func rule12() -> Int {
        let first = rule13()
        let second = rule13()
        return first + second
    }
    func rule13() -> Int {
        let first = rule14()
        let second = rule14()
        return first + second
    }
    func rule14() -> Int {
        let first = rule15()
        let second = rule15()
        return first + second
    }
    func rule15() -> Int { 1 }
}

final class AppCoordinator: Coordinator {
    let navigationController = UINavigationController()
    let grammar = Grammar()

    func start() {
        _ = grammar.rule0()
        navigationController.pushViewController(HomeViewController(), animated: false)
    }
}

protocol Coordinator: AnyObject { func start() }
final class HomeViewController: UIViewController {}

