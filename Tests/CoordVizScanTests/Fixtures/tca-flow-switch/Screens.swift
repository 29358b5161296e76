import ComposableArchitecture
import SwiftUI

@Reducer
struct WelcomeFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case nextTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct WelcomeView: View {
    let store: StoreOf<WelcomeFeature>
    var body: some View { Button("Next") { store.send(.nextTapped) } }
}

@Reducer
struct ClimateFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case finishTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct ClimateView: View {
    let store: StoreOf<ClimateFeature>
    var body: some View { Button("Finish") { store.send(.finishTapped) } }
}

@Reducer
struct BedsFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case startOverTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct BedsView: View {
    let store: StoreOf<BedsFeature>
    var body: some View { Button("Start over") { store.send(.startOverTapped) } }
}
