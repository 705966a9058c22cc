import Foundation
import LinkCheckCore
import LinkCheckGenerate
import LinkCheckRoutes
import LinkCheckTestSupport
import Testing

/// The generated parser against the interpreter, on every schema of `fixtures/` and of the shared
/// route vectors: each schema's Swift is generated, all of them are compiled by `swiftc` into one
/// program, and that program's `parse` and `url(tab:path:)` answer the tables' URLs and their
/// mutations. For every URL Foundation accepts, the answer must be what `resolve` (and `linkcheck
/// url`) give for its `absoluteString`.
@Suite(.serialized) struct DifferentialTests {
    static let root = SharedVectors.packageRoot
    static let vectors = SharedVectors.routes

    /// A schema and the URLs to try on it.
    struct Subject {
        var file: String
        var schema: RouteSchema
        var urls: [String]
    }

    @Test func fixturesAgree() throws {
        let subjects = try Self.subjects(in: Self.root + "/fixtures", recursive: true)
        #expect(subjects.count >= 4)
        try Self.compare(subjects, name: "fixtures")
    }

    @Test(.enabled(if: vectors.runs, Comment(rawValue: vectors.skipReason)))
    func vectorsAgree() throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
        let subjects = try Self.subjects(in: Self.vectors.path, recursive: false)
        #expect(subjects.count >= 50)
        try Self.compare(subjects, name: "vectors")
    }

    /// The differential run itself: fails naming each URL where the two disagree (the first 20).
    static func compare(_ subjects: [Subject], name: String) throws {
        let folder = try SwiftCompiler.scratch("differential-\(name)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for (n, subject) in subjects.enumerated() {
            let names = SwiftTypeNames(tab: "S\(n)Tab", route: "S\(n)Route", namespace: "S\(n)Links")
            let path = folder + "/S\(n).swift"
            try SwiftParserGenerator.source(for: subject.schema, file: subject.file, names: names).write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        try Driver.source(subjects).write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        try SwiftCompiler.build(files + [folder + "/main.swift"], output: folder + "/driver", arguments: ["-swift-version", "6"])

        var input = ""
        var asked: [(subject: Int, url: String)] = []
        for (n, subject) in subjects.enumerated() {
            for url in subject.urls where !url.contains("\n") && !url.contains("\t") && !url.contains("\r") {
                input += "\(n)\t\(url)\n"
                asked.append((n, url))
            }
        }
        let (status, output) = try SwiftCompiler.run(folder + "/driver", [], input: input)
        try #require(status == 0, Comment(rawValue: output))
        let answers = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(answers.count == asked.count, "the driver answered \(answers.count) of \(asked.count) URLs")
        var disagreements: [String] = []
        var compared = 0, refused = 0
        for ((n, url), answer) in zip(asked, answers) {
            let fields = answer.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else {
                refused += 1
                continue
            }
            compared += 1
            let schema = subjects[n].schema
            let text = fields[0]
            let expected = Self.canonical(schema.resolve(text).destination)
            let expectedURL =
                schema.resolve(text).destination.map { destination -> String in
                    if case .url(let built, _, _) = schema.canonicalURL(for: destination) { return built }
                    return "-"
                } ?? "-"
            if fields[1] != expected || fields[2] != expectedURL {
                disagreements.append(
                    "\(subjects[n].file): \(url.debugDescription) (absoluteString \(text.debugDescription))\n"
                        + "  resolve:   \(expected)  url: \(expectedURL)\n  generated: \(fields[1])  url: \(fields[2])")
            }
        }
        if !disagreements.isEmpty {
            Issue.record(Comment(rawValue: "\(disagreements.count) of \(compared) URLs disagree:\n" + disagreements.prefix(20).joined(separator: "\n")))
        }
        // Most URLs reach the parser: Foundation refuses only a few mutations.
        #expect(compared > refused * 4, "\(compared) compared, \(refused) refused by URL(string:)")
    }

    /// A destination as the driver prints it: `tab|route(value, …) route…`, `-` for no tab, `nil`
    /// for no destination. Values as Swift prints them: strings debug-quoted, UUIDs upper-case.
    static func canonical(_ destination: Destination?) -> String {
        guard let destination else { return "nil" }
        let routes = destination.stack.map { route in
            route.name + (route.arguments.isEmpty ? "" : "(" + route.arguments.map { value($0.value) }.joined(separator: ", ") + ")")
        }
        return (destination.tab ?? "-") + "|" + routes.joined(separator: " ")
    }

    static func value(_ value: Value) -> String {
        switch value {
        case .int(let i): return String(i)
        case .double(let d): return d.description
        case .bool(let b): return b ? "true" : "false"
        case .uuid(let u): return u.description
        case .string(let s), .enumCase(let s): return s.debugDescription
        case .query(let d):
            return "[" + d.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value.debugDescription)" }.joined(separator: ", ") + "]"
        case .none: return "nil"
        }
    }

    /// Every schema under `folder` that loads without error, with the URLs of the tables that name
    /// it and their mutations.
    static func subjects(in folder: String, recursive: Bool) throws -> [Subject] {
        let manager = FileManager.default
        let names =
            recursive
            ? (manager.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            : try manager.contentsOfDirectory(atPath: folder)
        var urlsBySchema: [String: [String]] = [:]
        for name in names.sorted() where name.hasSuffix(".cases.json") {
            let path = folder + "/" + name
            guard let bytes = manager.contents(atPath: path).map(Array.init) else { continue }
            let (table, _) = TableLoader.open(bytes, file: name)
            guard let table, let reference = table.schemaReference else { continue }
            let schemaPath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(reference.path).standardized.path
            urlsBySchema[schemaPath, default: []] += TableLoader.caseURLs(of: table).urls.map(\.url)
        }
        var subjects: [Subject] = []
        for schemaPath in urlsBySchema.keys.sorted() {
            guard let bytes = manager.contents(atPath: schemaPath).map(Array.init) else { continue }
            let file = String(schemaPath.dropFirst(folder.count + 1))
            let (schema, _) = SchemaLoader.load(bytes, file: file)
            guard let schema else { continue }
            let urls = urlsBySchema[schemaPath] ?? []
            var all: [String] = []
            var seen: Set<String> = []
            for url in urls + urls.flatMap(Mutations.of) + Mutations.samples(schema) where seen.insert(url).inserted { all.append(url) }
            subjects.append(Subject(file: file, schema: schema, urls: all))
        }
        return subjects
    }
}
