/// Reading a `project.pbxproj` (or any old-style property list) into a document, its problems
/// as diagnostics.
extension DiagnosticSink {
    /// Parses `bytes`; bytes that are not UTF-8 text become an `invalid-text` error, any other
    /// syntax error a `pbxproj-syntax` error. `nil` when the file cannot be read. A repeated key
    /// is not reported here: both entries are kept in file order for the caller to judge.
    public mutating func parseOpenStep(_ bytes: [UInt8], limits: InputLimits) -> OpenStepDocument? {
        do {
            return try OpenStepDocument.parse(bytes, maxDepth: limits.maxDepth)
        } catch {
            self.error(error.isInvalidText ? .invalidText : .pbxprojSyntax, error.message, at: error.location)
            return nil
        }
    }
}
