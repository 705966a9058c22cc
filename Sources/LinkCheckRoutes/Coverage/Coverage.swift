import LinkCheckCore

/// How much of a schema the tables exercise: which links some case resolves through, and which
/// declared routes no link can produce at all. One per schema, over every table that uses it.
public struct Coverage: Sendable {
    /// The schema file, as displayed.
    public var schemaFile: String
    /// The schema whose links are counted.
    public var schema: RouteSchema
    /// Per link, in declaration order: the cases whose URL resolved through it (passing or not:
    /// a failing case still reaches the link).
    public var casesPerLink: [Int]
    /// Declared routes that no link's stack names, in declaration order.
    public var unproducedRoutes: [RouteDeclaration]

    /// Links at least one case resolves through.
    public var exercisedLinks: Int { casesPerLink.count(where: { $0 > 0 }) }

    /// The links no case reaches, in declaration order.
    public var unexercisedLinks: [Link] { schema.links.filter { casesPerLink[$0.index] == 0 } }

    /// Exercised links as a percentage of all links; 100 for a schema without links.
    public var percent: Double {
        casesPerLink.isEmpty ? 100 : Double(exercisedLinks) * 100 / Double(casesPerLink.count)
    }

    /// `87.5%`: one decimal, trailing `.0` dropped.
    public var percentText: String { Coverage.format(percent) }

    static func format(_ percent: Double) -> String {
        let tenths = (percent * 10).rounded(.down)
        let whole = Int(tenths / 10), fraction = Int(tenths) % 10
        return fraction == 0 ? "\(whole)%" : "\(whole).\(fraction)%"
    }
}

extension RoutesReport {
    /// Coverage per schema, in the order the schemas first appear among the tables.
    public func linkCoverage() -> [Coverage] {
        var order: [String] = []
        var bySchema: [String: Coverage] = [:]
        for table in tables {
            if bySchema[table.schemaFile] == nil {
                order.append(table.schemaFile)
                bySchema[table.schemaFile] = Coverage(table.schema, file: table.schemaFile)
            }
            for result in table.allResults {
                if case .destination(_, let link) = result.actual, link < table.schema.links.count {
                    bySchema[table.schemaFile]?.casesPerLink[link] += 1
                }
            }
        }
        return order.compactMap { bySchema[$0] }
    }
}

extension Coverage {
    init(_ schema: RouteSchema, file: String) {
        let produced = Set(schema.links.flatMap { $0.stack.map(\.route) })
        self.init(
            schemaFile: file, schema: schema,
            casesPerLink: Array(repeating: 0, count: schema.links.count),
            unproducedRoutes: schema.routes.filter { !produced.contains($0.name) })
    }
}
