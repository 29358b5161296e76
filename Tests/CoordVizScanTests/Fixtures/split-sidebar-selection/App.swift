import SwiftUI

enum SidebarItem: String, CaseIterable, Identifiable, Hashable {
    case inbox, archive, settings
    var id: String { rawValue }
}

struct RootView: View {
    @State private var selection: SidebarItem? = .inbox

    var body: some View {
        NavigationSplitView {
            List(SidebarItem.allCases, selection: $selection) { item in
                NavigationLink(value: item) { Text(item.rawValue.capitalized) }
            }
        } detail: {
            switch selection {
            case .inbox: InboxView()
            case .archive: ArchiveView()
            case .settings: SettingsView()
            case nil: Text("Pick something")
            }
        }
    }
}

struct InboxView: View {
    var body: some View {
        NavigationStack {
            List(0..<3, id: \.self) { id in
                NavigationLink("Message \(id)") { MessageView(id: id) }
            }
        }
    }
}

struct MessageView: View {
    let id: Int
    @State private var replying = false
    var body: some View {
        Button("Reply") { replying = true }
            .sheet(isPresented: $replying) { ReplyView() }
    }
}

struct ReplyView: View { var body: some View { Text("Reply") } }
struct ArchiveView: View { var body: some View { Text("Archive") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
