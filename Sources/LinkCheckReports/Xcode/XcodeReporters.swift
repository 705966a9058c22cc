import LinkCheckCore
import LinkCheckApp

/// `linkcheck xcode` in each format: the text table of what ships, the JSON shape of docs/xcode.md,
/// and the findings as JUnit test cases and GitHub annotations.
enum XcodeReporters {
    /// Per project, a compact table of the app-like targets (apps, App Clips, watch apps) by
    /// configuration, then the findings and the summary.
    static func text<Out: TextOutputStream>(_ report: XcodeReport, style: TextStyle, quiet: Bool, into out: inout Out) {
        body(report, style: style, quiet: quiet, into: &out)
        let e = report.errors, w = report.warnings
        let line = Plural.errorsAndWarnings(e, w)
        out.write((report.verdict == .passed ? style.green(line) : style.bold(style.red(line))) + "\n")
    }

    /// The tables and findings, without the summary line (`check` writes its own).
    static func body<Out: TextOutputStream>(_ report: XcodeReport, style: TextStyle, quiet: Bool, into out: inout Out) {
        for d in report.serving where !quiet || d.severity == .error { out.write(DiagnosticPrinter.render(d, style: style)) }
        for project in report.projects {
            if !quiet {
                out.write(style.bold(Display.path(project.file)) + "\n")
                var rows: [[String]] = [["target", "configuration", "app ID", "entitlements", "applinks", "schemes"]]
                for target in project.targets where target.kind != .extensionOrOther {
                    for c in target.configurations {
                        let applinks = (c.resolvedDomains ?? []).filter { $0.hasPrefix("applinks:") }.map { String($0.dropFirst(9)) }
                        rows.append([target.name + (target.kind == .app ? "" : " (\(target.kind == .appClip ? "App Clip" : "watch"))"),
                                     c.name + (c.isRelease ? " *" : ""),
                                     c.appID ?? (c.bundleID.map { "?." + $0 } ?? "?"),
                                     c.entitlements ?? "-",
                                     applinks.isEmpty ? "-" : applinks.joined(separator: " "),
                                     c.urlSchemes.isEmpty ? "-" : c.urlSchemes.joined(separator: " ")])
                    }
                }
                let widths = rows[0].indices.map { column in rows.map { Display.escaped($0[column]).count }.max() ?? 0 }
                for (n, row) in rows.enumerated() {
                    let line = row.enumerated().map { column, cell in
                        let text = Display.escaped(cell)
                        return column == row.count - 1 ? text : text + String(repeating: " ", count: widths[column] - text.count)
                    }.joined(separator: "  ")
                    out.write("  " + (n == 0 ? style.dim(line) : line) + "\n")
                }
                let others = project.targets.filter { $0.kind == .extensionOrOther }.count
                out.write("  * the configuration that ships (checked against the schema, AASA files and profiles)"
                          + (others > 0 ? "; \(others) other \(others == 1 ? "target" : "targets") (extensions, tests) in --format json" : "") + "\n")
            }
            for d in project.diagnostics where !quiet || d.severity == .error { out.write(DiagnosticPrinter.render(d, style: style)) }
        }
    }

    static func json(_ report: XcodeReport) -> JSONOutput {
        func strings(_ list: [String]?) -> JSONOutput { list.map { .array($0.map(JSONOutput.string)) } ?? .null }
        func string(_ text: String?) -> JSONOutput { text.map(JSONOutput.string) ?? .null }
        let projects: [JSONOutput] = report.projects.map { project in
            .object([
                ("file", .string(project.file)),
                ("targets", .array(project.targets.map { target in
                    .object([
                        ("name", .string(target.name)),
                        ("productType", .string(target.productType)),
                        ("configurations", .array(target.configurations.map { c in
                            .object([
                                ("name", .string(c.name)), ("release", .bool(c.isRelease)), ("bundleID", string(c.bundleID)),
                                ("team", string(c.team)), ("appID", string(c.appID)), ("entitlements", string(c.entitlements)),
                                ("associatedDomains", strings(c.associatedDomains)), ("resolvedDomains", strings(c.resolvedDomains)),
                                ("urlSchemes", strings(c.urlSchemes)),
                                ("infoPlist", string(c.infoPlist)),
                            ])
                        })),
                    ])
                })),
                ("diagnostics", .array(project.diagnostics.map(JSONReporter.diagnostic))),
            ])
        }
        return .object([
            ("projects", .array(projects)),
            ("diagnostics", .array((report.problems + report.serving).map(JSONReporter.diagnostic))),
            ("summary", .object([("errors", .int(report.errors)), ("warnings", .int(report.warnings))])),
        ])
    }

    /// A suite per project: a test case per app configuration (failing with its errors), then each
    /// finding about other files.
    static func junit(_ report: XcodeReport) -> String {
        if report.verdict == .unjudged { return JUnitReporter.diagnostics(report.problems, suiteName: "xcode") }
        return JUnitDocument(suites: suites(report)).render()
    }

    static func suites(_ report: XcodeReport) -> [JUnitDocument.Suite] {
        let serving = report.serving.isEmpty ? [] : [JUnitDocument.Suite(name: "serving", cases: report.serving.map {
            JUnitReporter.finding($0, classname: Display.path($0.file), withFile: true)
        })]
        return serving + report.projects.map { project in
            let name = Display.path(project.file)
            var cases = project.diagnostics.map { JUnitReporter.finding($0, classname: Display.path($0.file), withFile: true) }
            if cases.isEmpty { cases.append(.init(classname: name, name: "xcode")) }
            return JUnitDocument.Suite(name: name, cases: cases)
        }
    }

    static func github(_ report: XcodeReport) -> String {
        if report.verdict == .unjudged { return GitHubReporter.diagnostics(report.problems) }
        var out = report.diagnostics.map { GitHubCommand.annotation($0) }.joined()
        let e = report.errors, w = report.warnings
        out += "\(Plural.errorsAndWarnings(e, w))\n"
        return out
    }
}
