import LinkCheckCore
import LinkCheckReports

extension Diagnostic {
    /// The first line the one text printer writes for this diagnostic, for tests that compare it.
    var headline: String {
        String(DiagnosticPrinter.render(self).prefix { $0 != "\n" })
    }
}
