import Foundation

/// The pipeline a user would write with Foundation: `JSONDecoder` for the table and the schema,
/// `URLComponents` to split each URL, a linear scan over the links (first match wins; in the bench
/// schema at most one link matches any URL) matching segments and parsing captures with `Int(_:)`,
/// then a comparison with the expectation.
struct FoundationPipeline {
    private enum Segment {
        case literal(String)
        case capture(String)
    }

    private struct CompiledLink {
        var segments: [Segment]
        var query: [(key: String, capture: String)]
        var link: CodableLink
        /// Capture name → the type of the parameters it feeds.
        var types: [String: String]
    }

    private let schemes: Set<String>
    private let hosts: Set<String>
    private let links: [CompiledLink]

    init(schema: CodableSchema) {
        schemes = Set((schema.schemes ?? []).map { $0.lowercased() })
        hosts = Set((schema.hosts ?? []).map { $0.lowercased() })
        links = schema.links.map { link in
            let parts = link.path.split(separator: "?", maxSplits: 1)
            let segments =
                parts.first.map { path in
                    path.split(separator: "/").map { s in
                        s.hasPrefix(":") ? Segment.capture(String(s.dropFirst())) : .literal(String(s))
                    }
                } ?? []
            let query =
                parts.count > 1
                ? parts[1].split(separator: "&").compactMap { item -> (String, String)? in
                    let kv = item.split(separator: "=", maxSplits: 1)
                    guard kv.count == 2, kv[1].hasPrefix(":") else { return nil }
                    return (String(kv[0]), String(kv[1].dropFirst()))
                } : []
            var types: [String: String] = [:]
            for entry in link.stack {
                for (label, value) in entry.arguments {
                    guard case .string(let s) = value, s.hasPrefix(":"),
                        case .named(let type)? = schema.routes[entry.name]?[label]
                    else { continue }
                    types[String(s.dropFirst())] = type
                }
            }
            return CompiledLink(segments: segments, query: query, link: link, types: types)
        }
    }

    func resolve(_ url: String) -> CodableDestination? {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            components.user == nil
        else { return nil }
        var segments: [String] = []
        if scheme == "https" {
            guard let host = components.host?.lowercased(), hosts.contains(host),
                components.port == nil || components.port == 443
            else { return nil }
        } else if schemes.contains(scheme) {
            guard components.port == nil else { return nil }
            if let host = components.host, !host.isEmpty { segments.append(host) }
        } else {
            return nil
        }
        segments += components.path.split(separator: "/").map(String.init)
        let items = components.queryItems ?? []

        scan: for compiled in links where compiled.segments.count == segments.count {
            var captured: [String: CodableScalar] = [:]
            for (segment, text) in zip(compiled.segments, segments) {
                switch segment {
                case .literal(let literal):
                    guard literal == text else { continue scan }
                case .capture(let name):
                    guard let value = Self.value(text, type: compiled.types[name] ?? "string") else { continue scan }
                    captured[name] = value
                }
            }
            for (key, name) in compiled.query {
                let type = compiled.types[name] ?? "string"
                guard let text = items.first(where: { $0.name == key })?.value, !text.isEmpty else {
                    guard type.hasSuffix("?") else { continue scan }
                    captured[name] = .null
                    continue
                }
                guard let value = Self.value(text, type: type) else { continue scan }
                captured[name] = value
            }
            let stack = compiled.link.stack.map { entry in
                CodableRouteValue(
                    name: entry.name,
                    arguments: entry.arguments.mapValues { value in
                        if case .string(let s) = value, s.hasPrefix(":") { return captured[String(s.dropFirst())] ?? .null }
                        return value
                    })
            }
            return CodableDestination(tab: compiled.link.tab, stack: stack)
        }
        return nil
    }

    private static func value(_ text: String, type: String) -> CodableScalar? {
        switch type.hasSuffix("?") ? String(type.dropLast()) : type {
        case "int": return Int(text).map(CodableScalar.int)
        case "double": return Double(text).map(CodableScalar.double)
        case "bool": return Bool(text).map(CodableScalar.bool)
        case "uuid": return UUID(uuidString: text).map { .string($0.uuidString) }
        default: return text.isEmpty ? nil : .string(text)
        }
    }

    /// Reads both files and runs every case: the whole baseline run, as the child process does it.
    static func run(table tablePath: String, schema schemaPath: String) throws -> (cases: Int, passed: Int) {
        let decoder = JSONDecoder()
        let schema = try decoder.decode(CodableSchema.self, from: Data(contentsOf: URL(fileURLWithPath: schemaPath)))
        let table = try decoder.decode(CodableTable.self, from: Data(contentsOf: URL(fileURLWithPath: tablePath)))
        let pipeline = FoundationPipeline(schema: schema)
        var passed = 0
        for c in table.cases where pipeline.resolve(c.url) == c.expect { passed += 1 }
        return (table.cases.count, passed)
    }
}
