import Dispatch
import LinkCheckCore

/// Decides a run of a URL list for each app on every core: the run is cut into one slice per
/// thread, and each slice writes its answers straight into its own region of the result, so the
/// answers keep the list's order (URL by URL, the apps in the order given) whatever the threads
/// do. A decision reads nothing but the compiled file, which no thread changes.
enum ParallelAnswers {
    /// Below this a second thread costs more than it saves (most lists are a handful of URLs).
    static let urlsPerThread = 20_000

    /// How many threads `source`'s list is decided on: at most `source.cores`, and only when the
    /// whole list has `urlsPerThread` URLs a thread (unless a test forces a count).
    static func threads(_ source: AnswerSource) -> Int {
        source.forcedThreads ?? min(max(1, source.cores), max(1, source.urls.count / urlsPerThread))
    }

    /// The answers of the URLs `run` of `source`, on at most `source.cores` threads, and only when
    /// the whole list has `urlsPerThread` URLs a thread; `threads` forces a count.
    static func answers(_ source: AnswerSource, urls run: Range<Int>, threads: Int? = nil) -> [AASAReport.Answer] {
        let apps = source.apps
        let wanted = threads ?? Self.threads(source)
        let threads = min(max(1, run.count), wanted)
        guard threads > 1, !apps.isEmpty else {
            var answers: [AASAReport.Answer] = []
            answers.reserveCapacity(run.count * apps.count)
            for u in run {
                let url = source.urls[u]
                for app in apps { answers.append(source.answer(url: url, app: app)) }
            }
            return answers
        }
        let bounds = (0...threads).map { run.lowerBound + run.count * $0 / threads }
        let total = run.count * apps.count
        return [AASAReport.Answer](unsafeUninitializedCapacity: total) { buffer, initialized in
            let region = AnswerRegion(start: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                guard let start = region.start else { return }
                var at = (bounds[t] - run.lowerBound) * apps.count
                for u in bounds[t]..<bounds[t + 1] {
                    let url = source.urls[u]
                    for app in apps {
                        (start + at).initialize(to: source.answer(url: url, app: app))
                        at += 1
                    }
                }
            }
            // Every slice writes all of its region: nothing in a decision can fail.
            initialized = region.start == nil ? 0 : total
        }
    }
}

extension ParallelAnswers {
    /// The URLs `run` of `source` decided and handed to `render` in slices, one slice a thread,
    /// each thread deciding and rendering its own: the texts in list order. For a report whose
    /// writing costs more than the deciding (text), so that both are done on every core.
    /// `render` is also given the index of the slice's first answer among all of `source`'s.
    static func rendered<Piece: Sendable>(
        _ source: AnswerSource, urls run: Range<Int>,
        _ render: @Sendable (ArraySlice<AASAReport.Answer>, _ first: Int) -> Piece
    ) -> [Piece] {
        let wanted = Self.threads(source)
        let threads = min(max(1, run.count), wanted)
        let bounds = (0...threads).map { run.lowerBound + run.count * $0 / threads }
        let apps = source.apps.count
        guard threads > 1 else { return [render(answers(source, urls: run, threads: 1)[...], run.lowerBound * apps)] }
        let slots = Slots<Piece>(count: threads)
        defer { slots.free() }
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            slots.set(t, render(answers(source, urls: bounds[t]..<bounds[t + 1], threads: 1)[...], bounds[t] * apps))
        }
        return slots.values()
    }
}

/// Where the answers go, shared by the slices. Unchecked: each writes only its own part.
private struct AnswerRegion: @unchecked Sendable {
    let start: UnsafeMutablePointer<AASAReport.Answer>?
}
