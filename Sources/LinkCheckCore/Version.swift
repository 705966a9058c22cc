/// The one place the version lives; `--version`, reports and the install read it from here.
public enum LinkCheckVersion {
    /// This build's version, `major.minor.patch`, as `linkcheck --version` prints it.
    public static let current = "0.1.0"
}
