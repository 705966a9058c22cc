import Dispatch
import LinkCheckCore
import LinkCheckRoutes

/// Decides a URL list for each app on every core: the list is cut into one slice per thread, and
/// each slice writes its answers straight into its own region of the result, so the answers keep
/// the list's order (URL by URL, the apps in the order given) whatever the threads do. A decision
/// reads nothing but the compiled file, which no thread changes.
enum ParallelAnswers {
    /// Below this a second thread costs more than it saves (most lists are a handful of URLs).
    static let urlsPerThread = 20_000

    /// At most `cores` threads, and one per `urlsPerThread` URLs at most; `threads` forces a count.
    static func answers(_ urls: [String], apps: [String], matcher: CompiledAASA, domain: String?, cores: Int,
                        threads: Int? = nil) -> [AASAReport.Answer] {
        let threads = min(max(1, urls.count), threads ?? min(max(1, cores), max(1, urls.count / urlsPerThread)))
        guard threads > 1, !apps.isEmpty else {
            var answers: [AASAReport.Answer] = []
            answers.reserveCapacity(urls.count * apps.count)
            for url in urls {
                for app in apps { answers.append(.init(url: url, appID: app, decision: matcher.decide(url: url, appID: app, domain: domain))) }
            }
            return answers
        }
        let bounds = (0...threads).map { urls.count * $0 / threads }
        let total = urls.count * apps.count
        return [AASAReport.Answer](unsafeUninitializedCapacity: total) { buffer, initialized in
            let region = AnswerRegion(start: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                guard let start = region.start else { return }
                var at = bounds[t] * apps.count
                for url in urls[bounds[t]..<bounds[t + 1]] {
                    for app in apps {
                        (start + at).initialize(to: .init(url: url, appID: app, decision: matcher.decide(url: url, appID: app, domain: domain)))
                        at += 1
                    }
                }
            }
            // Every slice writes all of its region: nothing in a decision can fail.
            initialized = region.start == nil ? 0 : total
        }
    }
}

/// Where the answers go, shared by the slices. Unchecked: each writes only its own part.
private struct AnswerRegion: @unchecked Sendable {
    let start: UnsafeMutablePointer<AASAReport.Answer>?
}
