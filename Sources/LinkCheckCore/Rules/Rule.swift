/// One kind of finding: a stable id, the severity it reports with, what it means and how to fix
/// it. Every `Diagnostic` carries one; every rule is in `Rule.all` (`RuleCatalogue.swift`), from
/// which `docs/rules.md` is generated.
public struct Rule: Sendable, Hashable, CustomStringConvertible {
    /// Where a rule belongs, for the documentation's sections.
    public enum Group: String, Sendable, CaseIterable {
        case files = "Reading files"
        case schema = "Route schemas"
        case tables = "Case tables and URL lists"
        case routesChecks = "Cross-checks of routes"
        case aasa = "apple-app-site-association files"
        case aasaRoutes = "apple-app-site-association files against routes"
        case serving = "How a site serves its file (aasa --fetch)"
        case configuration = "The app's configuration and linkcheck.json"
        case generated = "Generated files (linkcheck generate)"
        case xcode = "The Xcode project (linkcheck xcode)"
    }

    /// Stable kebab-case id, printed in brackets after each finding (`[json-syntax]`).
    public let id: String
    /// The severity findings of this rule carry, except where `summary` names an escalation.
    public let severity: Severity
    /// The section of `docs/rules.md` the rule is listed in.
    public let group: Group
    /// One line: what the rule reports and why it matters.
    public let summary: String
    /// What to do about it.
    public let help: String

    init(_ id: String, _ severity: Severity, _ group: Group, _ summary: String, help: String) {
        self.id = id
        self.severity = severity
        self.group = group
        self.summary = summary
        self.help = help
    }

    /// The id, so a rule reads as `json-syntax` in text.
    public var description: String { id }

    /// Rules are the same when their ids are: the id is what a rule is known by.
    public static func == (a: Rule, b: Rule) -> Bool { a.id == b.id }
    /// Hashes the id alone, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The rule called `id`, if the catalogue has one.
    public static func named(_ id: String) -> Rule? { all.first { $0.id == id } }
}
