/// The one place the version lives; `--version`, reports and the install read it from here.
public enum LinkCheckVersion {
    /// This build's version, `major.minor.patch`, as `linkcheck --version` prints it.
    public static let current = "0.1.0"
    /// The day `current` was set, `YYYY-MM-DD`: the manual page's date, so that the page is the
    /// same whenever it is built. Change it with the version.
    public static let date = "2026-12-01"
}
