import Dispatch
import LinkCheckCore
import LinkCheckRoutes

/// The traces of a run, URL by URL: followed as they are read rather than held, so a sitemap's
/// million URLs cost the list's bytes plus one byte each (the step each fails at, for the counts
/// and the verdict), whatever the format. A report whose counts come after its URLs (text, one
/// line per URL) follows each URL once, as it is written; one whose counts come first follows
/// each again when it is written. Either way a block at a time on every core.
public struct TraceList: RandomAccessCollection, Sendable {
    enum Storage: Sendable {
        /// Traces made elsewhere (tests).
        case decided([TraceReport.Trace])
        case tracing(urls: ListedURLs, inputs: TraceInputs, cores: Int)
    }

    let storage: Storage
    /// Per URL: 1 + the first failing step's index; else `partly` when a step was not checked,
    /// 0 when every step passed. Decided when first asked, or while the lines are written.
    let codes: Codes
    static let partly: UInt8 = 0xFF

    /// URLs followed this many at a time on every core when they are read in order.
    static let block = 4_096

    /// Traces already made, held as given.
    public init(_ traces: [TraceReport.Trace]) {
        storage = .decided(traces)
        codes = Codes(count: traces.count)
        for (i, trace) in traces.enumerated() { codes.set(i, Self.code(trace)) }
        codes.complete = true
    }

    /// `urls` followed through `inputs` on up to `cores` threads: each once, when the counts are
    /// first asked or as the one-line-per-URL report is written (`forEachLine`), whichever is first.
    public init(urls: ListedURLs, inputs: TraceInputs, cores: Int) {
        storage = .tracing(urls: urls, inputs: inputs, cores: cores)
        codes = Codes(count: urls.count)
    }

    /// The step codes of every URL, each URL followed now when they are not yet known.
    var failing: Codes {
        guard !codes.complete, case .tracing(let urls, let inputs, let cores) = storage else { return codes }
        let codes = codes
        _ = Self.sliced(urls.count, cores: cores) { range in
            for i in range { codes.set(i, Self.code(TraceSteps.trace(urls[i], in: inputs, detail: .verdict))) }
        }
        codes.complete = true
        return codes
    }

    /// One byte a URL, written by the threads that follow the URLs, each its own indexes, and read
    /// once every thread has finished. A class, so that the report (a value) that holds the list
    /// learns the counts from the one pass that writes its lines: a sitemap is followed once.
    final class Codes: @unchecked Sendable {
        private let bytes: UnsafeMutableBufferPointer<UInt8>
        /// Whether every URL's code is written; set on the caller's thread after the threads end.
        var complete = false

        init(count: Int) {
            bytes = .allocate(capacity: count)
            bytes.initialize(repeating: 0)
        }

        deinit { bytes.deallocate() }

        var count: Int { bytes.count }
        subscript(i: Int) -> UInt8 { bytes[i] }
        func set(_ i: Int, _ code: UInt8) { bytes[i] = code }
        func count(where matches: (UInt8) -> Bool) -> Int { bytes.count(where: matches) }
    }

