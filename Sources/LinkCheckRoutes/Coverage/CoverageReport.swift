import LinkCheckCore

/// `routes --coverage`: the coverage of each schema, and the minimum it must reach
/// (`--min-coverage`), as findings every report format can show.
public struct CoverageReport: Sendable {
    /// One per schema, in the order the schemas first appear among the tables.
    public var schemas: [Coverage]
    /// Percent of links some case must reach, per schema; `nil` when not asked.
    public var minimum: Double?

    /// Coverage to report, and the percentage each schema must reach (`nil`: none).
    public init(schemas: [Coverage], minimum: Double?) {
        self.schemas = schemas
        self.minimum = minimum
    }

    /// Whether some schema's coverage is below the minimum: the run then fails (exit 1).
    public var belowMinimum: Bool { schemas.contains { isBelowMinimum($0) } }

    /// Whether `c` reaches fewer links than `minimum` percent, compared on the exact fraction;
    /// `false` without a minimum.
    public func isBelowMinimum(_ c: Coverage) -> Bool {
        guard let minimum else { return false }
        // Compared on the exact fraction, so 7 of 8 links (87.5%) meets 87.5.
        return Double(c.exercisedLinks) * 100 < minimum * Double(c.casesPerLink.count)
    }

    /// A warning per link no case reaches and per route no link produces, located in the schema,
    /// and an error per schema below the minimum.
    public var findings: [Diagnostic] {
        var out: [Diagnostic] = []
        for c in schemas {
            var own: [Diagnostic] = []
            if isBelowMinimum(c), let minimum {
                own.append(
                    Diagnostic(
                        .error, .coverageBelowMinimum,
                        "cases reach \(c.exercisedLinks) of \(c.casesPerLink.count) links (\(c.percentText)), "
                            + "below the minimum of \(Coverage.format(minimum))", file: c.schemaFile, at: nil))
            }
            for link in c.unexercisedLinks {
                let example = link.sampleURL(in: c.schema).map { "; add a case such as \(SwiftLiteral.string($0))" } ?? ""
                own.append(
                    Diagnostic(
                        .warning, .linkNotCovered, "no case reaches link \(SwiftLiteral.string(link.path))" + example,
                        file: c.schemaFile, at: link.location))
            }
            for route in c.unproducedRoutes {
                own.append(
                    Diagnostic(
                        .warning, .routeNotProduced,
                        "no link produces route \(SwiftLiteral.string(route.name)), so no URL can open it",
                        file: c.schemaFile, at: route.location))
            }
            out += Diagnostic.ordered(own)
        }
        return out
    }
}
