/// Where linkcheck's repository and documentation are published: the one place the address
/// lives. Reports that link to the documentation (SARIF's `informationUri` and each rule's
/// `helpUri`) build their links from here.
public enum LinkCheckHomepage {
    /// The repository's web page. The project has no public address yet, so this is the same
    /// placeholder the README and docs/ci.md use; publishing it means changing this line only.
    public static let url = "https://example.com/you/linkcheck"

    /// A file of the repository's `docs/` folder as its web view shows it (`rules.md`), with
    /// `#anchor` when given.
    public static func document(_ name: String, anchor: String? = nil) -> String {
        url + "/blob/main/docs/" + name + (anchor.map { "#" + $0 } ?? "")
    }
}
