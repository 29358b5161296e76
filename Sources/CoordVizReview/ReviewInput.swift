import CoordVizCore

/// What a review looks at: the merged model, and the parsed sides it came from so that each
/// finding can point at the spec line and the snapshot's JSON path.
public struct ReviewInput: Sendable {
    public var model: ArchitectureModel
    /// Look-ups by id, built once.
    public let index: ModelIndex
    /// Where the spec writes each element; `nil` when no spec was given.
    public var spec: (any SpecLocating)?
    /// The live snapshot and its path, when one was given.
    public var snapshot: Snapshot?
    public var snapshotPath: String?
    /// A recording of scenarios run in the live app and its path, when one was given.
    public var recording: Recording?
    public var recordingPath: String?

    public init(
        model: ArchitectureModel, spec: (any SpecLocating)? = nil, snapshot: Snapshot? = nil, snapshotPath: String? = nil,
        recording: Recording? = nil, recordingPath: String? = nil
    ) {
        self.model = model
        self.index = model.sharedIndex
        self.spec = spec
        self.snapshot = snapshot
        self.snapshotPath = snapshotPath
        self.recording = recording
        self.recordingPath = recordingPath
    }

    /// JSON paths into the snapshot, by element; `nil` paths when there is no snapshot or the
    /// element is not in it.
    public var live: SnapshotPointer { SnapshotPointer(snapshot: snapshot) }
}

/// Where a spec writes the elements of its model: the frontend adapts the spec reader's source
/// map to this, so review rules stay free of the spec format.
public protocol SpecLocating: Sendable {
    /// The place the spec writes `element`, or the nearest element enclosing it that the spec
    /// writes; `nil` when the spec writes neither (a coordinator only the live app has).
    func location(of element: ModelElement) -> DiagnosticLocation?
}
