import ComposableArchitecture
import SwiftUI

@Reducer
struct BedsFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case plantTapped, todayTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct BedsView: View {
    let store: StoreOf<BedsFeature>
    var body: some View {
        Button("Plant") { store.send(.plantTapped) }
        Button("Today") { store.send(.todayTapped) }
    }
}

@Reducer
struct PlantFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case careTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct PlantView: View {
    let store: StoreOf<PlantFeature>
    var body: some View { Button("Care") { store.send(.careTapped) } }
}

@Reducer
struct CareFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case allBedsTapped, backToPlantTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct CareView: View {
    let store: StoreOf<CareFeature>
    var body: some View {
        Button("All beds") { store.send(.allBedsTapped) }
        Button("Back to the plant") { store.send(.backToPlantTapped) }
    }
}

@Reducer
struct ToolsFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case startOverTapped, plantAgainTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct ToolsView: View {
    let store: StoreOf<ToolsFeature>
    var body: some View {
        Button("Start over") { store.send(.startOverTapped) }
        Button("Plant again") { store.send(.plantAgainTapped) }
    }
}
