import LinkCheckCore
import LinkCheckRoutes

/// `linkcheck generate swift`: the app's `Tab`, `Route` and `DeepLink` from a route schema
/// (docs/generate.md), so the parser the app ships is the one linkcheck checked. Pure: the same schema and
/// names always give the same text.
public enum SwiftParserGenerator {
    /// The Swift file for `schema`, read from `file` (the name the header and comments cite).
    public static func source(
        for schema: RouteSchema, file: String, names: SwiftTypeNames = SwiftTypeNames(),
        command: String? = nil
    ) -> String {
        let command = command ?? GenerateRequest(.swift(schema: file)).command
        // The file's name goes into comments: escaped, so that it cannot end one.
        let file = Display.escaped(file)
        let values = SwiftValues(schema: schema, names: names)
        let access = names.prefix
        let distinctTabs = schema.tabs.map(SwiftNames.distinctTabs)
        let tabCases = distinctTabs.map { SwiftNames.caseNames(forRawValues: $0) }
        let tabNames = distinctTabs.flatMap { tabs in tabCases.map { Dictionary(zip(tabs, $0), uniquingKeysWith: { first, _ in first }) } }
        var out = GeneratedHeader.lines(input: file, command: command)
        out += ["", "import Foundation", ""]

        if let tabs = distinctTabs, let cases = tabCases {
            out.append("/// The app's tabs, as \(file) names them.")
            out.append("\(access)enum \(names.tab): String, Hashable, CaseIterable, Sendable {")
            for (raw, name) in zip(tabs, cases) { out.append("    " + caseDeclaration(name, raw: raw)) }
            out += ["}", ""]
        }

        out.append("/// A screen of a tab's navigation stack: the routes of \(file).")
        out.append("\(access)enum \(names.route): Hashable, Sendable {")
        for route in schema.routes {
            out.append("    /// \(file):\(route.location.line)")
            let parameters = route.parameters.map {
                SwiftNames.identifier($0.name) + ": " + values.type($0.type, route: route.name, parameter: $0.name)
            }
            out.append("    case " + SwiftNames.identifier(route.name) + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"))
        }
        // Nested (`Route.Difficulty`) unless `--enums top-level` asks for the file's top level.
        let indent = names.enumerations == .nested ? "    " : ""
        var enumerations: [String] = []
        for type in values.enumerations {
            if names.enumerations == .nested || !enumerations.isEmpty { enumerations.append("") }
            let users = type.uses.map { "`\($0.route).\($0.parameter)`" }.joined(separator: ", ")
            enumerations.append(indent + "/// The values of \(users) (\(file):\(type.line)).")
            enumerations.append(indent + "\(access)enum \(type.name): String, Hashable, CaseIterable, Sendable {")
            for (raw, name) in zip(type.rawValues, type.caseNames) { enumerations.append(indent + "    " + caseDeclaration(name, raw: raw)) }
            enumerations.append(indent + "}")
        }
        if names.enumerations == .nested {
            out += enumerations + ["}", ""]
        } else {
            out += ["}", ""] + enumerations + (enumerations.isEmpty ? [] : [""])
        }

        let result = schema.tabs == nil ? "[\(names.route)]?" : "(tab: \(names.tab), path: [\(names.route)])?"
        let parse = ParseSource(schema: schema, values: values, file: file)
        let build = URLSourceBuilder(schema: schema, values: values, file: file)
        out.append("/// The deep links of \(file): where a URL takes the app, and the URL that takes it there.")
        out.append("\(access)enum \(names.namespace) {")
        out.append("    /// The custom schemes and Universal Link hosts the schema handles, lower-cased.")
        out.append("    private static let schemes: [String] = [" + schema.schemes.map { SwiftLiteral.string($0) }.joined(separator: ", ") + "]")
        out.append("    private static let hosts: [String] = [" + schema.hosts.map { SwiftLiteral.string($0) }.joined(separator: ", ") + "]")
        out.append("")
        out.append("    /// Where `url` takes the app, or `nil`: for every URL what `linkcheck resolve` answers for its")
        out.append("    /// `absoluteString`. The most specific link wins; links are tried in that order.")
        out.append("    \(access)static func parse(_ url: URL) -> \(result) {")
        out += parse.body(tabs: tabNames).map { "        " + $0 }
        out.append("    }")
        out.append("")
        let signature = schema.tabs == nil ? "url(path: [\(names.route)])" : "url(tab: \(names.tab), path: [\(names.route)])"
        out.append("    /// The URL that opens the destination again, as `linkcheck url` prints it: from the first link")
        out.append("    /// that produces it and whose URL `parse` reads back as it; `nil` when no link can.")
        out.append("    \(access)static func \(signature) -> URL? {")
        out += build.body(tabs: tabNames).map { "        " + $0 }
        out.append("    }")
        out.append("")
        let back = schema.tabs == nil ? "let back = parse(url), same(back, path)" : "let back = parse(url), back.tab == tab, same(back.path, path)"
        let parameters = schema.tabs == nil ? "_ path: [\(names.route)]" : "_ tab: \(names.tab), _ path: [\(names.route)]"
        out.append("    /// The first of `prefixes` + `path` (+ `?` and the items present) that reads back as the destination.")
        out.append("    private static func restored(\(parameters), from prefixes: [String], _ text: String, query: [String?] = []) -> URL? {")
        out.append("        let items = query.compactMap { $0 }")
        out.append("        let tail = text + (items.isEmpty ? \"\" : \"?\" + items.joined(separator: \"&\"))")
        out.append("        for prefix in prefixes {")
        out.append("            if let url = URL(string: prefix + tail), \(back) { return url }")
        out.append("        }")
        out.append("        return nil")
        out.append("    }")
        out.append("")
        out.append("    /// `==`, except that a `Double.nan` matches itself, as it does for `linkcheck url`: a URL with `nan`")
        out.append("    /// reads back as NaN, which `==` never finds equal to anything.")
        out.append("    private static func same(_ a: [\(names.route)], _ b: [\(names.route)]) -> Bool {")
        out.append("        a == b || String(describing: a) == String(describing: b)")
        out.append("    }")
        out.append("}")
        out.append("")
        var features: URLReaderSource.Features = []
        for link in schema.links {
            for entry in link.stack {
                for argument in entry.arguments {
                    switch argument.source {
                    case .urlPart(.queryItems): features.insert(.queryItems)
                    case .urlPart(.url), .constant, .capture: continue
                    case .urlPart: features.insert(.parts)
                    case .format(let template):
                        let parts = template.pieces.contains { if case .part(let p, _) = $0 { return p != .url } else { return false } }
                        if parts { features.insert(.parts) }
                    }
                }
            }
        }
        if schema.lastQueryItemWins { features.insert(.lastItem) }
        if (schema.hosts + schema.schemeHosts.values.flatMap { $0 }).contains(where: { $0.hasPrefix("*.") }) { features.insert(.wildcardHosts) }
        let webSchemes = schema.webSchemes == ["https"] ? [] : schema.webSchemes
        out += URLReaderSource.text(namespace: names.namespace, features: features, webSchemes: webSchemes, schemeHosts: schema.schemeHosts).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(
            String.init)
        return out.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
    }

    /// `case price`, or `case priceAsc = "price-asc"` when the raw value is not the name.
    private static func caseDeclaration(_ name: String, raw: String) -> String {
        "case " + SwiftNames.identifier(name) + (name == raw ? "" : " = " + SwiftLiteral.string(raw))
    }
}

extension String {
    var trailingSpacesRemoved: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
