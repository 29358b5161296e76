/// One diagram to draw: what ``LayoutScheduler`` runs and a layout worker receives.
public struct LayoutJob: Sendable, Equatable, Codable {
    /// The view's name, for error messages (`flows`, `flow:checkout`).
    public var name: String
    public var diagram: Diagram
    public var format: OutputFormat
    public var engine: LayoutEngine

    /// A job named after the diagram (views name their diagram after themselves).
    public init(_ diagram: Diagram, format: OutputFormat, engine: LayoutEngine = .dot, name: String? = nil) {
        self.name = name ?? diagram.name
        self.diagram = diagram
        self.format = format
        self.engine = engine
    }
}

extension OutputFormat: Codable {}
extension LayoutEngine: Codable {}
