import Foundation
import LinkCheckCore
import LinkCheckGenerate
import LinkCheckRoutes
import LinkCheckTestSupport
import Testing

/// The generated files as a compiler sees them: no warning with `-warnings-as-errors` in Swift 5
/// (strict concurrency) and Swift 6 modes, the tests compiling beside the parser, a 2,000-case
/// table included, and the same text every time.
@Suite struct GeneratedCodeTests {
    static let root = SharedVectors.packageRoot
    static let schemas = [
        "fixtures/routes/app.schema.json", "fixtures/routes/caseless.schema.json", "fixtures/coverage/shop.schema.json",
        "fixtures/e2e/MiApp/routes.schema.json", "fixtures/broken/warnings.schema.json"
    ]
    static let modes: [[String]] = [["-swift-version", "5", "-strict-concurrency=complete"], ["-swift-version", "6"]]

    static func generate(_ request: GenerateRequest) throws -> String {
        let files = PackageFiles(root: root)
        let generated = GenerateRun.run(request, limits: .defaults, files: files)
        return try #require(generated.text, "\(generated.diagnostics.map { $0.headline })")
    }

    @Test(arguments: schemas)
    func parserCompilesWithoutWarnings(_ schema: String) throws {
        let folder = try SwiftCompiler.scratch("warnings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try Self.generate(GenerateRequest(.swift(schema: schema)))
        let renamed = try Self.generate(
            GenerateRequest(
                .swift(schema: schema),
                names: SwiftTypeNames(access: .public, tab: "AppTab", route: "AppRoute", namespace: "AppLinks")))
        try plain.write(toFile: folder + "/Plain.swift", atomically: true, encoding: .utf8)
        try renamed.write(toFile: folder + "/Renamed.swift", atomically: true, encoding: .utf8)
        for mode in Self.modes {
            try SwiftCompiler.typeCheck(
                [folder + "/Plain.swift", folder + "/Renamed.swift"],
                arguments: mode + ["-warnings-as-errors", "-parse-as-library", "-module-name", "App"])
        }
    }

    @Test(arguments: [false, true])
    func testsCompileBesideTheParser(xctest: Bool) throws {
        let folder = try SwiftCompiler.scratch("tests")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.generate(GenerateRequest(.swift(schema: "fixtures/routes/app.schema.json")))
            .write(toFile: folder + "/DeepLink.swift", atomically: true, encoding: .utf8)
        try Self.generate(
            GenerateRequest(
                .tests(
                    tables: ["fixtures/routes/app.cases.json", "fixtures/failing/app.cases.json"],
                    schema: nil, module: nil, testable: false, xctest: xctest))
        )
        .write(toFile: folder + "/Tests.swift", atomically: true, encoding: .utf8)
        for mode in Self.modes {
            try SwiftCompiler.typeCheck(
                [folder + "/DeepLink.swift", folder + "/Tests.swift"],
                arguments: mode + ["-warnings-as-errors", "-parse-as-library", "-module-name", "AppTests"])
        }
    }

    /// The issue's bound: a table of 2,000 cases compiles in well under a minute. The time is shown,
    /// never asserted (`make bench` is where speed is measured).
    @Test func twoThousandCasesCompile() throws {
        let folder = try SwiftCompiler.scratch("big")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var cases: [String] = []
        for i in 0..<2_000 {
            switch i % 4 {
            case 0: cases.append(#"{"url": "miapp://orders/\#(i)", "expect": {"tab": "orders", "stack": [{"order": {"id": \#(i)}}]}}"#)
            case 1:
                cases.append(
                    #"{"url": "https://miapp.com/orders/\#(i)/items/S-\#(i)", "expect": {"tab": "orders", "stack": "#
                        + #"[{"order": {"id": \#(i)}}, {"orderItem": {"orderId": \#(i), "sku": "S-\#(i)"}}]}}"#)
            case 2:
                cases.append(
                    #"{"url": "https://miapp.com/search?q=t\#(i)&sort=price", "expect": {"tab": "orders", "stack": "#
                        + #"[{"search": {"query": "t\#(i)", "sort": "price"}}]}}"#)
            default: cases.append(#"{"url": "https://miapp.com/orders/x\#(i)", "expect": null}"#)
            }
        }
        let schema = try String(contentsOfFile: Self.root + "/fixtures/routes/app.schema.json", encoding: .utf8)
        let files = MemoryFiles([
            "routes.schema.json": schema,
            "big.cases.json": #"{"schema": "routes.schema.json", "cases": ["# + cases.joined(separator: ",\n") + "]}"
        ])
        let request = GenerateRequest(.tests(tables: ["big.cases.json"], schema: nil, module: nil, testable: false, xctest: false))
        let tests = try #require(GenerateRun.run(request, limits: .defaults, files: files).text)
        #expect(tests.components(separatedBy: "cases.append(Case(").count - 1 == 2_000)
        try tests.write(toFile: folder + "/Big.swift", atomically: true, encoding: .utf8)
        try Self.generate(GenerateRequest(.swift(schema: "fixtures/routes/app.schema.json")))
            .write(toFile: folder + "/DeepLink.swift", atomically: true, encoding: .utf8)
        let start = Date()
        try SwiftCompiler.typeCheck(
            [folder + "/DeepLink.swift", folder + "/Big.swift"],
            arguments: ["-swift-version", "6", "-parse-as-library", "-module-name", "BigTests"])
        print("GeneratedCodeTests: 2,000 generated cases type-checked in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    }

    /// A file name is input too: a line break in it must not end a comment and add code.
    @Test func aFileNameCannotAddCode() throws {
        let schema = try String(contentsOfFile: Self.root + "/fixtures/routes/app.schema.json", encoding: .utf8)
        let name = "routes\nfunc injected() {}\n.schema.json"
        let files = MemoryFiles([name: schema, "t\nfunc other() {}\n.json": #"{"schema": "\#(name.replacingOccurrences(of: "\n", with: "\\n"))", "cases": []}"#]
        )
        for request in [
            GenerateRequest(.swift(schema: name), output: "a\nfunc output() {}"),
            GenerateRequest(.tests(tables: ["t\nfunc other() {}\n.json"], schema: nil, module: nil, testable: false, xctest: false))
        ] {
            let text = try #require(GenerateRun.run(request, limits: .defaults, files: files).text)
            #expect(!text.contains("\nfunc injected"))
            #expect(!text.contains("\nfunc other"))
            #expect(!text.contains("\nfunc output"))
        }
    }

    @Test func theSameInputGivesTheSameText() throws {
        let request = GenerateRequest(.swift(schema: "fixtures/routes/app.schema.json"), output: "App/DeepLink.swift")
        let first = try Self.generate(request)
        #expect(try Self.generate(request) == first)
        #expect(
            first.hasPrefix(
                """
                // Generated by linkcheck \(LinkCheckVersion.current) from fixtures/routes/app.schema.json. Do not edit:
                // change the source and run `linkcheck generate swift fixtures/routes/app.schema.json --output App/DeepLink.swift` again.

                import Foundation

                """))
        // Foundation is the only import; nothing depends on where or when it was generated.
        #expect(first.components(separatedBy: "\nimport ").count == 2)
        #expect(!first.contains(Self.root))
    }

    /// What the build plugin asks for: the schema read through an absolute path and written to one,
    /// cited by its file name only, so the text is the same on every machine, and is what the
    /// header's command prints in the schema's folder.
    @Test func aSourceNameReplacesThePathsOfTheMachine() throws {
        let schema = Self.root + "/fixtures/routes/app.schema.json"
        let contents = try String(contentsOfFile: schema, encoding: .utf8)
        let request = GenerateRequest(
            .swift(schema: schema), output: Self.root + "/.build/plugins/App/app.schema.swift",
            sourceName: "app.schema.json")
        #expect(request.command == "linkcheck generate swift app.schema.json")
        let text = try #require(GenerateRun.run(request, limits: .defaults, files: MemoryFiles([schema: contents])).text)
        #expect(!text.contains(Self.root))
        #expect(
            text.hasPrefix(
                """
                // Generated by linkcheck \(LinkCheckVersion.current) from app.schema.json. Do not edit:
                // change the source and run `linkcheck generate swift app.schema.json` again.

                """))
        #expect(text.contains("    /// app.schema.json:"))
        let inItsFolder = GenerateRequest(.swift(schema: "app.schema.json"))
        #expect(GenerateRun.run(inItsFolder, limits: .defaults, files: MemoryFiles(["app.schema.json": contents])).text == text)
    }
}

/// The package's files by path relative to its root, as the generators read them.
struct PackageFiles: FileSource {
    let root: String

    func read(_ path: String) -> Result<[UInt8], FileFailure> {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return .failure(FileFailure(reason: "no such file")) }
        return .success(Array(data))
    }

    func resolve(_ reference: String, namedBy file: String) -> Result<String, PathRefusal> {
        let folder = file.split(separator: "/").dropLast().joined(separator: "/")
        return .success(folder.isEmpty ? reference : folder + "/" + reference)
    }

    func displayName(_ path: String) -> String { path }
}
