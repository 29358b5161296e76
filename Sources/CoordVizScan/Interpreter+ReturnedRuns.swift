extension Interpreter {
    /// What running a called function hands back: its `return` value and every value its
    /// returns and implicit branches give, for ``returned(by:of:_:arguments:_:)``.
    ///
    /// While facts are read (no transition plan, no launch's initial values), the same function
    /// of the same owner, run with the same arguments, gives the same answer wherever it is
    /// called from, so it is worked out once; when recursion cut its run short (a method it
    /// reached was already running further up the stack), the answer is reused only where those
    /// same methods are running again, and never when the run limit was hit. Without this, code
    /// where every method gets values from several others (a parser, a generated visitor) is read
    /// in time exponential in the call depth (SwiftParser's 46 files: 70 s with answers reused
    /// per call depth, 16 s with them reused at any depth, in a debug build).
    func returnedRun(of function: FunctionDecl, owner: String, bound: [String: Value], _ frame: Frame) -> (returned: Value, results: [Value]) {
        let cacheable = plan == nil && initialValues == nil && leavingChild == nil && starting.isEmpty
        let key = cacheable ? Self.returnedRunKey(function, owner: owner, bound: bound) : nil
        if let key, let known = returnedRuns[key]?.first(where: { $0.dependsOn.allSatisfy(isUnderWay) }) {
            return (known.returned, known.results)
        }
        let (answer, dependsOn) = dependingOnCallers { () -> (returned: Value, results: [Value]) in
            let run = run(function, of: owner, arguments: bound, follow: false, depth: frame.depth + 1)
            return (run.returned, run.results + implicitBranchResults(of: function, owner: owner, bound: bound, frame))
        }
        if let key, let dependsOn { returnedRuns[key, default: []].append((dependsOn, answer.returned, answer.results)) }
        return answer
    }

    private static func returnedRunKey(_ function: FunctionDecl, owner: String, bound: [String: Value]) -> String {
        let arguments = bound.keys.sorted().map { "\($0)=\(String(describing: bound[$0]!))" }.joined(separator: ",")
        return "\(owner).\(function.signatureAndPlace)(\(arguments))"
    }
}
