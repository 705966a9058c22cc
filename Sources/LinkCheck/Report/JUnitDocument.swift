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
        var cases: [TestCase]
        var systemErr: String?

        /// Repeated `(classname, name)` pairs get ` (2)`, ` (3)`… so every test case has its own
        /// identity in the tools that key results by name.
        init(name: String, cases: [TestCase], systemErr: String? = nil) {
            self.name = name
            self.systemErr = systemErr
            var seen: Set<[String]> = []
            self.cases = cases.map { c in
                var c = c
                let base = c.name
                var n = 1
                while !seen.insert([c.classname, c.name]).inserted {
                    n += 1
                    c.name = "\(base) (\(n))"
                }
                return c
            }
        }

        var failures: Int { cases.count { if case .failure = $0.outcome { true } else { false } } }
        var errors: Int { cases.count { if case .error = $0.outcome { true } else { false } } }
    }

    var suites: [Suite]

    var tests: Int { suites.reduce(0) { $0 + $1.cases.count } }
    var failures: Int { suites.reduce(0) { $0 + $1.failures } }
    var errors: Int { suites.reduce(0) { $0 + $1.errors } }

    func render() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"linkcheck\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for suite in suites {
            out += "  <testsuite name=\"\(JUnitXML.attribute(suite.name))\" tests=\"\(suite.cases.count)\""
                + " failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"0\">\n"
            for c in suite.cases { out += Self.render(c) }
            if let err = suite.systemErr { out += "    <system-err>\(JUnitXML.text(err))</system-err>\n" }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private static func render(_ c: TestCase) -> String {
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
