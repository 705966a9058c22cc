import LinkCheckCore
import LinkCheckGenerate
import LinkCheckRoutes
import LinkCheckTestSupport
import Testing

/// The names generated Swift refuses, each with the message that says where and why
/// (docs/generate.md, "Names").
@Suite struct NameRefusalTests {
    /// A file-scope type named like a type, module or function the generated code uses would be found
    /// in its place.
    @Test(arguments: ["Hashable", "Sendable", "Array", "UInt8", "URLReader", "Foundation", "Case", "String", "parse"])
    func aTypeNameThatShadowsTheGeneratedCodeIsRefused(_ name: String) {
        #expect(
            SwiftTypeNames(route: name).problem
                == "--route-type \(name) would shadow \(name), which the generated code uses itself; choose another name, such as AppRoute")
        #expect(
            SwiftTypeNames(namespace: name).problem
                == "--namespace \(name) would shadow \(name), which the generated code uses itself; choose another name, such as AppLinks")
    }

    @Test func otherTypeNamesAreTaken() {
        #expect(SwiftTypeNames(tab: "AppTab", route: "AppRoute", namespace: "AppLinks").problem == nil)
        #expect(SwiftTypeNames(route: "Caf\u{E9}").problem == nil)
        #expect(SwiftTypeNames(route: "Data").problem == nil)
    }

    /// `--import` is written after `import`: only a module name, never code.
    @Test func anImportMustBeAModuleName() {
        for module in ["Foundation; let pwned: Void = { print(\"pwned\") }()", "App\nfunc f() {}", "App.", ".App", "", "class", "App Core", "App.init"] {
            #expect(
                SwiftNameCheck.moduleProblem(module)
                    == "\(SwiftLiteral.string(module)) is not a module name (identifiers joined by dots, such as App or MyApp.Core)")
        }
        for module in ["App", "MyApp.Core", "Caf\u{E9}", "_App"] {
            #expect(SwiftNameCheck.moduleProblem(module) == nil)
        }
    }

    @Test func aSchemaNameThatIsNoIdentifierIsRefusedWhereItIsDeclared() {
        let schema = """
            {"hosts": ["h.test"],
             "routes": {"order-detail": {"id": "int"}, "ok": {"x-y": "int", "_": "int"}},
             "links": [{"path": "/o/:id", "stack": [{"order-detail": {"id": ":id"}}]},
                       {"path": "/k/:a/:b", "stack": [{"ok": {"x-y": ":a", "_": ":b"}}]}]}
            """
        let files = MemoryFiles(["s.schema.json": schema, "t.cases.json": #"{"schema": "s.schema.json", "cases": []}"#])
        let expected = [
            #"s.schema.json:2:13: error: route "order-detail" is not a Swift identifier, so it cannot name a case of the generated enum [generate-bad-name]"#,
            #"s.schema.json:2:51: error: parameter "x-y" of route "ok" is not a Swift identifier that can label an associated value [generate-bad-name]"#,
            #"s.schema.json:2:65: error: parameter "_" of route "ok" is not a Swift identifier that can label an associated value [generate-bad-name]"#
        ]
        let swift = GenerateRun.run(GenerateRequest(.swift(schema: "s.schema.json")), limits: .defaults, files: files)
        #expect(swift.text == nil)
        #expect(swift.diagnostics.map(\.headline) == expected)
        let tests = GenerateRun.run(
            GenerateRequest(.tests(tables: ["t.cases.json"], schema: nil, module: nil, testable: false, xctest: false)),
            limits: .defaults, files: files)
        #expect(tests.text == nil)
        #expect(tests.diagnostics.map(\.headline) == ["t.cases.json:1:38: warning: the table has no cases [empty-table]"] + expected)
    }

    /// A library caller gets the same refusal of `--import` as the command line.
    @Test func theLibraryRefusesAnImportThatIsNoModuleName() throws {
        let schema = #"{"hosts": ["h.test"], "routes": {"home": {}}, "links": [{"path": "/", "stack": ["home"]}]}"#
        let files = MemoryFiles(["s.schema.json": schema, "t.cases.json": #"{"schema": "s.schema.json", "cases": []}"#])
        let request = GenerateRequest(.tests(tables: ["t.cases.json"], schema: nil, module: "App; print(1)", testable: false, xctest: false))
        let generated = GenerateRun.run(request, limits: .defaults, files: files)
        #expect(generated.text == nil)
        #expect(
            generated.diagnostics.map(\.headline)
                == [
                    "t.cases.json:1:38: warning: the table has no cases [empty-table]",
                    #"t.cases.json: error: "App; print(1)" is not a module name (identifiers joined by dots, such as App or MyApp.Core) [generate-bad-name]"#
                ])
    }

    /// The suite is declared beside the app's types, so it steps aside from a type of its name.
    @Test func theSuiteStepsAsideFromATypeOfItsName() throws {
        let schema = #"{"hosts": ["h.test"], "routes": {"home": {}}, "links": [{"path": "/", "stack": ["home"]}]}"#
        let files = MemoryFiles(["s.schema.json": schema, "t.cases.json": #"{"schema": "s.schema.json", "cases": []}"#])
        let request = GenerateRequest(
            .tests(tables: ["t.cases.json"], schema: nil, module: nil, testable: false, xctest: false),
            names: SwiftTypeNames(route: "TCasesTests"))
        let text = try #require(GenerateRun.run(request, limits: .defaults, files: files).text)
        #expect(text.contains("\n@Suite struct TCasesTestsSuite {\n"))
    }
}
