import CoordVizCore
import CoordVizRender

/// Where each page and picture of a docs folder goes, and how one page links to another, for
/// either ``DocsFlavour``. File names come from ``DocsFileNames``.
struct DocsLayout {
    /// A page of the folder.
    enum Page: Equatable {
        case home
        case coordinator(String)
        case transition(String)
    }

    let flavour: DocsFlavour
    let pictureExtension: String
    let coordinatorNames: DocsFileNames
    let transitionNames: DocsFileNames
    /// The DocC catalog's name without `.docc`, from the app's name.
    let catalog: String

    init(model: ArchitectureModel, options: DocsOptions) {
        flavour = options.flavour
        pictureExtension = options.pictureFormat.fileExtension
        let coordinators = DocsFileNames(model.coordinators.map(\.id), fallback: "coordinator")
        let transitions = DocsFileNames(model.transitions.map(\.id), fallback: "transition")
        coordinatorNames = coordinators
        transitionNames = transitions
        // DocC names pages by file name across the catalog: the root must not take an article's name.
        let articles = Set(model.coordinators.map { "coordinator-" + coordinators[$0.id].lowercased() }
            + model.transitions.map { "transition-" + transitions[$0.id].lowercased() })
        let app = DocsFileNames.sanitised(model.app, fallback: "App")
        catalog = articles.contains(app.lowercased()) ? app + "-Docs" : app
    }

    /// The page's file name without extension (DocC links name pages by it).
    func name(of page: Page) -> String {
        switch (flavour, page) {
        case (.markdown, .home): "README"
        case (.docc, .home): catalog
        case (.markdown, .coordinator(let id)): coordinatorNames[id]
        case (.markdown, .transition(let id)): transitionNames[id]
        case (.docc, .coordinator(let id)): "Coordinator-" + coordinatorNames[id]
        case (.docc, .transition(let id)): "Transition-" + transitionNames[id]
        }
    }

    /// The page's path in the folder.
    func path(of page: Page) -> String {
        switch (flavour, page) {
        case (.markdown, .home): "README.md"
        case (.markdown, .coordinator): "coordinators/\(name(of: page)).md"
        case (.markdown, .transition): "transitions/\(name(of: page)).md"
        case (.docc, .home): "\(catalog).docc/\(catalog).md"
        case (.docc, _): "\(catalog).docc/Articles/\(name(of: page)).md"
        }
    }

    /// The path of a picture of `page`; `view` tells the home page's pictures apart.
    func picturePath(of page: Page, view: String = "") -> String {
        switch (flavour, page) {
        case (.markdown, .home): "\(view).\(pictureExtension)"
        case (.markdown, .coordinator), (.markdown, .transition): "\(path(of: page).dropLast(3)).\(pictureExtension)"
        case (.docc, .home): "\(catalog).docc/Resources/\(view).\(pictureExtension)"
        case (.docc, .coordinator(let id)): "\(catalog).docc/Resources/coordinator-\(coordinatorNames[id]).\(pictureExtension)"
        case (.docc, .transition(let id)): "\(catalog).docc/Resources/transition-\(transitionNames[id]).\(pictureExtension)"
        }
    }

    /// A Markdown link from `page` to `target`: a relative path, or `<doc:Name>` in DocC (which
    /// shows the target's title, not `label`).
    func link(_ label: String, to target: Page, from page: Page) -> String {
        switch flavour {
        case .markdown: Markdown.link(label, to: relative(path(of: target), from: page))
        case .docc: "<doc:\(name(of: target))>"
        }
    }

    /// A Markdown link to a file that is not a page (`navigation.txt`), from `page`.
    func fileLink(_ label: String, to file: String, from page: Page) -> String {
        switch flavour {
        case .markdown: Markdown.link(label, to: relative(file, from: page))
        case .docc: Markdown.code(file)
        }
    }

    /// A Markdown image of a picture path, from `page`.
    func image(_ alt: String, _ picture: String, from page: Page) -> String {
        switch flavour {
        case .markdown: "![\(Markdown.text(alt))](\(relative(picture, from: page)))"
        // DocC finds resources by file name wherever they sit in the catalog.
        case .docc: "![\(Markdown.text(alt))](\(picture.split(separator: "/").last.map(String.init) ?? picture))"
        }
    }

    /// `target` (a path from the folder's top) as seen from `page`'s folder.
    private func relative(_ target: String, from page: Page) -> String {
        let from = path(of: page).split(separator: "/").dropLast()
        var to = target.split(separator: "/")
        var up = from.count
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[common] { common += 1 }
        up -= common
        to.removeFirst(common)
        return (Array(repeating: "..", count: up) + to.map(String.init)).joined(separator: "/")
    }
}
