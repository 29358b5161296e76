import SwiftUI

struct FavoritesView: View {
    @State private var selected: Recipe?
    @State private var showShare = false
    let favorites: [Recipe] = []
    let pick = Recipe(id: 0, name: "Any")

    var body: some View {
        List(favorites) { recipe in
            Button { selected = recipe } label: { Text(recipe.name) }
        }
        .sheet(item: $selected) { recipe in
            RecipeView(recipe: recipe)
        }
        // Only known at run time: reported, not guessed.
        .sheet(isPresented: $showShare) {
            shareSheet()
        }
        .toolbar {
            Button("Share") { showShare.toggle() }
            // No navigationDestination here, two in the app: reported, not guessed.
            NavigationLink(value: pick) { Text("Surprise") }
        }
    }

    func shareSheet() -> some View { Text("Share") }
}

/// A form in a stack bound to a path the view holds itself.
struct SettingsView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                NavigationLink(destination: AboutView()) { Text("About") }
                Button("Licenses") { path.append(License(name: "MIT")) }
            }
            .navigationDestination(for: License.self) { license in
                LicenseView(license: license)
            }
        }
    }
}

struct License: Hashable {
    let name: String
}

struct LicenseView: View {
    let license: License
    var body: some View { Text(license.name) }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
