import UIKit

// Kept in memory only: every launch starts with both unset.
private var hasAccount = false
private var pinCreated = false

/// Which flow the wallet opens on, from what the user has done so far.
private enum OpeningFlow {
    case signUp, createPin, wallet

    static func decide(account: Bool = hasAccount, pin: Bool = pinCreated) -> OpeningFlow {
        switch (account, pin) {
        case (false, _): return .signUp
        case (true, false): return .createPin
        case (true, true): return .wallet
        }
    }
}

enum WalletLink {
    case pin, wallet
}

/// Opens one flow at a time; a link opens its flow directly, otherwise the flags decide.
final class WalletAppCoordinator: FlowBase {
    private let navigator: Navigator
    private var opening: OpeningFlow { OpeningFlow.decide() }

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func start(link: WalletLink?) {
        if let link {
            switch link {
            case .pin: openCreatePin()
            case .wallet: openWallet()
            }
            return
        }
        // Written in another order than the launch takes.
        switch opening {
        case .createPin: openCreatePin()
        case .wallet: openWallet()
        case .signUp: openSignUp()
        }
    }

    private func openSignUp() {
        let flow = SignUpCoordinator(navigator: navigator)
        flow.whenDone = { [weak self, weak flow] in
            hasAccount = true
            self?.dropChild(flow)
            self?.start(link: nil)
        }
        keepChild(flow)
        flow.start()
    }

    private func openCreatePin() {
        let flow = CreatePinCoordinator(navigator: navigator)
        flow.whenDone = { [weak self, weak flow] in
            pinCreated = true
            self?.dropChild(flow)
            self?.start(link: nil)
        }
        keepChild(flow)
        flow.start()
    }

    private func openWallet() {
        let flow = WalletCoordinator(navigator: navigator)
        keepChild(flow)
        flow.start()
    }
}
