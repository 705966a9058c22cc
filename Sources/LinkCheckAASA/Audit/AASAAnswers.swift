import Dispatch
import LinkCheckCore

/// The answers of one file, URL by URL and for each URL the apps in the order given: decided as
/// they are read rather than held. A report of a million URLs then holds the list (its bytes and
/// a range per URL) and one block of decisions at a time, whatever the format; a report that
/// prints no answer (`--quiet` text) decides none, which changes nothing it prints: answers are
/// never findings and never change the verdict.
///
/// Read them in order with `for` (or any `Sequence` method): the iterator decides a block of URLs
/// on every core at once. The subscript decides one answer on the spot, on one core.
public struct AASAAnswers: RandomAccessCollection, Sendable, ExpressibleByArrayLiteral {
    enum Storage: Sendable {
        /// Answers made elsewhere (tests, the fuzz targets' reports).
        case decided([AASAReport.Answer])
        case deciding(AnswerSource)
    }

    let storage: Storage

    /// Answers already decided, held as given.
    public init(_ answers: [AASAReport.Answer]) {
        storage = .decided(answers)
    }

    /// `[]`, or answers already decided.
    public init(arrayLiteral elements: AASAReport.Answer...) {
        storage = .decided(elements)
    }

    /// `urls` decided for each of `apps` by `matcher`, on up to `cores` threads as they are read.
    public init(urls: ListedURLs, apps: [String], matcher: CompiledAASA, domain: String?, cores: Int) {
        self.init(AnswerSource(urls: urls, apps: apps, matcher: matcher, domain: domain, cores: cores))
    }

    package init(_ source: AnswerSource) {
        storage = .deciding(source)
    }

    /// 0: the first URL's answer for the first app.
    public var startIndex: Int { 0 }

    /// How many answers: URLs × apps.
    public var endIndex: Int {
        switch storage {
        case .decided(let answers): answers.count
        case .deciding(let source): source.urls.count * source.apps.count
        }
    }

    /// Answer `i`: URL `i / apps`, app `i % apps`, decided now.
    public subscript(i: Int) -> AASAReport.Answer {
        switch storage {
        case .decided(let answers): answers[i]
        case .deciding(let source): source.answer(url: source.urls[i / source.apps.count], app: source.apps[i % source.apps.count])
        }
    }

    /// The question of answer `i`, (URL, app), without deciding it.
    public func question(_ i: Int) -> (url: String, appID: String) {
        switch storage {
        case .decided(let answers): (answers[i].url, answers[i].appID)
        case .deciding(let source): (source.urls[i / source.apps.count], source.apps[i % source.apps.count])
        }
    }

    /// The questions cut into one run a core (as the answers are decided), each run handed to
    /// `body` on its own core with the places of its questions and what gives them in order: the
    /// results in order of the runs. For a report that reads every URL before it
    /// writes (JUnit's names of repeated URLs); `body` must depend on nothing but what it is given.
    public func questionRuns<T: Sendable>(_ body: @Sendable (_ places: Range<Int>, _ questions: ((_ url: String, _ appID: String) -> Void) -> Void) -> T) -> [T]
    {
        switch storage {
        case .decided(let answers):
            return [body(0..<answers.count) { each in for a in answers { each(a.url, a.appID) } }]
        case .deciding(let source):
            let threads = Swift.min(Swift.max(1, source.urls.count), ParallelAnswers.threads(source))
            let bounds = (0...threads).map { source.urls.count * $0 / threads }
            @Sendable func run(_ t: Int) -> T {
                body(bounds[t] * source.apps.count..<bounds[t + 1] * source.apps.count) { each in
                    for u in bounds[t]..<bounds[t + 1] {
                        let url = source.urls[u]
                        for app in source.apps { each(url, app) }
                    }
                }
            }
            guard threads > 1 else { return [run(0)] }
            let slots = Slots<T>(count: threads)
            defer { slots.free() }
            DispatchQueue.concurrentPerform(iterations: threads) { t in slots.set(t, run(t)) }
            return slots.values()
        }
    }

