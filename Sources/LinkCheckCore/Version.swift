/// The one place the version lives; `--version`, reports and the install read it from here.
public enum LinkCheckVersion {
    public static let current = "0.1.0"
}
