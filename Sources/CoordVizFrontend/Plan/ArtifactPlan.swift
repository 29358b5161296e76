import CoordVizCore
import CoordVizRender

/// The files a command will produce from one model, in order: what `render`, `docs` and
/// `make demo` build, and what `docs --check` compares with a folder on disk.
public struct ArtifactPlan: Sendable {
    public var artifacts: [Artifact]

    public init(_ artifacts: [Artifact] = []) {
        self.artifacts = artifacts
    }

    public mutating func append(_ artifact: Artifact) { artifacts.append(artifact) }
    public mutating func append(contentsOf other: ArtifactPlan) { artifacts += other.artifacts }

    /// The relative paths, in plan order.
    public var paths: [String] { artifacts.map(\.path) }

    /// Each of `views` in each of `formats`, one file per view and format named after the view
    /// (`overview.svg`, `flow-<id>.png`), with SVG links between sibling files, under `folder`
    /// (a relative prefix, empty for the top); the html format is one `index.html` holding
    /// every view.
    public static func views(
        _ views: [ViewKind], of model: ArchitectureModel, formats: [DiagramFormat], options: ViewOptions = ViewOptions(), folder: String = ""
    ) -> ArtifactPlan {
        var plan = ArtifactPlan()
        let prefix = folder.isEmpty ? "" : folder + "/"
        for format in formats {
            if format == .html {
                var pageOptions = options
                pageOptions.linkExtension = nil
                plan.append(Artifact(path: "\(prefix)index.html", content: .page(title: pageTitle(of: model), views: views, options: pageOptions, optionsPerView: true)))
                continue
            }
            for view in views {
                var viewOptions = options.applicable(to: view)
                viewOptions.linkExtension = format == .svg ? "svg" : nil
                plan.append(.view(view, as: format, options: viewOptions, path: "\(prefix)\(view.fileName).\(format.fileExtension)"))
            }
        }
        return plan
    }

    /// Every view of `model`, every transition's storyboard included, as ``views(_:of:formats:options:folder:)``.
    public static func everyView(
        of model: ArchitectureModel, formats: [DiagramFormat], options: ViewOptions = ViewOptions(), folder: String = ""
    ) -> ArtifactPlan {
        views(ViewKind.all(of: model), of: model, formats: formats, options: options, folder: folder)
    }

    /// The title of an HTML page of `model`'s views: `Love Story — coordviz`.
    public static func pageTitle(of model: ArchitectureModel) -> String { "\(model.app) — coordviz" }

    /// Checks every path is a plain relative path inside the folder and none repeats.
    ///
    /// - Throws: ``FrontendError/unsafeArtifactPath(_:)`` or
    ///   ``FrontendError/duplicateArtifactPath(_:)``.
    public func checkPaths() throws(FrontendError) {
        var seen = Set<String>()
        for path in paths {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
                  !path.contains("\0"), !path.contains("\\") else {
                throw .unsafeArtifactPath(path)
            }
            // Compared without case: macOS and Windows file systems ignore it.
            guard seen.insert(path.lowercased()).inserted else { throw .duplicateArtifactPath(path) }
        }
    }
}
