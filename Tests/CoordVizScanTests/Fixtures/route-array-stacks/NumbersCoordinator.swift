import SwiftUI
import FlowStacks  // a routing library: FlowStack and Routes come from it

enum Screen: Hashable {
    case home
    case numberList
    case number(Int)
    case settings
}

struct MainCoordinator: View {
    @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

    var body: some View {
        FlowStack($routes, withNavigation: true) { screen, _ in
            switch screen {
            case .home:
                HomeView(onGoTapped: showNumberList, onSettingsTapped: showSettings)
            case .numberList:
                NumberListView(onNumberSelected: showNumber, cancel: goBack)
            case .number(let number):
                NumberView(number: number, goRandom: showRandom, goBackToRoot: { routes.goBackToRoot() })
            case .settings:
                SettingsView(done: { routes.dismiss() })
            }
        }
    }

    private func showNumberList() {
        routes.push(.numberList)
    }

    private func showSettings() {
        routes.presentSheet(.settings, embedInNavigationView: true)
    }

    private func showNumber(_ number: Int) {
        routes.push(.number(number))
    }

    private func showRandom() {
        routes.push(.number(Int.random(in: 0..<100)))
    }

    private func goBack() {
        routes.goBack()
    }
}

struct HomeView: View {
    let onGoTapped: () -> Void
    let onSettingsTapped: () -> Void
    var body: some View {
        VStack {
            Button("Go", action: onGoTapped)
            Button("Settings", action: onSettingsTapped)
        }
    }
}

struct NumberListView: View {
    let onNumberSelected: (Int) -> Void
    let cancel: () -> Void
    var body: some View {
        List(0..<10, id: \.self) { number in
            Button("\(number)") { onNumberSelected(number) }
        }
        Button("Cancel", action: cancel)
    }
}

struct NumberView: View {
    let number: Int
    let goRandom: () -> Void
    let goBackToRoot: () -> Void
    var body: some View {
        Button("Random", action: goRandom)
        Button("Home", action: goBackToRoot)
    }
}

struct SettingsView: View {
    let done: () -> Void
    var body: some View { Button("Done", action: done) }
}

@main
struct NumbersApp: App {
    var body: some Scene { WindowGroup { MainCoordinator() } }
}
