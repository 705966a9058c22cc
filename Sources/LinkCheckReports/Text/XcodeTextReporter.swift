import LinkCheckCore
import LinkCheckApp

/// `linkcheck xcode` as text: per project, the table of what ships, then the findings.
enum XcodeTextReporter {
    /// Per project, a compact table of the app-like targets (apps, App Clips, watch apps) by
    /// configuration, then the findings and the summary.
    static func text<Out: TextOutputStream>(_ report: XcodeReport, style: TextStyle, quiet: Bool, into out: inout Out) {
        body(report, style: style, quiet: quiet, into: &out)
        let counts = report.summary, e = counts.errors, w = counts.warnings
        let line = Plural.errorsAndWarnings(e, w)
        out.write((report.verdict == .passed ? style.green(line) : style.bold(style.red(line))) + "\n")
    }

    /// The tables and findings, without the summary line (`check` writes its own).
    static func body<Out: TextOutputStream>(_ report: XcodeReport, style: TextStyle, quiet: Bool, into out: inout Out) {
        for d in report.serving { out.write(DiagnosticPrinter.render(d, style: style)) }
        for project in report.projects {
            if !quiet {
                out.write(style.bold(Display.path(project.file)) + "\n")
                var rows: [[String]] = [["target", "configuration", "app ID", "entitlements", "applinks", "schemes"]]
                for target in project.targets where target.kind != .extensionOrOther {
                    for c in target.configurations {
                        let applinks = (c.resolvedDomains ?? []).filter { $0.hasPrefix("applinks:") }.map { String($0.dropFirst(9)) }
                        rows.append([
                            target.name + (target.kind == .app ? "" : " (\(label(target.kind)))"),
                            c.name + (c.isRelease ? " *" : ""),
                            c.appID ?? (c.bundleID.map { "?." + $0 } ?? "?"),
                            c.entitlements ?? "-",
                            applinks.isEmpty ? "-" : applinks.joined(separator: " "),
                            !c.urlSchemesKnown ? "?" : c.urlSchemes.isEmpty ? "-" : c.urlSchemes.joined(separator: " ")
                        ])
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
                // Watch and Mac apps do not open the iOS app's links: shown, not checked.
                let shown = [NativeTarget.Kind.watchApp, .macApp].filter { kind in project.targets.contains { $0.kind == kind } }
                out.write(
                    "  * the configuration that ships (checked against the schema, AASA files and profiles)"
                        + (shown.isEmpty ? "" : "; \(shown.map(label).joined(separator: " and ")) targets are shown, not checked")
                        + (others > 0 ? "; \(others) other \(others == 1 ? "target" : "targets") (extensions, tests) in --format json" : "") + "\n")
            }
            for d in project.diagnostics { out.write(DiagnosticPrinter.render(d, style: style)) }
        }
    }

    /// How the table names a target that is not the iOS app.
    static func label(_ kind: NativeTarget.Kind) -> String {
        switch kind {
        case .appClip: return "App Clip"
        case .watchApp: return "watch"
        case .macApp: return "macOS"
        case .app, .extensionOrOther: return kind.rawValue
        }
    }
}
