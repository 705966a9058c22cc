import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

extension FuzzTargets {
    /// The JSON reader: it accepts what a plain RFC 8259 reader (`JSONReference`) accepts, with the
    /// same values; every error and value is located inside the input; and a document it accepts,
    /// written back out by `JSONOutput` (compact and pretty), is accepted again with the same structure.
    public static func json(_ bytes: [UInt8]) -> FuzzFailure? {
        let reference = JSONReference.parse(bytes)
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes)
        } catch {
            if reference != nil { return FuzzFailure("json-reference", "the reader refuses RFC 8259 JSON: \(error)") }
            return TextBounds(bytes).check(error.location, "json-error-location", "the syntax error")
        }
        guard let reference else { return FuzzFailure("json-reference", "the reader accepts what RFC 8259 refuses") }
        if let difference = JSONStructure.difference(reference, document.root, path: "$") {
            return FuzzFailure("json-reference", difference)
        }
        let bounds = TextBounds(bytes)
        if let failure = JSONStructure.locations(document.root, bounds) { return failure }
        for duplicate in document.duplicateKeys {
            if let failure = bounds.check(duplicate.location, "json-duplicate-location", "duplicate key")
                ?? bounds.check(duplicate.firstLocation, "json-duplicate-location", "first key")
            {
                return failure
            }
        }
        for pretty in [false, true] {
            let text = document.root.output.render(pretty: pretty)
            let again: JSONDocument
            do {
                again = try JSONDocument.parse(Array(text.utf8))
            } catch {
                return FuzzFailure(
                    "json-round-trip",
                    "written back out (pretty: \(pretty)), the document is "
                        + "rejected: \(error)\n\(text)")
            }
            if let difference = JSONStructure.difference(document.root, again.root, path: "$") {
                return FuzzFailure("json-round-trip", "written back out (pretty: \(pretty)), \(difference)\n\(text)")
            }
            if again.duplicateKeys.count != document.duplicateKeys.count {
                return FuzzFailure(
                    "json-round-trip",
                    "\(document.duplicateKeys.count) duplicate keys became "
                        + "\(again.duplicateKeys.count)")
            }
        }
        return nil
    }
}
