import ComposableArchitecture
import SwiftUI

@main
struct NotebookApp: App {
    @MainActor static let store = Store(initialState: NotebookFeature.State()) { NotebookFeature() }

    var body: some Scene {
        WindowGroup { NotebookView(store: Self.store) }
    }
}

/// The notebook: a list at the root of a stack of note and settings screens.
@Reducer
struct NotebookFeature {
    @Reducer
    enum Path {
        case note(NoteFeature)
        case settings(SettingsFeature)
        case about(AboutFeature)
    }

    @ObservableState
    struct State {
        var path = StackState<Path.State>()
        var list = NoteListFeature.State()
    }

    enum Action {
        case path(StackActionOf<Path>)
        case list(NoteListFeature.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.list, action: \.list) { NoteListFeature() }
        Reduce { state, action in
            switch action {
            case .list(.noteTapped(let id)):
                state.path.append(.note(NoteFeature.State(id: id)))
                return .none
            case .list(.settingsTapped):
                state.path.append(.settings(SettingsFeature.State()))
                return .none
            case .list(.aboutTapped):
                state.path.append(.about(AboutFeature.State()))
                return .none
            case .path(.element(id: _, action: .note(.delegate(.deleted)))):
                state.path.removeLast()
                return .none
            case .path(.element(_, action: .settings(.doneTapped))):
                state.path.removeAll()
                return .none
            case .path, .list:
                return .none
            }
        }
        .forEach(\.path, action: \.path)
    }
}

struct NotebookView: View {
    @Bindable var store: StoreOf<NotebookFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            NoteListView(store: store.scope(state: \.list, action: \.list))
        } destination: { store in
            switch store.case {
            case .note(let store):
                NoteView(store: store)
            case .settings(let store):
                SettingsView(store: store)
            case .about:
                Text("Notebook 1.0")
            }
        }
    }
}
