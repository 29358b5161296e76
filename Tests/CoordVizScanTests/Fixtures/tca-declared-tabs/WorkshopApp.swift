import ComposableArchitecture
import SwiftUI

@Reducer
struct BenchFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case sawTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct BenchView: View {
    let store: StoreOf<BenchFeature>
    var body: some View { Button("Saw") { store.send(.sawTapped) } }
}

@Reducer
struct ShedFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case lockTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct ShedView: View {
    let store: StoreOf<ShedFeature>
    var body: some View { Button("Lock") { store.send(.lockTapped) } }
}

/// A tab reducer whose view declares iOS 18 tabs, one in a section.
@Reducer
struct WorkshopTabs {
    @ObservableState
    struct State: Equatable {
        var bench = BenchFeature.State()
        var shed = ShedFeature.State()
    }

    enum Action {
        case bench(BenchFeature.Action)
        case shed(ShedFeature.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.bench, action: \.bench) { BenchFeature() }
        Scope(state: \.shed, action: \.shed) { ShedFeature() }
    }
}

struct WorkshopTabsView: View {
    let store: StoreOf<WorkshopTabs>

    var body: some View {
        TabView {
            Tab("Bench", systemImage: "hammer") {
                BenchView(store: store.scope(state: \.bench, action: \.bench))
            }
            TabSection("Outside") {
                Tab {
                    ShedView(store: store.scope(state: \.shed, action: \.shed))
                } label: {
                    Label("Shed", systemImage: "house")
                }
            }
        }
    }
}
