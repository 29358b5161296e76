/// "Did you mean" suggestions by edit distance, for every reader of hand-written files (specs,
/// `.coordviz.yml`).
public enum Suggestion {
    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.sorted().map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }

    /// `message`, plus `; did you mean 'x'?` when a candidate is close.
    static func appending(to message: String, for word: String, among candidates: [String]) -> String {
        guard let suggestion = closest(to: word, among: candidates) else { return message }
        return "\(message); did you mean '\(suggestion)'?"
    }

    /// Edit distance counting a swap of two neighbouring characters as one edit, the commonest
    /// typo (`pgn` is one edit from `png`, two from `pdf`): optimal string alignment distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                var cost = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
                if i > 0, j > 0, ca == b[j - 1], a[i - 1] == cb {
                    cost = min(cost, beforePrevious[j - 1] + 1)
                }
                current.append(cost)
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
