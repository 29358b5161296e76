import SwiftUI

/// The sections of a recipe app; each builds its own tab content and names its title and icon.
enum Section: Hashable {
    case pantry, planner, shopping

    var title: String {
        switch self {
        case .pantry: "Pantry"
        case .planner: "Meal plan"
        case .shopping: "Shopping list"
        }
    }

    var icon: String {
        switch self {
        case .pantry: return "cabinet"
        case .planner: return "calendar"
        case .shopping: return "cart"
        }
    }

    @ViewBuilder
    var rootView: some View {
        switch self {
        case .pantry: PantryView()
        case .planner: PlannerView()
        case .shopping: ShoppingListView()
        }
    }
}

struct KitchenView: View {
    // The order the bar shows, not the order the cases are declared in.
    let sections: [Section] = [.planner, .pantry, .shopping]
    @State private var current: Section = .planner

    var body: some View {
        TabView(selection: $current) {
            ForEach(sections, id: \.self) { section in
                Tab(section.title, systemImage: section.icon, value: section) {
                    section.rootView
                }
            }
        }
    }
}

struct PantryView: View {
    var body: some View { Text("Pantry") }
}

struct PlannerView: View {
    var body: some View { Text("Plan") }
}

struct ShoppingListView: View {
    var body: some View { Text("List") }
}
