import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckGenerate

/// Reads `linkcheck.json`, reporting every problem at its line and column.
public enum ProjectLoader {
    static let keys = [
        "$comment", "schema", "tables", "aasa", "strict", "infoPlist", "entitlements", "release", "swift", "tests", "xcodeproj", "coverage",
        "online", "ignore", "aasaGenerated"
    ]
    static let xcodeKeys = ["$comment", "project", "targets", "configurations", "release", "profiles", "aasa"]
    static let swiftKeys = ["$comment", "schema", "output", "access", "tabType", "routeType", "namespace", "enums"]
    static let testsKeys = ["$comment", "tables", "schema", "output", "import", "testable", "xctest", "tabType", "routeType", "namespace"]
    static let aasaKeys = ["$comment", "file", "appIDs", "domain", "urls", "urlList", "cases", "schema", "cdn"]
    static let aasaGeneratedKeys = ["$comment", "schema", "appIDs", "output", "domain"]

    public static func load(
        _ bytes: [UInt8], file: String,
        limits: InputLimits = .defaults
    ) -> (project: Project?, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: file)
        guard let document = sink.parseJSON(bytes, limits: limits.json) else { return (nil, sink.diagnostics) }
        let root = document.root
        guard sink.expect(root, .object, "a linkcheck.json project file") else { return (nil, sink.diagnostics) }
        sink.checkKeys(root, allowed: keys, in: "linkcheck.json")