    static func code(_ trace: TraceReport.Trace) -> UInt8 {
        guard let i = trace.steps.firstIndex(where: { $0.outcome == .fail }) else {
            return trace.steps.contains { $0.outcome == .notChecked } ? partly : 0
        }
        return UInt8(i + 1)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { codes.count }

    /// The trace of URL `i`, followed now.
    public subscript(i: Int) -> TraceReport.Trace {
        switch storage {
        case .decided(let traces): traces[i]
        case .tracing(let urls, let inputs, _): TraceSteps.trace(urls[i], in: inputs)
        }
    }

    /// URL `i` as given, without following it.
    public func url(_ i: Int) -> String {
        switch storage {
        case .decided(let traces): traces[i].url
        case .tracing(let urls, _, _): urls[i]
        }
    }

    /// How many URLs have a failing step.
    public var failedCount: Int { failing.count { $0 != 0 && $0 != Self.partly } }

    /// How many URLs have no failing step, and a step that could not be checked with the inputs given.
    public var partlyCheckedCount: Int { failing.count { $0 == Self.partly } }

    /// Whether URL `i` has a failing step, without following it again.
    public func fails(_ i: Int) -> Bool { failing[i] != 0 && failing[i] != Self.partly }

    /// The traces `range` of the list, followed and made into a piece (text, bytes) by `render`,
    /// a slice per core; the pieces handed to `body` in order. `render` is given the slice's
    /// first index and must depend on nothing but what it is given.
    public func forEachRendered<Piece: Sendable>(
        _ render: @escaping @Sendable (_ first: Int, [TraceReport.Trace]) -> Piece, _ body: (Piece) -> Void
    ) {
        switch storage {
        case .decided(let traces):
            if !traces.isEmpty { body(render(0, traces)) }
        case .tracing(let urls, let inputs, let cores):
            var start = 0
            while start < urls.count {
                let first = start, end = Swift.min(urls.count, start + Self.block)
                let pieces = Self.sliced(end - first, cores: cores) { range in
                    render(first + range.lowerBound, range.map { TraceSteps.trace(urls[first + $0], in: inputs) })
                }
                for piece in pieces { body(piece) }
                start = end
            }
        }
    }

    /// One URL of a one-line-per-URL report: the trace of one with a failing step or a step not
    /// checked, and only the destination of one that passed every step (all its line says).
    public enum Line: Sendable {
        case passed(url: String, destination: String)
        case traced(TraceReport.Trace)
    }

    /// The URLs as `Line`s, a block at a time on every core, made into pieces by `render` and
    /// handed to `body` in order; each URL's code is kept as it is followed, so the counts asked
    /// afterwards follow no URL again.
    public func forEachLine<Piece: Sendable>(_ render: @escaping @Sendable ([Line]) -> Piece, _ body: (Piece) -> Void) {
        switch storage {
        case .decided(let traces):
            if !traces.isEmpty { body(render(traces.map { .traced($0) })) }
        case .tracing(let urls, let inputs, let cores):
            // The codes are written as the lines are made, unless they were asked for before.
            let codes = codes, complete = codes.complete
            // Each slice of a block reads inputs of its own (`TraceInputs.unshared`): slices that
            // read the same objects take turns on their reference counts.
            let own = urls.count > Self.block ? [inputs] + (1..<Swift.max(1, cores)).map { _ in inputs.unshared() } : [inputs]
            var start = 0
            while start < urls.count {
                let first = start, end = Swift.min(urls.count, start + Self.block)
                let pieces = Self.sliced(end - first, cores: cores) { slice, range in
                    let inputs = own[slice % own.count]
                    return render(
                        range.map { offset in
                            let i = first + offset, url = urls[i]
                            // Most of a sitemap passes every step, and its line names only the destination.
                            let shortcut = TraceSteps.shortcut(url, in: inputs)
                            if case .passes(let destination) = shortcut {
                                if !complete { codes.set(i, 0) }
                                return .passed(url: url, destination: destination)
                            }
                            let trace = TraceSteps.traceToTheAnswer(url, in: inputs, after: shortcut)
                            let code = Self.code(trace)
                            if !complete { codes.set(i, code) }
                            guard code == 0, let destination = trace.destination else { return .traced(trace) }
                            return .passed(url: url, destination: destination)
                        })
                }
                for piece in pieces { body(piece) }
                start = end
            }
            codes.complete = true
        }
    }

    /// `work` over `0..<count` cut into one slice a core (only where each slice has enough URLs
    /// to pay for a thread), the results in slice order.
    static func sliced<T: Sendable>(_ count: Int, cores: Int, _ work: @escaping @Sendable (Range<Int>) -> T) -> [T] {
        sliced(count, cores: cores) { _, range in work(range) }
    }

    /// `sliced`, `work` also given the slice's number (0 for the first).
    static func sliced<T: Sendable>(_ count: Int, cores: Int, _ work: @escaping @Sendable (Int, Range<Int>) -> T) -> [T] {
        let threads = Swift.min(Swift.max(1, cores), Swift.max(1, count / 256))
        guard threads > 1 else { return [work(0, 0..<count)] }
        let bounds = (0...threads).map { count * $0 / threads }
        let slots = Slots<T>(count: threads)
        defer { slots.free() }
        DispatchQueue.concurrentPerform(iterations: threads) { t in slots.set(t, work(t, bounds[t]..<bounds[t + 1])) }
        return slots.values()
    }
}
