import CoordVizCore

/// Look-ups that several diagrams of one whole model share. A page or documentation set of every
/// view draws a storyboard per transition, and each storyboard indexing the whole model again
/// made such a set quadratic in the size of the app (2,880 storyboards of a 1,000-coordinator app
/// each built a flow simulator and a tooltip index of all of it).
///
/// Made for one model and handed to ``ViewKind/diagram(of:options:sharing:)`` with that model
/// only; a view drawn with a filter indexes the part it draws instead. One caller at a time.
public final class SharedLookups: @unchecked Sendable {
    let model: ArchitectureModel
    /// The tooltip index of the whole model, made on first use.
    let tooltips = TooltipCache()

    /// Look-ups for diagrams of `model`, each made when a diagram first asks for it.
    public init(model: ArchitectureModel) {
        self.model = model
    }

    /// The flow simulator of the whole model (the model's own, ``ArchitectureModel/sharedSimulator``).
    var simulator: FlowSimulator { model.sharedSimulator }
}
