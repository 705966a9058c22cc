import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckTestSupport
import Testing

/// `generate aasa` on every schema of `fixtures/` (and of the shared route vectors): the file
/// passes `aasa` with no error and no warning, every link of the schema opens on each host, and
/// every case of the schema's tables that expects a destination on a host opens, through the
/// calls `linkcheck aasa FILE --domain HOST --schema SCHEMA --cases TABLE` makes. The only cases
/// let off are those no pattern can open without opening far more (docs/generate.md): a path
/// with an empty segment (`//orders///42`), and a query that repeats an item the rule constrains.
struct AASAGenerateFixturesTests {
    static let appID = "ABCDE12345.com.miapp.app"

    /// A schema and the tables that name it, as paths from `folder`.
    struct Subject: CustomTestStringConvertible, Sendable {
        var folder: String
        var schema: String
        var tables: [String]
        var testDescription: String { schema }
    }

    /// Folders of `fixtures/` whose schemas are broken on purpose, or are not schemas' homes.
    static let skipped: Set<String> = ["broken", "golden", "hostile", "fuzz"]

    static func subjects(in folder: String, recursive: Bool) -> [Subject] {
        let manager = FileManager.default
        let names =
            (recursive ? manager.enumerator(atPath: folder)?.allObjects as? [String] : try? manager.contentsOfDirectory(atPath: folder)) ?? []
        let kept = names.filter { name in !skipped.contains(String(name.split(separator: "/").first ?? "")) }.sorted()
        var tables: [String: [String]] = [:]
        for name in kept where name.hasSuffix(".cases.json") {
            guard let bytes = manager.contents(atPath: folder + "/" + name).map(Array.init),
                let reference = TableLoader.open(bytes, file: name).table?.schemaReference
            else { continue }
            let base = name.contains("/") ? String(name[..<(name.lastIndex(of: "/") ?? name.endIndex)]) + "/" : ""
            tables[PathText.normalized(base + reference.path), default: []].append(name)
        }
        return kept.filter { $0.hasSuffix(".schema.json") || $0.hasSuffix(".routes.json") }.map {
            Subject(folder: folder, schema: $0, tables: tables[$0] ?? [])
        }
    }

    static let fixtures = subjects(in: SharedVectors.packageRoot + "/fixtures", recursive: true)
    static let vectors = SharedVectors.routes

    @Test func everyFixtureSchemaIsTried() {
        #expect(Self.fixtures.count >= 12)
        #expect(Self.fixtures.filter { !$0.tables.isEmpty }.count >= 10)
    }

    @Test(arguments: fixtures)
    func fixture(_ subject: Subject) throws {
        try Self.check(subject)
    }

    @Test(.enabled(if: vectors.runs, Comment(rawValue: vectors.skipReason)))
    func sharedVectors() throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
        let subjects = Self.subjects(in: Self.vectors.path, recursive: false)
        #expect(subjects.count >= 50)
        for subject in subjects { try Self.check(subject) }
    }

    /// The generated file for `subject`, without and with `--domain`, checked as the brief says.
    static func check(_ subject: Subject) throws {
        var files: [String: [UInt8]] = [:]
        for path in [subject.schema] + subject.tables {
            let data = try #require(FileManager.default.contents(atPath: subject.folder + "/" + path))
            files[path] = [UInt8](data)
        }
        let (loaded, problems) = SchemaLoader.load(files[subject.schema] ?? [], file: subject.schema)
        let schema = try #require(loaded, "\(subject.schema) does not load: \(problems.map(\.message))")
        let webLinks = schema.links.filter { link in schema.hosts.contains { link.accepts(.host($0)) } }
        for domain in [String?.none] + schema.hosts.map(Optional.some) {
            let generated = AASAGenerator.generate(schema, schemaFile: subject.schema, options: .init(appIDs: [appID], domain: domain))
            guard let text = generated.text else {
                // A schema without web links has nothing to open, and says so.
                #expect(webLinks.isEmpty && generated.diagnostics.map(\.rule) == [.nothingToGenerate], "\(subject.schema): \(generated.diagnostics)")
                continue
            }
            #expect(AASALoader.load(Array(text.utf8), file: "apple-app-site-association").diagnostics.isEmpty, "\(subject.schema) --domain \(domain ?? "-")")
            // A file for every host also opens, on each, the links of the others: a rule that
            // opens nothing on one host is the price of that default, which --domain avoids.
            let perHost = schema.links.contains { $0.hosts != nil }
            for host in domain.map({ [$0] }) ?? schema.hosts {
                try checkCases(text, subject: subject, host: host, files: files, allowing: domain == nil && perHost ? [.ruleNotInSchema] : [])
            }
        }
    }

    /// `aasa FILE --app-id ID --domain HOST --schema SCHEMA --cases TABLE...` on the generated
    /// file: no finding but `case-opens-app` (a URL the table expects nothing of, which a pattern
    /// cannot tell from one it routes), the `case-not-opened` of a case no pattern can open, and
    /// the rules `allowing` names.
    static func checkCases(_ text: String, subject: Subject, host pattern: String, files: [String: [UInt8]], allowing: Set<Rule>) throws {
        // A wildcard host's file is served on each subdomain: try one.
        let host = pattern.hasPrefix("*.") ? "www." + pattern.dropFirst(2) : pattern
        var memory = MemoryFiles([:])
        memory.files = files
        memory.files["apple-app-site-association"] = Array(text.utf8)
        let input = AASAInput(source: .path("apple-app-site-association"), appIDs: [appID], domain: host, schema: subject.schema)
        let report = AASAAudit().run([input], cases: subject.tables, files: memory)
        #expect(report.inputProblems.isEmpty, "\(subject.schema) on \(host): \(report.inputProblems.map(\.message))")
        for finding in report.allDiagnostics where finding.rule != .caseOpensApp && !allowing.contains(finding.rule) {
            let excused = finding.rule == .caseNotOpened && unstatable(finding.message)
            #expect(excused, "\(subject.schema) on \(host): \(finding.file):\(finding.location?.line ?? 0): \(finding.message) [\(finding.rule)]")
        }
    }

    /// Whether the URL a `case-not-opened` message quotes is one docs/generate.md says no pattern
    /// opens narrowly: an empty path segment, or a repeated query item.
    static func unstatable(_ message: String) -> Bool {
        guard let start = message.firstIndex(of: "\""), let end = message[message.index(after: start)...].firstIndex(of: "\"") else { return false }
        let url = String(message[message.index(after: start)..<end])
        guard case .success(let parts) = URLParts.split(url) else { return false }
        if parts.path.contains("//") { return true }
        let names = (parts.query ?? "").split(separator: "&").map { $0.split(separator: "=", maxSplits: 1).first ?? "" }
        return Set(names).count < names.count
    }
}
