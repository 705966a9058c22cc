/// One row of a case table: a URL and the destination it must produce (`nil`: none).
public struct TestCase: Sendable {
    public var url: String
    /// Of the case object in the table file.
    public var location: SourceLocation
    public var expected: Destination?
    public var note: String?

    public init(url: String, location: SourceLocation, expected: Destination?, note: String? = nil) {
        self.url = url
        self.location = location
        self.expected = expected
        self.note = note
    }
}

/// A case run against a schema.
public struct CaseResult: Sendable {
    public var testCase: TestCase
    public var actual: Resolution

    public var passed: Bool { actual.destination == testCase.expected }

    public init(testCase: TestCase, actual: Resolution) {
        self.testCase = testCase
        self.actual = actual
    }
}

extension RouteSchema {
    public func run(_ cases: [TestCase]) -> [CaseResult] {
        cases.map { CaseResult(testCase: $0, actual: resolve($0.url)) }
    }
}
