import ComposableArchitecture
import SwiftUI

@Reducer
struct NoteListFeature {
    @ObservableState
    struct State { var ids: [Int] = [] }
    enum Action { case noteTapped(Int), settingsTapped, aboutTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct NoteListView: View {
    let store: StoreOf<NoteListFeature>
    var body: some View {
        List(store.ids, id: \.self) { id in
            Button("Note \(id)") { store.send(.noteTapped(id)) }
        }
        .toolbar {
            Button("Settings") { store.send(.settingsTapped) }
            Button("About") { store.send(.aboutTapped) }
        }
        NavigationLink(state: NotebookFeature.Path.State.settings(SettingsFeature.State())) {
            Text("Preferences")
        }
    }
}

/// A note: edits in a sheet, shares on the stack, deletes through its parent, closes itself.
@Reducer
struct NoteFeature {
    @Reducer
    enum Destination {
        case edit(EditNoteFeature)
        case share(ShareFeature)
    }

    @ObservableState
    struct State {
        var id: Int
        @Presents var destination: Destination.State?
    }

    enum Action {
        case editTapped, shareTapped, closeTapped, cancelEditTapped
        case destination(PresentationAction<Destination.Action>)
        case delegate(Delegate)
        enum Delegate { case deleted }
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .editTapped:
                state.destination = .edit(EditNoteFeature.State())
                return .none
            case .shareTapped:
                state.destination = .share(ShareFeature.State())
                return .none
            case .closeTapped:
                return .run { _ in await self.dismiss() }
            case .cancelEditTapped:
                state.destination = nil
                return .none
            case .destination(.presented(.edit(.saveTapped))):
                state.destination = nil
                return .none
            case .destination, .delegate:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

struct NoteView: View {
    @Bindable var store: StoreOf<NoteFeature>
    var body: some View {
        VStack {
            Button("Edit") { store.send(.editTapped) }
            Button("Share") { store.send(.shareTapped) }
            Button("Close") { store.send(.closeTapped) }
        }
        .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { editStore in
            NavigationStack {
                EditNoteView(store: editStore)
                    .toolbar { Button("Cancel") { store.send(.cancelEditTapped) } }
            }
        }
        .navigationDestination(item: $store.scope(state: \.destination?.share, action: \.destination.share)) { store in
            ShareView(store: store)
        }
    }
}

@Reducer
struct EditNoteFeature {
    @ObservableState
    struct State {}
    enum Action { case saveTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct EditNoteView: View {
    let store: StoreOf<EditNoteFeature>
    var body: some View { Button("Save") { store.send(.saveTapped) } }
}

@Reducer
struct ShareFeature {
    @ObservableState
    struct State {}
    enum Action {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct ShareView: View {
    let store: StoreOf<ShareFeature>
    var body: some View { Text("Share") }
}

@Reducer
struct SettingsFeature {
    @ObservableState
    struct State {}
    enum Action { case doneTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct SettingsView: View {
    let store: StoreOf<SettingsFeature>
    var body: some View { Button("Done") { store.send(.doneTapped) } }
}

@Reducer
struct AboutFeature {
    @ObservableState
    struct State {}
    enum Action {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}
