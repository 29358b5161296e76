import SwiftUI

struct CookingTimer: Identifiable {
    let id: Int
}

struct RecipeView: View {
    let recipe: Recipe
    @State private var showSteps = false
    @State private var timer: CookingTimer?

    var body: some View {
        VStack {
            Button("Start cooking") { showSteps = true }
            Button { timer = CookingTimer(id: recipe.id) } label: { Text("Timer") }
        }
        .navigationDestination(isPresented: $showSteps) {
            StepsView()
        }
        .fullScreenCover(item: $timer) { timer in
            TimerView(timer: timer)
        }
    }
}

/// Pushed: the environment's dismiss pops it.
struct StepsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

/// Presented: the environment's dismiss dismisses it.
struct TimerView: View {
    let timer: CookingTimer
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Stop") { dismiss() }
    }
}

/// Presented as a sheet, with a stack of its own (the older NavigationView).
struct EditorView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            Form {
                NavigationLink("Ingredients") { IngredientsEditor() }
            }
            .toolbar {
                Button("Cancel") { dismiss() }
            }
        }
    }
}

struct IngredientsEditor: View {
    var body: some View { Text("Ingredients") }
}
