extension Interpreter {
    /// What running a called function hands back: its `return` value and every value its
    /// returns and implicit branches give, for ``returned(by:of:_:arguments:_:)``.
    ///
    /// While facts are read (no transition plan, no launch's initial values), the same function
    /// of the same owner, run at the same depth with the same arguments, gives the same answer,
    /// so it is worked out once. Without this, code where every method gets values from several
    /// others (a parser, a generated visitor) is read in time exponential in the call depth.
    func returnedRun(of function: FunctionDecl, owner: String, bound: [String: Value], _ frame: Frame) -> (returned: Value, results: [Value]) {
        let cacheable = plan == nil && initialValues == nil && leavingChild == nil && starting.isEmpty
        let key = cacheable ? Self.returnedRunKey(function, owner: owner, bound: bound, depth: frame.depth + 1) : nil
        if let key, let known = returnedRuns[key] { return known }
        let run = run(function, of: owner, arguments: bound, follow: false, depth: frame.depth + 1)
        let answer = (run.returned, run.results + implicitBranchResults(of: function, owner: owner, bound: bound, frame))
        if let key { returnedRuns[key] = answer }
        return answer
    }

    private static func returnedRunKey(_ function: FunctionDecl, owner: String, bound: [String: Value], depth: Int) -> String {
        let arguments = bound.keys.sorted().map { "\($0)=\(String(describing: bound[$0]!))" }.joined(separator: ",")
        return "\(owner).\(function.signature)@\(function.source)#\(depth)(\(arguments))"
    }
}
