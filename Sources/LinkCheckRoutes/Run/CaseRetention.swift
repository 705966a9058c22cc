/// Which case results a `routes` run keeps for its report. On a big passing table the results
/// are most of the run's memory (some 360 bytes a case, three times the table), and most formats
/// print only the failing ones.
public enum CaseRetention: Sendable {
    /// Every case's result, in the table's order: JSON and JUnit list every case, and coverage and
    /// round trips read the passing ones too.
    case all
    /// The failing cases' results in full, in the table's order; the passing ones only counted.
    /// Enough for the text (quiet or not), GitHub and SARIF formats, which print failures and
    /// counts; JSON and JUnit would list only the failing cases.
    case failing
}
