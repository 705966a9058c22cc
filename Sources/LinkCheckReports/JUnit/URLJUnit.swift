import LinkCheckCore
import LinkCheckRoutes

extension JUnitReporter {
    /// `url`: a suite named after the schema, a test case per destination, failed when no URL restores it.
    static func url(_ results: [URLReport.Result], schema: RouteSchema, schemaFile: String) -> String {
        let file = Display.path(schemaFile)
        let cases = results.map { r in
            let name = Display.escaped(r.text)
            switch r.url {
            case .url(let url, _, _):
                return JUnitDocument.TestCase(classname: file, name: name, systemOut: Display.text(url))
            case .unrestorable(let reason):
                return JUnitDocument.TestCase(
                    classname: file, name: name,
                    outcome: .failure(
                        message: "no URL restores \(name): \(Display.escaped(reason))", type: Rule.noURL.id, body: ""))
            }
        }
        return JUnitDocument(suites: [.init(name: file, cases: cases)]).render()
    }
}
