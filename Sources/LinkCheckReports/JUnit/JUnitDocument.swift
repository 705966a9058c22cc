import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// The shape every JUnit report shares: suites of test cases, each passed, failed or in error.
/// Rendering fixes the element layout and attribute order, so the output is deterministic.
struct JUnitDocument: Sendable {
    enum Outcome: Sendable {
        case passed
        /// A check that ran and found a problem (`<failure>`).
        case failure(message: String, type: String, body: String)
        /// A problem that kept the check from running (`<error>`).
        case error(message: String, type: String, body: String)
    }

    struct TestCase: Sendable {
        var classname: String
        var name: String
        var outcome: Outcome
        var systemOut: String?

        init(classname: String, name: String, outcome: Outcome = .passed, systemOut: String? = nil) {
            self.classname = classname
            self.name = name
            self.outcome = outcome
            self.systemOut = systemOut
        }
    }

    struct Suite: Sendable {
        var name: String
        /// How many test cases, and how many of them fail or are in error.
        let count: Int
        let failures: Int
        let errors: Int
        /// The test cases, made in order as they are written: a suite of a million cases is never held.
        let cases: @Sendable () -> AnyIterator<TestCase>
        /// For a suite made as text (`init(name:count:failures:errors:rendered:)`): writes its cases'
        /// XML, a run of whole cases at a time; `cases` is then empty.
        let rendered: (@Sendable (_ body: ([UInt8]) -> Void) -> Void)?
        var systemErr: String?

        /// Repeated `(classname, name)` pairs get ` (2)`, ` (3)`… so every test case has its own
        /// identity in the tools that key results by name (which compare names by their bytes,
        /// as `JUnitNameBytes` says).
        init(name: String, cases: [TestCase], systemErr: String? = nil) {
            var seen: Set<JUnitNameBytes.Key> = []
            let unique = cases.map { c in
                var c = c
                let base = c.name
                var n = 1
                while !seen.insert(JUnitNameBytes.key(classname: c.classname, name: c.name)).inserted {
                    n += 1
                    c.name = "\(base) (\(n))"
                }
                return c
            }
            self.init(
                name: name, count: unique.count, failures: unique.count { if case .failure = $0.outcome { true } else { false } },
                errors: unique.count { if case .error = $0.outcome { true } else { false } }, systemErr: systemErr
            ) { unique[$0] }
        }

        /// A suite whose cases are made on demand; their names must already be unique (a case's
        /// location in its name makes it so).
        init(
            name: String, count: Int, failures: Int, errors: Int, systemErr: String? = nil,
            _ testCase: @escaping @Sendable (Int) -> TestCase
        ) {
            self.name = name
            self.count = count
            self.failures = failures
            self.errors = errors
            self.systemErr = systemErr
            rendered = nil
            cases = {
                var i = 0
                return AnyIterator {
                    guard i < count else { return nil }
                    defer { i += 1 }
                    return testCase(i)
                }
            }
        }

        /// A suite of `count` cases made in order by `cases`; their names must already be unique.
        init(
            name: String, count: Int, failures: Int, errors: Int, systemErr: String? = nil,
            cases: @escaping @Sendable () -> AnyIterator<TestCase>
        ) {
            self.name = name
            self.count = count
            self.failures = failures
            self.errors = errors
            self.systemErr = systemErr
            self.cases = cases
            rendered = nil
        }

        /// This suite followed by `other`'s cases and output, or nil when either is written as
        /// text (such suites are the AASA files' own, which never share a name with another).
        func joining(_ other: Suite) -> Suite? {
            guard rendered == nil, other.rendered == nil else { return nil }
            let first = cases, second = other.cases
            let err = [systemErr, other.systemErr].compactMap { $0 }
            return Suite(
                name: name, count: count + other.count, failures: failures + other.failures, errors: errors + other.errors,
                systemErr: err.isEmpty ? nil : err.joined(separator: "\n")
            ) {
                let a = first(), b = second()
                return AnyIterator { a.next() ?? b.next() }
            }
        }

        /// A suite of `count` cases written as XML by `rendered` (each case as `JUnitDocument.xml`
        /// writes it), a run at a time as UTF-8 bytes: for cases made on every core. Their names
        /// must be unique.
        init(
            name: String, count: Int, failures: Int, errors: Int, systemErr: String? = nil,
            rendered: @escaping @Sendable (_ body: ([UInt8]) -> Void) -> Void
        ) {
            self.name = name
            self.count = count
            self.failures = failures
            self.errors = errors
            self.systemErr = systemErr
            self.cases = { AnyIterator { nil } }
            self.rendered = rendered
        }
    }

    var suites: [Suite]

    init(suites: [Suite]) { self.suites = suites }

    /// `suites`, then `extra`, where a suite of `extra` whose name one of `suites` has (a table's
    /// findings from the AASA check) joins that suite: tools that key results by suite name would
    /// show only one of the two.
    init(suites: [Suite], joining extra: [Suite]) {
        var merged = suites
        var at: [String: Int] = [:]
        for (i, suite) in suites.enumerated() where at[suite.name] == nil { at[suite.name] = i }
        for suite in extra {
            if let i = at[suite.name], let joined = merged[i].joining(suite) {
                merged[i] = joined
            } else {
                merged.append(suite)
            }
        }
        self.suites = merged
    }

    var tests: Int { suites.reduce(0) { $0 + $1.count } }
    var failures: Int { suites.reduce(0) { $0 + $1.failures } }
    var errors: Int { suites.reduce(0) { $0 + $1.errors } }

    func render() -> String {
        var text = ""
        render(into: &text)
        return text
    }

    /// The document, written to `out` a test case at a time.
    func render<Out: TextOutputStream>(into out: inout Out) {
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.write("<testsuites name=\"linkcheck\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n")
        for suite in suites {
            out.write(
                "  <testsuite name=\"\(JUnitXML.attribute(suite.name))\" tests=\"\(suite.count)\""
                    + " failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"0\">\n")
            if let rendered = suite.rendered {
                rendered { out.write(utf8: $0) }
            } else {
                for c in IteratorSequence(suite.cases()) { out.write(Self.xml(c)) }
            }
            if let err = suite.systemErr { out.write("    <system-err>\(JUnitXML.text(err))</system-err>\n") }
            out.write("  </testsuite>\n")
        }
        out.write("</testsuites>\n")
    }

    /// One test case's element, with its line break.
    static func xml(_ c: TestCase) -> String {
        let open = "    <testcase classname=\"\(JUnitXML.attribute(c.classname))\" name=\"\(JUnitXML.attribute(c.name))\""
        var inner = ""
        switch c.outcome {
        case .passed: break
        case .failure(let message, let type, let body): inner += element("failure", message, type, body)
        case .error(let message, let type, let body): inner += element("error", message, type, body)
        }
        if let text = c.systemOut { inner += "      <system-out>\(JUnitXML.text(text))</system-out>\n" }
        return inner.isEmpty ? open + "/>\n" : open + ">\n" + inner + "    </testcase>\n"
    }

    private static func element(_ tag: String, _ message: String, _ type: String, _ body: String) -> String {
        "      <\(tag) message=\"\(JUnitXML.attribute(message))\" type=\"\(JUnitXML.attribute(type))\">\(JUnitXML.text(body))</\(tag)>\n"
    }
}
