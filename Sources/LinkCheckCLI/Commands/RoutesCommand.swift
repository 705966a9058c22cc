import LinkCheckCore
import LinkCheckRoutes
import LinkCheckApp
import LinkCheckRuns
import LinkCheckReports

/// `linkcheck routes [--schema FILE] [--info-plist FILE] [--entitlements FILE [--release]] TABLE...`
struct RoutesCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        var minimum: Double?
        if let given = args.value("min-coverage") {
            guard let percent = Self.percentage(given) else {
                return .usage("--min-coverage takes a percentage from 0 to 100, not \(SwiftLiteral.string(given))")
            }
            minimum = percent
        }
        let configuration = ConfigurationFiles(
            infoPlist: args.value("info-plist"), entitlements: args.value("entitlements"),
            release: args.flag("release"))
        if configuration.release && configuration.entitlements == nil {
            return .usage("--release checks the entitlements; give them with --entitlements FILE")
        }
        let options = RoutesRun.Options(
            schemaOverride: args.value("schema"), limits: context.limits, coverage: args.flag("coverage"),
            minimumCoverage: minimum, roundTrip: args.flag("round-trip"), cores: context.cores)
        let report = RoutesCheck.run(
            tables: args.positionals, options: options, configuration: configuration,
            files: SystemFiles(context: context))
        return .result(.routes(report))
    }

    /// `90`, `87.5` or `90%`, from 0 to 100.
    static func percentage(_ text: String) -> Double? {
        guard let value = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), (0...100).contains(value) else { return nil }
        return value
    }
}
