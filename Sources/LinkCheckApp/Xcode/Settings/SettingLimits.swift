/// The bounds that keep a hostile project from taking unbounded time or memory while its settings
/// are read. Each one reached is a finding (docs/limits.md lists them with their rule ids), and a
/// value that was cut is never reported as resolved.
public enum SettingLimits {
    /// References evaluated for one value (`A = $(B)$(B)`, `B = $(C)$(C)`, … doubles at each step).
    public static let maxReferences = 100_000
    /// References evaluated inside one another, through settings or names built of references
    /// (`$(A_$(B_$(C)))`); also how deep the value parser reads nested references.
    public static let maxDepth = 200
    /// The length of one expanded value, in UTF-8 bytes.
    public static let maxLength = 1 << 20
    /// xcconfig files open inside one another through `#include` (Swift Build has no such bound; a
    /// real project nests two or three).
    public static let maxIncludeDepth = 16
    /// Assignments one xcconfig level holds once its includes are read in place: a file included
    /// again and again (a diamond) repeats its assignments each time.
    public static let maxAssignments = 100_000
    /// `#include` lines followed for one xcconfig level, counting a file already read once each time.
    public static let maxIncludes = 10_000
}
