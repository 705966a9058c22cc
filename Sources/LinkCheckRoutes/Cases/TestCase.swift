import LinkCheckCore

/// One row of a case table: a URL and the destination it must produce (`nil`: none).
public struct TestCase: Sendable {
    /// The URL exactly as the table gives it.
    public var url: String
    /// Of the case object in the table file.
    public var location: SourceLocation
    /// The destination the URL must open; `nil` when it must open none.
    public var expected: Destination?
    /// The case's `note`, shown with a failure.
    public var note: String?

    /// A case; `location` is where its object starts in the table file.
    public init(url: String, location: SourceLocation, expected: Destination?, note: String? = nil) {
        self.url = url
        self.location = location
        self.expected = expected
        self.note = note
    }
}

/// A case run against a schema.
public struct CaseResult: Sendable {
    /// The case that was run.
    public let testCase: TestCase
    /// What the URL resolved to.
    public let actual: Resolution
    /// Compared once: reports ask for it many times.
    public let passed: Bool

    /// Compares `actual` with the expectation, once, here.
    public init(testCase: TestCase, actual: Resolution) {
        self.testCase = testCase
        let passed = actual.destination == testCase.expected
        self.passed = passed
        // An equal destination shares the expected one's storage: a million passing cases
        // then hold one copy of each destination, not two.
        if passed, case .destination(_, let link) = actual, let expected = testCase.expected {
            self.actual = .destination(expected, link: link)
        } else {
            self.actual = actual
        }
    }
}

extension CaseResult {
    /// A case known to pass, its destination already shared with the expectation.
    init(testCase: TestCase, actual: Resolution, passed: Bool) {
        self.testCase = testCase
        self.actual = actual
        self.passed = passed
    }
}

extension RouteSchema {
    /// Resolves each case's URL, results in the cases' order: the reference that
    /// `TableLoader.run(_:schema:)` must agree with.
    public func run(_ cases: [TestCase]) -> [CaseResult] {
        cases.map { CaseResult(testCase: $0, actual: resolve($0.url)) }
    }
}
