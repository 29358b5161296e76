import SwiftUI
import Observation
import Editor
import SheetKit

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup { LedgerTab() }
    }
}

enum LedgerPage: Hashable {
    case entry(id: Int)
}

enum LedgerSheet: Identifiable {
    case compose(draft: String)
    case help
    case receipt(id: Int?)
    var id: String { "\(self)" }
}

@MainActor
@Observable
final class LedgerRouter {
    var path: [LedgerPage] = []
    var sheet: LedgerSheet?
}

extension View {
    func withLedgerPages() -> some View {
        navigationDestination(for: LedgerPage.self) { page in
            switch page {
            case let .entry(id): EntryView(entryID: id)
            }
        }
    }

    /// The composer lives in another module's namespace; help and receipts, views of another
    /// module, are framed by a container of that module; a receipt is shown only when there is one.
    func withLedgerSheets(sheet: Binding<LedgerSheet?>) -> some View {
        self.sheet(item: sheet) { destination in
            switch destination {
            case let .compose(draft):
                Editor.MainView(draft: draft)
            case .help:
                SheetFrame { HelpView() }
                    .presentationDetents([.medium])
            case let .receipt(id):
                if let id {
                    SheetFrame { ReceiptView(receiptID: id) }
                } else {
                    EmptyView()
                }
            }
        }
    }
}

struct LedgerTab: View {
    @State private var router = LedgerRouter()
    var body: some View {
        NavigationStack(path: $router.path) {
            LedgerView()
                .withLedgerPages()
                .withLedgerSheets(sheet: $router.sheet)
        }
        .environment(router)
    }
}

struct LedgerView: View {
    @Environment(LedgerRouter.self) private var router
    var body: some View {
        List {
            Button("Entry") { router.path.append(.entry(id: 1)) }
            Button("New entry") { router.sheet = .compose(draft: "") }
            Button("Help") { router.sheet = .help }
            Button("Receipt") { router.sheet = .receipt(id: 7) }
        }
    }
}

struct EntryView: View {
    let entryID: Int
    var body: some View { Text("Entry") }
}
