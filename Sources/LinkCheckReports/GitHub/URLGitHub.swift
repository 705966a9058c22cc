import LinkCheckCore
import LinkCheckRoutes

extension GitHubReporter {
    /// `url`: an `::error` per destination no URL restores, then `N restored, N not restored`.
    static func url(_ results: [URLReport.Result]) -> String {
        var out = ""
        for r in results {
            guard case .unrestorable(let reason) = r.url else { continue }
            out += GitHubCommand.annotation(
                .error, file: nil, title: Rule.noURL.id,
                message: "no URL restores \(Display.escaped(r.text)): \(Display.escaped(reason))")
        }
        let failed = results.count { if case .unrestorable = $0.url { true } else { false } }
        return out + "\(results.count - failed) restored, \(failed) not restored\n"
    }
}
