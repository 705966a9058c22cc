import LinkCheckCore
import LinkCheckApp

/// `linkcheck xcode` as JSON: the shape docs/xcode.md gives.
enum XcodeJSONReporter {
    static func json(_ report: XcodeReport) -> JSONOutput {
        func strings(_ list: [String]?) -> JSONOutput { list.map { .array($0.map(JSONOutput.string)) } ?? .null }
        func string(_ text: String?) -> JSONOutput { text.map(JSONOutput.string) ?? .null }
        let projects: [JSONOutput] = report.projects.map { project in
            .object([
                ("file", .string(project.file)),
                (
                    "targets",
                    .array(
                        project.targets.map { target in
                            .object([
                                ("name", .string(target.name)),
                                ("productType", .string(target.productType)),
                                (
                                    "configurations",
                                    .array(
                                        target.configurations.map { c in
                                            .object([
                                                ("name", .string(c.name)), ("release", .bool(c.isRelease)), ("bundleID", string(c.bundleID)),
                                                ("team", string(c.team)), ("appID", string(c.appID)), ("entitlements", string(c.entitlements)),
                                                ("associatedDomains", strings(c.associatedDomains)), ("resolvedDomains", strings(c.resolvedDomains)),
                                                ("urlSchemes", c.urlSchemesKnown ? strings(c.urlSchemes) : .null),
                                                ("infoPlist", string(c.infoPlist))
                                            ])
                                        })
                                )
                            ])
                        })
                ),
                ("diagnostics", .array(project.diagnostics.map(JSONReporter.diagnostic)))
            ])
        }
        return .object([
            ("projects", .array(projects)),
            ("diagnostics", .array((report.problems + report.serving).map(JSONReporter.diagnostic))),
            ("summary", JSONReporter.summary(report.summary, .findings))
        ])
    }
}
