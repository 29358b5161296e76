import SwiftUI
import Stinsen

final class WelcomeCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \WelcomeCoordinator.intro)

    @Root var intro = makeIntro
    @Route(.push) var signUp = makeSignUp

    @ViewBuilder func makeIntro() -> some View {
        IntroView()
    }

    func makeSignUp() -> SignUpCoordinator {
        SignUpCoordinator()
    }
}

/// Signing up, pushed onto the welcome stack.
final class SignUpCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \SignUpCoordinator.email)

    @Root var email = makeEmail
    @Route(.push) var password = makePassword

    func makeEmail() -> some View {
        EmailView()
    }

    func makePassword(email: String) -> some View {
        PasswordView(email: email)
    }
}
