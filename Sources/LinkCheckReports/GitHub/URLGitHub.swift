import LinkCheckCore
import LinkCheckRoutes

extension GitHubReporter {
    /// `url`: an `::error` per destination no URL restores, then `N restored, N not restored`.
    static func url(_ report: URLReport) -> String {
        var out = ""
        for r in report.results {
            guard case .unrestorable(let reason) = r.url else { continue }
            out += GitHubCommand.annotation(
                .error, file: nil, title: Rule.noURL.id,
                message: "no URL restores \(Display.escaped(r.text)): \(Display.escaped(reason))")
        }
        let counts = report.summary
        return out + "\(counts.passed) restored, \(counts.failed) not restored\n"
    }
}
