import CoordVizCore

/// Where each element of a spec's model is written, across all the spec's files: the answer to
/// "which line declares this?" for merge warnings and for checks that run on the model.
public struct SpecSourceMap: Sendable {
    private var locations: [ModelElement: SourceLocation] = [:]
    /// The spec's files, in the order they were given.
    public let files: [String]

    public init(files: [String]) {
        self.files = files
    }

    /// Where to point when neither an element nor any element enclosing it is written down: the
    /// start of the first file.
    public var fallback: SourceLocation { .start(of: files.first ?? "spec") }

    /// Where `element` is written; else where the nearest enclosing element is (a tab's
    /// coordinator, a step's transition); else ``fallback``.
    public func location(of element: ModelElement) -> SourceLocation {
        var current: ModelElement? = element
        while let candidate = current {
            if let location = locations[candidate] { return location }
            current = candidate.parent
        }
        return fallback
    }

    /// Stamps `declaredAt` (`path:line:col`) on every coordinator and screen of `model` that the
    /// spec declares, for tooltips and reports. Kept out of the parsed model itself, so that
    /// models compare by content whatever file they were read from.
    public func annotate(_ model: inout ArchitectureModel) {
        // A model already stamped is left as it is, so it keeps the look-ups made of it.
        for index in model.coordinators.indices where declares(.coordinator(model.coordinators[index].id)) {
            let place = location(of: .coordinator(model.coordinators[index].id)).description
            if model.coordinators[index].declaredAt != place { model.coordinators[index].declaredAt = place }
        }
        for index in model.screens.indices where declares(.screen(model.screens[index].id)) {
            let place = location(of: .screen(model.screens[index].id)).description
            if model.screens[index].declaredAt != place { model.screens[index].declaredAt = place }
        }
    }

    /// Whether the spec writes `element` down itself (not just something enclosing it).
    public func declares(_ element: ModelElement) -> Bool {
        locations[element] != nil
    }

    /// Records the first place `element` is written; later mentions do not move it.
    mutating func record(_ element: ModelElement, at location: SourceLocation?) {
        guard let location, locations[element] == nil else { return }
        locations[element] = location
    }
}
