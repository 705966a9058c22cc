import LinkCheckCore

extension RoutesReport.Table {
    /// A failing case as a diagnostic (`case-failed`): located at the case, the URL and what went
    /// wrong as its message, the diff of expected (-) and actual (+) destination in Swift syntax
    /// and what decided the actual one as its detail, the case's note as its note. Made when a
    /// report is printed, not kept for every case.
    public func failure(_ result: CaseResult) -> Diagnostic {
        let c = result.testCase
        var d = Diagnostic(
            .error, .caseFailed, result.failureHeadline, file: file, at: c.location, notes: (c.note.map { [$0] } ?? []) + (folded[c.location] ?? []))
        d.detail = DetailLine.diff(RouteSyntax.destinationLines(c.expected), RouteSyntax.destinationLines(result.actual.destination))
        switch result.actual {
        case .destination(_, let index):
            d.detail.append(DetailLine(.text, "by link \(linkName(index))"))
        case .none(let why):
            d.detail.append(DetailLine(.text, "why nil: \(Display.escaped(why.message))"))
            if let index = why.closestLink { d.detail.append(DetailLine(.text, "closest link: \(linkName(index))")) }
        }
        return d
    }

    /// `"/orders/:id" at routes.json:23:5`.
    func linkName(_ index: Int) -> String {
        let link = schema.links[index]
        return "\(SwiftLiteral.string(link.path)) at \(Display.path(schemaFile)):\(link.location.line):\(link.location.column)"
    }
}

extension CaseResult {
    /// What the message of a failing case says: `URL gets no destination`; the JUnit, GitHub and
    /// Markdown reports use the same words.
    public var failureHeadline: String { "\(Display.text(testCase.url)) \(failurePhrase)" }

    /// The headline without the URL.
    public var failurePhrase: String {
        switch (testCase.expected, actual.destination) {
        case (.some, nil): return "gets no destination"
        case (nil, .some): return "opens a screen, but the table expects no destination"
        default: return "opens a different screen"
        }
    }
}
