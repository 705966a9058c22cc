import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// Reads `linkcheck.json`, reporting every problem at its line and column.
public enum ProjectLoader {
    static let keys = ["$comment", "schema", "tables", "aasa", "strict", "infoPlist", "entitlements", "release"]
    static let aasaKeys = ["$comment", "file", "appIDs", "domain", "urls", "urlList", "cases", "schema"]

    public static func load(_ bytes: [UInt8], file: String,
                            limits: InputLimits = .defaults) -> (project: Project?, diagnostics: [Diagnostic]) {
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
        if let v = root["aasa"], sink.expect(v, .array, "\"aasa\"") {
            for element in v.elements {
                if let entry = aasaEntry(element, &sink) { project.aasa.append(entry) }
            }
        }
        if root["tables"] == nil && root["aasa"] == nil {
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
