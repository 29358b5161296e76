import SwiftUI
import Observation

enum GardenPage: Hashable {
    case bed(id: Int)
}

@Observable
final class GardenRouter {
    var path: [GardenPage] = []
}

extension View {
    func withGardenPages() -> some View {
        navigationDestination(for: GardenPage.self) { page in
            switch page {
            case let .bed(id): BedView(bedID: id)
            }
        }
    }
}

struct BedsTab: View {
    var showsSeeds = false
    @State private var router = GardenRouter()
    var body: some View {
        NavigationStack(path: $router.path) {
            BedsView()
                .withGardenPages()
        }
        .environment(router)
    }
}

/// Wraps whatever it is handed in a stack of its own.
struct StackHolder<Content: View>: View {
    @State private var router = GardenRouter()
    var content: () -> Content

    init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    var body: some View {
        NavigationStack(path: $router.path) {
            content()
                .withGardenPages()
        }
        .environment(router)
    }
}

/// Its stack's root is written in place, under a modifier only some platforms apply: the tab's
/// stack is rooted at the journal itself.
struct JournalTab: View {
    @Binding var selected: GardenTab
    @State private var router = GardenRouter()
    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                entries
            }
            #if os(iOS)
                .listStyle(.insetGrouped)
            #endif
            .withGardenPages()
        }
        .environment(router)
    }

    private var entries: some View {
        NavigationLink("Entries") { EntriesView() }
    }
}

struct BedsView: View {
    @Environment(GardenRouter.self) private var router
    var body: some View {
        Button("Bed") { router.path.append(.bed(id: 1)) }
    }
}

struct BedView: View {
    let bedID: Int
    var body: some View { Text("Bed") }
}

struct GreenhouseView: View {
    var body: some View { Text("Greenhouse") }
}

struct ShedView: View {
    var body: some View { Text("Shed") }
}

struct EntriesView: View {
    var body: some View { Text("Entries") }
}
