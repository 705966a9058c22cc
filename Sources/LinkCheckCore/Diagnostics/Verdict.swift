/// What a run found, before it becomes an exit status (0, 1, 2).
public enum Verdict: Sendable, Equatable, Comparable {
    /// Everything checked passed.
    case passed
    /// A case failed or a finding is an error (or a warning, when strict).
    case failed
    /// The run could not be judged: an input could not be read or understood.
    case unjudged
}
