import LinkCheckCore

/// `--check FILE` and the `"swift"` / `"tests"` entries of linkcheck.json: whether a generated file
/// is still what its inputs generate, and if not, a short diff of where it differs.
public enum GeneratedFileCheck {
    /// `nil` when `existing` is exactly `generated`; else a `generated-file-stale` error on `file`
    /// whose detail is the diff (`-` the file, `+` what would be generated) and whose note names
    /// the command that writes it again.
    ///
    /// A file that does not begin with linkcheck's header (`.git/config`, a secrets xcconfig named
    /// as an output by a pull request) is named in a `not-a-generated-file` error and none of its
    /// bytes are shown; an empty file has none to show and is stale like a missing one.
    /// Whether a file holding `existing` may be replaced by generated text: an empty file, or one
    /// that begins with linkcheck's header. A file that linkcheck.json names as an output but
    /// linkcheck did not write (a pull request's `.git/config`) is never written over.
    public static func mayReplace(_ existing: [UInt8]) -> Bool {
        existing.isEmpty || GeneratedHeader.isGenerated(existing)
    }

    public static func compare(existing: [UInt8], generated: String, file: String, command: String) -> Diagnostic? {
        if existing.elementsEqual(generated.utf8) { return nil }
        guard existing.isEmpty || GeneratedHeader.isGenerated(existing) else {
            var foreign = Diagnostic(
                .error, .notAGeneratedFile,
                "the file was not written by linkcheck (it does not begin with its header), so it is not compared or shown",
                file: file, at: nil)
            foreign.notes = ["if it is meant to be generated, delete it and run `\(command)`; otherwise name another output"]
            return foreign
        }
        let detail = StaleFileDiff.detail(old: String(decoding: existing, as: UTF8.self), new: generated)
        var diagnostic = Diagnostic(
            .error, .generatedFileStale,
            "the file is stale: it differs from what its inputs generate now", file: file, at: nil)
        diagnostic.detail = detail
        diagnostic.notes = ["run `\(command)` to write it again"]
        return diagnostic
    }
}
