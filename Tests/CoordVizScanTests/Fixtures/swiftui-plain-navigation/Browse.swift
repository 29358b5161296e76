import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
}

struct Ingredient: Hashable {
    let name: String
}

/// Owns the Browse tab's stack; its own list is the stack's root.
struct BrowseView: View {
    @State private var showEditor = false
    let featured: [Recipe] = []

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Soups", destination: CategoryView(name: "Soups"))
                NavigationLink {
                    SearchView()
                } label: {
                    Label("Search", systemImage: "magnifyingglass")
                }
                ForEach(featured) { recipe in
                    NavigationLink(value: recipe) { Text(recipe.name) }
                }
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeView(recipe: recipe)
            }
            .toolbar {
                Button("New recipe") { showEditor = true }
            }
            .sheet(isPresented: $showEditor) {
                EditorView()
            }
        }
    }
}

struct CategoryView: View {
    let name: String
    let recipes: [Recipe] = []

    var body: some View {
        List(recipes) { recipe in
            RecipeCard(recipe: recipe)
        }
    }
}

/// A row component: its link pushes from the screen showing it.
struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        NavigationLink(destination: RecipeView(recipe: recipe)) {
            Text(recipe.name)
        }
    }
}

struct SearchView: View {
    let results: [Ingredient] = []

    var body: some View {
        List(results, id: \.name) { ingredient in
            NavigationLink(value: ingredient) { Text(ingredient.name) }
        }
        .navigationDestination(for: Ingredient.self) { IngredientView(ingredient: $0) }
    }
}

struct IngredientView: View {
    let ingredient: Ingredient
    var body: some View { Text(ingredient.name) }
}
