import CoordVizCore
import CoordVizRender
import Foundation

/// The plan of `coordviz docs`: every page, picture and `navigation.txt` of a documentation
/// folder for one model, as one ``ArtifactPlan`` (so every picture's layout runs in parallel,
/// and `docs --check` compares the same plan with the folder on disk).
///
/// Markdown folder (``DocsFlavour/markdown``):
/// ```
/// README.md  overview.svg  hierarchy.svg  navigation.txt  .coordviz-docs
/// coordinators/<Coordinator>.md  coordinators/<Coordinator>.svg
/// transitions/<transition>.md    transitions/<transition>.svg
/// ```
/// DocC (``DocsFlavour/docc``): `<App>.docc/<App>.md`, `<App>.docc/Articles/`,
/// `<App>.docc/Resources/`, with `navigation.txt` and the marker beside the catalog.
public enum DocsPlan {
    /// The file every docs folder holds, so a later run may replace the folder (and will not
    /// replace a folder without it).
    public static let marker = ".coordviz-docs"

    /// The marker's text.
    static let markerText = "This folder is written by `coordviz docs`; running it again replaces the whole folder.\n"

    /// How a docs folder on disk differs from `built`: the drift `docs --check` reports.
    ///
    /// Pictures' bytes depend on the Graphviz build and its fonts (a laptop's Homebrew Graphviz
    /// and a CI image's draw the same diagram with other bytes), so by default a picture counts
    /// only when it is missing or extra; what it shows is still checked, through the Mermaid
    /// block of the same diagram on the page beside it. `exactPictures` compares their bytes too,
    /// for teams that pin one Graphviz.
    public static func drift(of built: [BuiltArtifact], against folder: URL, exactPictures: Bool = false) -> FolderDrift {
        var drift = ArtifactFolder.drift(of: built, against: folder)
        if !exactPictures { drift.stale.removeAll(where: isPicture) }
        return drift
    }

    /// Whether a path of the folder is a drawn picture.
    static func isPicture(_ path: String) -> Bool {
        [".svg", ".png"].contains { path.hasSuffix($0) }
    }

    /// Every artifact of the folder for `model`, in a stable order.
    ///
    /// - Throws: ``RenderError`` when a view cannot be drawn from the model.
    public static func plan(for model: ArchitectureModel, options: DocsOptions = DocsOptions()) throws(RenderError) -> ArtifactPlan {
        let layout = DocsLayout(model: model, options: options)
        let pages = DocsPages(model: model, layout: layout)
        var plan = ArtifactPlan()
        let pictureFormat = options.pictureFormat
        let sharing = SharedLookups(model: model)

        func figure(_ title: String, _ view: ViewKind, filter: ModelFilter = ModelFilter(), path: String, links: Bool) throws(RenderError) -> DocsPages.Figure {
            var options = ViewOptions(filter: filter, theme: options.theme, rankdir: options.rankdir)
            let mermaid = MermaidEmitter.mermaid(try view.diagram(of: model, options: options, sharing: sharing))
            // SVG pictures of the front page link to each other (overview ⇄ hierarchy), as siblings.
            if links, pictureFormat == .svg { options.linkExtension = "svg" }
            plan.append(.view(view, as: pictureFormat, options: options, path: path))
            return DocsPages.Figure(title: title, path: path, mermaid: mermaid)
        }
        let overview = try figure("Overview", .overview, path: layout.picturePath(of: .home, view: "overview"), links: true)
        let hierarchy = try figure("Hierarchy", .hierarchy, path: layout.picturePath(of: .home, view: "hierarchy"), links: true)
        plan.append(Artifact(path: layout.path(of: .home), content: .text(pages.home(overview: overview, hierarchy: hierarchy))))
        for coordinator in model.coordinators {
            let page = DocsLayout.Page.coordinator(coordinator.id)
            let subtree = try figure("Subtree of \(coordinator.id)", .hierarchy, filter: ModelFilter(root: coordinator.id),
                                     path: layout.picturePath(of: page), links: false)
            plan.append(Artifact(path: layout.path(of: page), content: .text(pages.coordinator(coordinator, subtree: subtree))))
        }
        for transition in model.transitions {
            let page = DocsLayout.Page.transition(transition.id)
            let storyboard = try figure("Storyboard of \(transition.id)", .flow(transition.id), path: layout.picturePath(of: page), links: false)
            plan.append(Artifact(path: layout.path(of: page), content: .text(pages.transition(transition, storyboard: storyboard))))
        }
        plan.append(Artifact(path: "navigation.txt", content: .text(NavigationBaseline.text(of: model))))
        plan.append(Artifact(path: marker, content: .text(markerText)))
        return plan
    }
}
