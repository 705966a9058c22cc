/// The exit statuses docs/output.md gives.
public enum ExitStatus {
    public static let passed: Int32 = 0
    public static let failed: Int32 = 1
    public static let unjudged: Int32 = 2
}
