import LinkCheckCore
import LinkCheckApp

/// `linkcheck xcode` as JUnit: the findings as test cases.
enum XcodeJUnitReporter {
    /// A suite per project: a test case per app configuration (failing with its errors), then each
    /// finding about other files.
    static func junit(_ report: XcodeReport) -> String {
        if report.verdict == .unjudged { return JUnitReporter.diagnostics(report.problems, suiteName: "xcode") }
        return JUnitDocument(suites: suites(report)).render()
    }

    static func suites(_ report: XcodeReport) -> [JUnitDocument.Suite] {
        let serving =
            report.serving.isEmpty
            ? []
            : [
                JUnitDocument.Suite(
                    name: "serving",
                    cases: report.serving.map {
                        JUnitReporter.finding($0, classname: Display.path($0.file), withFile: true)
                    })
            ]
        return serving
            + report.projects.map { project in
                let name = Display.path(project.file)
                var cases = project.diagnostics.map { JUnitReporter.finding($0, classname: Display.path($0.file), withFile: true) }
                if cases.isEmpty { cases.append(.init(classname: name, name: "xcode")) }
                return JUnitDocument.Suite(name: name, cases: cases)
            }
    }
}
