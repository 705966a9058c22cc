import LinkCheckCore

/// Runs a big table's cases on every core, one slice each (`runIndexed`): reading and checking the
/// cases is most of a big table's time, and the slices share nothing but the read-only document
/// and schema.
package enum ParallelCases {
    /// Below this a second thread costs more than it saves (pre-commit runs small tables).
    static let casesPerThread = 20_000
}
