import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// Properties every report must keep whatever the input files and URLs hold.
enum ReportChecks {
    /// A JSON report is one document the reader accepts.
    static func json(_ text: String, _ name: String) -> FuzzFailure? {
        do {
            _ = try JSONDocument.parse(Array(text.utf8))
            return nil
        } catch {
            return FuzzFailure("report-json", "the \(name) report is not valid JSON: \(error)\n\(text)")
        }
    }

    /// A JUnit report holds only characters XML 1.0 allows.
    static func junit(_ text: String, _ name: String) -> FuzzFailure? {
        let forbidden = text.unicodeScalars.first { s in
            (s.value < 0x20 && s != "\t" && s != "\n" && s != "\r") || s.value == 0xFFFE || s.value == 0xFFFF
        }
        guard let forbidden else { return nil }
        let code = String(forbidden.value, radix: 16, uppercase: true)
        return FuzzFailure("report-junit", "the \(name) report holds U+\(code), which XML 1.0 forbids")
    }

    /// In a GitHub report, text from inputs stays inside escaped annotation data: every line is an
    /// annotation or a plain line that can't be read as a command (`::x` at the start, or a
    /// legacy `##[x]` anywhere), and no carriage return splits a line for the runner.
    static func github(_ text: String, _ name: String) -> FuzzFailure? {
        for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let line = String(decoding: line, as: UTF8.self)
            let isAnnotation = ["::error", "::warning", "::notice"].contains {
                line.hasPrefix($0 + " ") || line.hasPrefix($0 + "::")
            }
            if line.utf8.contains(0x0D) || (!isAnnotation && (line.hasPrefix("::") || line.contains("##["))) {
                return FuzzFailure(
                    "report-github",
                    "the \(name) report has a line the runner may read as a command: "
                        + SwiftLiteral.string(line))
            }
        }
        return nil
    }

    /// Every located diagnostic points inside the file it names, whose bytes `files` gives.
    static func located(_ diagnostics: [Diagnostic], in files: [String: [UInt8]]) -> FuzzFailure? {
        let bounds = files.mapValues(TextBounds.init)
        for d in diagnostics {
            guard let location = d.location, let lines = bounds[d.file] else { continue }
            if let failure = lines.check(location, "diagnostic-location", DiagnosticPrinter.render(d)) { return failure }
        }
        return nil
    }
}
