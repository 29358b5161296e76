import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { GardenView() }
    }
}

/// The sidebar's groups; each lists the tabs it holds.
enum GardenGroup: Int, Identifiable {
    case growing, storing
    var id: Int { rawValue }

    var tabs: [GardenTab] {
        switch self {
        case .growing: return [.beds, .seeds, .greenhouse]
        case .storing: return [.shed, .journal]
        }
    }
}

enum GardenTab: Int, Identifiable, Hashable {
    case beds, seeds, greenhouse, shed, journal, plant
    var id: Int { rawValue }

    @ViewBuilder
    func makeContentView(selected: Binding<GardenTab>) -> some View {
        switch self {
        case .beds: BedsTab()
        case .seeds: BedsTab(showsSeeds: true)
        case .greenhouse: StackHolder { GreenhouseView() }
        case .shed: StackHolder { ShedView() }
        case .journal: JournalTab(selected: selected)
        case .plant: EmptyView()
        }
    }
}

struct GardenView: View {
    @State private var selected: GardenTab = .beds
    var groups: [GardenGroup] { [.growing, .storing] }

    var body: some View {
        TabView(selection: $selected) {
            ForEach(groups) { group in
                TabSection("Garden") {
                    ForEach(group.tabs) { tab in
                        Tab(value: tab) {
                            tab.makeContentView(selected: $selected)
                        } label: {
                            Text("Tab")
                        }
                    }
                }
            }
        }
    }
}
