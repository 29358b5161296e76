import Foundation

/// The playbacks a ``FlowSimulator`` has made from each transition's usual start, kept so that
/// the spec's checks, every view and the exporters play each transition of a model once between
/// them (a large app's flows view and its checks each played all of them).
///
/// A playback is kept under its transition's id together with the transition it played: a
/// different transition with the same id (an edited copy) is played afresh, never answered from
/// the memo. Safe to use from several threads at once.
final class PlaybackMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var playbacks: [String: (transition: Transition, playback: FlowSimulator.Playback)] = [:]

    /// The playback of `transition` made earlier, or the one `play` makes now (then kept).
    func playback(of transition: Transition, play: () -> FlowSimulator.Playback) -> FlowSimulator.Playback {
        if let kept = lock.withLock({ playbacks[transition.id] }), kept.transition == transition { return kept.playback }
        let made = play()
        lock.withLock {
            if playbacks[transition.id] == nil { playbacks[transition.id] = (transition, made) }
        }
        return made
    }
}