        var project = Project()
        if let v = root["schema"], sink.expect(v, .string, "\"schema\"") { project.schema = reference(v, "\"schema\"", &sink) }
        if let v = root["tables"], let list = sink.stringArray(v, "\"tables\"") {
            project.tables = list.compactMap { name, location in
                if name.isEmpty { sink.error(.wrongType, "a table path cannot be empty", at: location); return nil }
                return Project.FileReference(name, at: location)
            }
        }
        if let v = root["strict"], sink.expect(v, .bool, "\"strict\"") { project.strict = v.boolValue ?? false }
        for key in ["infoPlist", "entitlements"] {
            guard let v = root[key], sink.expect(v, .string, "\"\(key)\""), let path = reference(v, "\"\(key)\"", &sink) else { continue }
            if key == "infoPlist" { project.infoPlist = path } else { project.entitlements = path }
            // The schemes and hosts to look for come from the tables' schemas.
            if root["tables"] == nil {
                sink.error(.missingKey, "\"\(key)\" is checked against the schemas of \"tables\", and the project names none", at: v.location)
            }
        }
        if let v = root["release"], sink.expect(v, .bool, "\"release\"") {
            project.release = v.boolValue ?? false
            if project.release && root["entitlements"] == nil {
                sink.error(.missingKey, "\"release\" checks the \"entitlements\" file, and the project names none", at: v.location)
            }
        }
        if let v = root["coverage"] {
            if v.boolValue != nil {
                project.coverage = v.boolValue == true ? .report : nil
            } else if let percent = v.doubleValue, percent >= 0, percent <= 100 {
                project.coverage = .minimum(percent)
            } else {
                sink.error(.wrongType, "\"coverage\" is true or a minimum percentage from 0 to 100, such as 90", at: v.location)
            }
        }
        if let v = root["online"], sink.expect(v, .bool, "\"online\"") { project.online = v.boolValue ?? false }
        if let v = root["ignore"], sink.expect(v, .array, "\"ignore\"") {
            for element in v.elements {
                if let entry = suppression(element, file: file, &sink) { project.ignore.append(entry) }
            }
        }
        if let v = root["aasa"], sink.expect(v, .array, "\"aasa\"") {
            for element in v.elements {
                if let entry = aasaEntry(element, &sink) { project.aasa.append(entry) }
            }
        }
        for key in ["swift", "tests"] {
            guard let v = root[key], sink.expect(v, .array, "\"\(key)\"") else { continue }
            for element in v.elements {
                if let request = generatedEntry(element, tests: key == "tests", &sink) { project.generated.append((request, element.location)) }
            }
        }
        if let v = root["aasaGenerated"], sink.expect(v, .array, "\"aasaGenerated\"") {
            for element in v.elements {
                if let request = aasaGeneratedEntry(element, &sink) { project.aasaGenerated.append((request, element.location)) }
            }
        }
        if let v = root["xcodeproj"] { project.xcode = xcodeEntry(v, &sink) }
        if ["tables", "aasa", "swift", "tests", "xcodeproj", "aasaGenerated"].allSatisfy({ root[$0] == nil }) {
            sink.warning(.emptyProject, "the project names no \"tables\" and no \"aasa\" files, so there is nothing to check", at: root.location)
        }
        sink.sortByLocation()
        return (sink.hasErrors ? nil : project, sink.diagnostics)
    }

    private static func aasaEntry(_ value: JSONValue, _ sink: inout DiagnosticSink) -> Project.AASAEntry? {
        guard sink.expect(value, .object, "an \"aasa\" entry ({\"file\": ..., \"appIDs\": [...], \"domain\": ...})") else { return nil }
        sink.checkKeys(value, allowed: aasaKeys, required: ["file"], in: "an \"aasa\" entry")
        guard let f = value["file"], sink.expect(f, .string, "\"file\""), let file = reference(f, "\"file\"", &sink) else { return nil }
        var entry = Project.AASAEntry(file: file, appIDs: [], domain: nil, urls: [], urlList: nil, checkTables: true)
        if let v = value["appIDs"], let list = sink.stringArray(v, "\"appIDs\"") { entry.appIDs = list.map(\.0) }
        if let v = value["domain"], sink.expect(v, .string, "\"domain\"") { entry.domain = nonEmpty(v, "\"domain\"", &sink) }
        if let v = value["urls"], let list = sink.stringArray(v, "\"urls\"") { entry.urls = list.map(\.0) }
        if let v = value["urlList"], sink.expect(v, .string, "\"urlList\"") { entry.urlList = reference(v, "\"urlList\"", &sink) }
        if let v = value["cases"], sink.expect(v, .bool, "\"cases\"") { entry.checkTables = v.boolValue ?? true }
        if let v = value["schema"], sink.expect(v, .string, "\"schema\"") { entry.schema = reference(v, "\"schema\"", &sink) }
        if let v = value["cdn"], sink.expect(v, .bool, "\"cdn\"") { entry.cdn = v.boolValue ?? false }
        return entry
    }

    /// A `"swift"` entry (`{"schema": ..., "output": ...}`) or a `"tests"` one (`{"tables": [...], "output": ...}`),
    /// with the options of `linkcheck generate` under their JSON names.
    private static func generatedEntry(_ value: JSONValue, tests: Bool, _ sink: inout DiagnosticSink) -> GenerateRequest? {
        let what = tests ? "a \"tests\" entry ({\"tables\": [...], \"output\": ...})" : "a \"swift\" entry ({\"schema\": ..., \"output\": ...})"
        guard sink.expect(value, .object, what) else { return nil }
        sink.checkKeys(
            value, allowed: tests ? testsKeys : swiftKeys, required: tests ? ["tables", "output"] : ["schema", "output"],
            in: tests ? "a \"tests\" entry" : "a \"swift\" entry")
        func text(_ key: String) -> String? {
            guard let v = value[key], sink.expect(v, .string, "\"\(key)\"") else { return nil }
            return nonEmpty(v, "\"\(key)\"", &sink)
        }
        func flag(_ key: String) -> Bool {
            guard let v = value[key], sink.expect(v, .bool, "\"\(key)\"") else { return false }
            return v.boolValue ?? false
        }
        var names = SwiftTypeNames()
        if let tab = text("tabType") { names.tab = tab }
        if let route = text("routeType") { names.route = route }
        if let namespace = text("namespace") { names.namespace = namespace }
        if let access = value["access"], sink.expect(access, .string, "\"access\"") {
            guard let level = access.stringValue.flatMap(SwiftTypeNames.Access.init(rawValue:)) else {
                sink.error(.wrongType, "\"access\" is \"internal\" or \"public\"", at: access.location)
                return nil
            }
            names.access = level
        }
        if let scope = value["enums"], sink.expect(scope, .string, "\"enums\"") {
            guard let chosen = scope.stringValue.flatMap(SwiftTypeNames.EnumerationScope.init(rawValue:)) else {
                sink.error(.wrongType, "\"enums\" is \"nested\" or \"top-level\"", at: scope.location)
                return nil
            }
            names.enumerations = chosen
        }
        if let problem = names.problem {
            sink.error(.wrongType, problem.replacingJSONNames(), at: value.location)
            return nil
        }
        guard let output = text("output") else { return nil }
        if tests {
            guard let v = value["tables"], let list = sink.stringArray(v, "\"tables\""), !list.isEmpty else {
                if let v = value["tables"], v.count == 0 { sink.error(.wrongType, "\"tables\" cannot be empty", at: v.location) }
                return nil
            }
            let testable = flag("testable")
            let module = text("import")
            // The module is written after `import` in the suite: anything but a module name would be code.
            if let module, let problem = SwiftNameCheck.moduleProblem(module) {
                sink.error(.generateBadName, "\"import\": " + problem, at: value["import"]?.location)
                return nil
            }
            if testable && module == nil {
                sink.error(.missingKey, "\"testable\" imports the app's module with @testable; name it with \"import\"", at: value.location)
                return nil
            }
            return GenerateRequest(
                .tests(tables: list.map(\.0), schema: text("schema"), module: module, testable: testable, xctest: flag("xctest")),
                names: names, output: output)
        }
        guard let schema = text("schema") else { return nil }
        return GenerateRequest(.swift(schema: schema), names: names, output: output)
    }

    /// An `"aasaGenerated"` entry: `{"schema": ..., "appIDs": [...], "output": ..., "domain": ...}`,
    /// `domain` optional. The app IDs are checked as `generate aasa --app-id` checks them.
    private static func aasaGeneratedEntry(_ value: JSONValue, _ sink: inout DiagnosticSink) -> AASAGenerateRequest? {
        guard sink.expect(value, .object, "an \"aasaGenerated\" entry ({\"schema\": ..., \"appIDs\": [...], \"output\": ...})") else { return nil }
        sink.checkKeys(value, allowed: aasaGeneratedKeys, required: ["schema", "appIDs", "output"], in: "an \"aasaGenerated\" entry")
        var text: [String: String] = [:]
        for key in ["schema", "output", "domain"] {
            guard let v = value[key], sink.expect(v, .string, "\"\(key)\""), let string = nonEmpty(v, "\"\(key)\"", &sink) else { continue }
            text[key] = string
        }
        guard let v = value["appIDs"], let list = sink.stringArray(v, "\"appIDs\""), let schema = text["schema"], let output = text["output"] else {
            return nil
        }
        let problems = AASAGenerator.appIDProblems(list.map(\.0), domain: text["domain"])
        for problem in problems { sink.error(problem.rule, "\"appIDs\": " + problem.message, at: v.location) }
        // Written as the schema's own path: `check` would call the schema not generated, and a
        // run would write over it (another spelling of it is refused where paths are resolved).
        if PathText.normalized(output) == PathText.normalized(schema) {
            sink.error(
                .outputIsInput,
                "\"output\" \(SwiftLiteral.clippedString(output)) is the entry's own \"schema\"; generating it would write over the schema, "
                    + "so the entry is neither generated nor compared",
                at: value["output"]?.location)
            return nil
        }
        guard problems.isEmpty else { return nil }
        return AASAGenerateRequest(schema: schema, appIDs: list.map(\.0), domain: text["domain"], output: output, appIDsLocation: v.location)
    }

    /// `{"rule": "case-opens-app", "path": "deeplinks/*.json", "url": "https://…"}`: `rule` a
    /// rule id of the catalogue, `path` and `url` optional.
    private static func suppression(_ value: JSONValue, file: String, _ sink: inout DiagnosticSink) -> Suppression? {
        guard sink.expect(value, .object, "an \"ignore\" entry") else { return nil }
        sink.checkKeys(value, allowed: ["rule", "path", "url"], required: ["rule"], in: "an \"ignore\" entry")
        guard let r = value["rule"], sink.expect(r, .string, "\"rule\""), let rule = r.stringValue else { return nil }
        let ids = Rule.all.map(\.id)
        guard ids.contains(rule) else {
            sink.error(.wrongType, "unknown rule \(SwiftLiteral.string(rule))" + Suggestion.hint(for: rule, among: ids), at: r.location)
            return nil
        }
        var text: [String: String] = [:]
        for key in ["path", "url"] {
            guard let v = value[key] else { continue }
            guard sink.expect(v, .string, "\"\(key)\""), let string = v.stringValue else { return nil }
            text[key] = string
        }
        return Suppression(rule: rule, path: text["path"], url: text["url"], file: file, at: value.location)
    }

    /// `"xcodeproj": "App.xcodeproj"`, or `{"project": ..., "targets": [...], "configurations": [...],
    /// "release": [...], "profiles": [...]}`.
    private static func xcodeEntry(_ value: JSONValue, _ sink: inout DiagnosticSink) -> Project.XcodeEntry? {
        if value.stringValue != nil { return reference(value, "\"xcodeproj\"", &sink).map { Project.XcodeEntry(project: $0) } }
        guard sink.expect(value, .object, "\"xcodeproj\" (a path, or {\"project\": ..., \"targets\": [...]})") else { return nil }
        sink.checkKeys(value, allowed: xcodeKeys, required: ["project"], in: "\"xcodeproj\"")
        guard let p = value["project"], sink.expect(p, .string, "\"project\""), let path = reference(p, "\"project\"", &sink) else { return nil }
        var entry = Project.XcodeEntry(project: path)
        func names(_ key: String) -> (names: [String], locations: [SourceLocation]) {
            guard let v = value[key], let list = sink.stringArray(v, "\"\(key)\"") else { return ([], []) }
            return (list.map(\.0), list.map(\.1))
        }
        (entry.targets, entry.targetLocations) = names("targets")
        (entry.configurations, entry.configurationLocations) = names("configurations")
        entry.release = names("release").names
        if let v = value["profiles"], let list = sink.stringArray(v, "\"profiles\"") {
            entry.profiles = list.map { Project.FileReference($0.0, at: $0.1) }
        }
        if let v = value["aasa"], let list = sink.stringArray(v, "\"aasa\"") {
            entry.aasa = list.map { Project.FileReference($0.0, at: $0.1) }
        }
        return entry
    }

    private static func reference(_ v: JSONValue, _ what: String, _ sink: inout DiagnosticSink) -> Project.FileReference? {
        nonEmpty(v, what, &sink).map { Project.FileReference($0, at: v.location) }
    }

    private static func nonEmpty(_ v: JSONValue, _ what: String, _ sink: inout DiagnosticSink) -> String? {
        guard let s = v.stringValue, !s.isEmpty else {
            sink.error(.wrongType, "\(what) cannot be empty", at: v.location)
            return nil
        }
        return s
    }
}

extension String {
    /// A message about `--tab-type` and its kin, with the names linkcheck.json gives those options.
    func replacingJSONNames() -> String {
        var text = self
        for (option, key) in [("--tab-type", "\"tabType\""), ("--route-type", "\"routeType\""), ("--namespace", "\"namespace\"")] {
            text = text.split(separator: option, omittingEmptySubsequences: false).joined(separator: key)
        }
        return text
    }
}
