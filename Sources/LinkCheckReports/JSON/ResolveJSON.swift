import LinkCheckCore
import LinkCheckRoutes

/// `linkcheck resolve` and `linkcheck url` as JSON.
extension JSONReporter {
    static func resolve(_ results: [(url: String, resolution: Resolution)], schema: RouteSchema, schemaFile: String, diagnostics: [Diagnostic]) -> String {
        let urls: [JSONOutput] = results.map { url, resolution in
            var fields: [(String, JSONOutput)] = [("url", .string(url))]
            switch resolution {
            case .destination(let d, let index):
                fields += [("destination", JSONReporter.destination(d)), ("reason", .null), ("link", linkJSON(index, schema))]
            case .none(let why):
                fields += [
                    ("destination", .null), ("reason", .string(why.message)),
                    ("link", why.closestLink.map { linkJSON($0, schema) } ?? .null)
                ]
            }
            return .object(fields)
        }
        return JSONOutput.object([
            ("schema", .string(schemaFile)),
            ("urls", .array(urls)),
            ("diagnostics", .array(diagnostics.map(JSONReporter.diagnostic)))
        ]).render(pretty: true) + "\n"
    }

    static func linkJSON(_ index: Int, _ schema: RouteSchema) -> JSONOutput {
        JSONReporter.link(schema.links[index])
    }

    static func url(_ results: [URLReport.Result], schema: RouteSchema, schemaFile: String, diagnostics: [Diagnostic]) -> String {
        let items: [JSONOutput] = results.map { r in
            var fields: [(String, JSONOutput)] = [("destination", JSONReporter.destination(r.destination))]
            switch r.url {
            case .url(let url, let link, let filled):
                fields += [("url", .string(url)), ("reason", .null), ("link", linkJSON(link, schema))]
                // Only when a part was filled, so the output of a schema without such parts is unchanged.
                if !filled.isEmpty { fields.append(("filled", .array(filled.map { .string($0) }))) }
            case .unrestorable(let reason):
                fields += [("url", .null), ("reason", .string(reason)), ("link", .null)]
            }
            return .object(fields)
        }
        return JSONOutput.object([
            ("schema", .string(schemaFile)),
            ("destinations", .array(items)),
            ("diagnostics", .array(diagnostics.map(JSONReporter.diagnostic)))
        ]).render(pretty: true) + "\n"
    }
}
