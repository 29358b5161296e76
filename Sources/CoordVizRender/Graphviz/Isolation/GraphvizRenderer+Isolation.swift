extension GraphvizRenderer {
    /// Renders `job` where `isolation` says: in this process, or in one of the long-lived layout
    /// workers of ``LayoutWorkerPool``, which is killed when the job outlives its time limit. DOT
    /// needs no layout and is always made in process.
    ///
    /// A packed diagram (a grid, see `SectionGrid`) whose layout crashes the worker is drawn
    /// again unpacked.
    ///
    /// - Returns: the bytes of the file, the same in a worker as in process.
    /// - Throws: ``RenderError`` (also when reported by a worker), or ``LayoutWorkerError`` when
    ///   the worker crashed, timed out, failed or could not be started.
    public static func render(_ job: LayoutJob, isolation: LayoutIsolation) throws -> [UInt8] {
        try render(job, isolation: isolation, cancellation: nil)
    }

    /// ``render(_:isolation:)`` as one job of a run that `cancellation` can stop.
    static func render(_ job: LayoutJob, isolation: LayoutIsolation, cancellation: LayoutCancellation?) throws -> [UInt8] {
        switch isolation {
        case .worker(let executable, let arguments, let timeout) where job.format.needsLayout:
            try job.diagram.validateForGraphviz()
            let pool = LayoutWorkerPool.shared(executable: executable, arguments: arguments)
            do {
                return try pool.render(job, timeout: timeout, cancellation: cancellation)
            } catch LayoutWorkerError.crashed(_, _) where job.diagram.isPacked && cancellation?.isCancelled != true {
                // Graphviz 2.42 crashes packing some graphs: the same diagram, its parts in one row.
                var unpacked = job
                unpacked.diagram = job.diagram.unpacked
                return try pool.render(unpacked, timeout: timeout, cancellation: cancellation)
            }
        case .worker, .inProcess:
            return try render(job.diagram, format: job.format, engine: job.engine)
        }
    }
}