    /// The answers in order as text: each block of URLs cut into one slice a core, each slice
    /// decided and made into text by `render` on its own core, the texts handed to `body` in
    /// order. For a format whose text costs more than the deciding; `render` must depend on
    /// nothing but the answers it is given.
    public func forEachRendered<Piece: Sendable>(_ render: @Sendable (ArraySlice<AASAReport.Answer>) -> Piece, _ body: (Piece) -> Void) {
        forEachRendered(indexed: { slice, _ in render(slice) }, body)
    }

    /// As `forEachRendered(_:_:)`, `render` also given the index of the slice's first answer
    /// among all the answers: for a format whose text of an answer depends on its place (JUnit's
    /// names of repeated URLs). A piece may be bytes as well as text.
    public func forEachRendered<Piece: Sendable>(
        indexed render: @Sendable (ArraySlice<AASAReport.Answer>, _ first: Int) -> Piece,
        _ body: (Piece) -> Void
    ) {
        switch storage {
        case .decided(let answers):
            if !answers.isEmpty { body(render(answers[...], 0)) }
        case .deciding(let source):
            guard !source.apps.isEmpty else { return }
            var start = 0
            while start < source.urls.count {
                let end = Swift.min(source.urls.count, start + source.blockURLs)
                for text in ParallelAnswers.rendered(source, urls: start..<end, render) { body(text) }
                start = end
            }
        }
    }

    /// The answers in order, a block of URLs decided at a time on every core.
    public func makeIterator() -> Iterator {
        Iterator(storage)
    }

    /// The answers in order, decided a block of URLs at a time on every core.
    public struct Iterator: IteratorProtocol {
        private let storage: Storage
        /// The answers of the block being read, and where the next one is.
        private var block: [AASAReport.Answer] = []
        private var position = 0
        /// The first URL of the block after this one.
        private var nextURL = 0

        init(_ storage: Storage) {
            self.storage = storage
            if case .decided(let answers) = storage { block = answers }
        }

        /// The next answer; when the block is read, the next block is decided first.
        public mutating func next() -> AASAReport.Answer? {
            if position == block.count {
                guard case .deciding(let source) = storage, nextURL < source.urls.count else { return nil }
                let end = Swift.min(source.urls.count, nextURL + source.blockURLs)
                // The old block goes first, so two are never held at once.
                block = []
                position = 0
                block = ParallelAnswers.answers(source, urls: nextURL..<end)
                nextURL = end
                guard !block.isEmpty else { return nil }
            }
            defer { position += 1 }
            return block[position]
        }
    }
}

/// What deciding a file's answers needs: the URLs, the apps, the compiled file.
package struct AnswerSource: Sendable {
    /// URLs decided at once: enough to keep every core busy for a while (a few milliseconds),
    /// few enough that a block of answers and their text is a small part of a long list (a
    /// block four times this size kept a long list's peak at twice the list; this one keeps it
    /// well under, and is no slower).
    static let defaultBlockURLs = 4_096

    let urls: ListedURLs
    let apps: [String]
    let matcher: CompiledAASA
    let domain: String?
    let cores: Int
    /// Tests make it small, to read across many blocks.
    var blockURLs = Self.defaultBlockURLs
    /// Tests force a thread count on short lists.
    var forcedThreads: Int? = nil

    package init(
        urls: ListedURLs, apps: [String], matcher: CompiledAASA, domain: String?, cores: Int,
        blockURLs: Int = Self.defaultBlockURLs, forcedThreads: Int? = nil
    ) {
        self.urls = urls
        self.apps = apps
        self.matcher = matcher
        self.domain = domain
        self.cores = cores
        self.blockURLs = blockURLs
        self.forcedThreads = forcedThreads
    }

    func answer(url: String, app: String) -> AASAReport.Answer {
        AASAReport.Answer(url: url, appID: app, decision: matcher.decide(url: url, appID: app, domain: domain))
    }
}
