import LinkCheckCore

/// `generate aasa --check FILE` and the `"aasaGenerated"` entries of linkcheck.json: whether an
/// AASA file still holds what its schema generates. A JSON file carries no header, so its content
/// is compared, not its bytes: a file the site's tooling re-indented or re-ordered is current.
public enum GeneratedAASACheck {
    /// `nil` when `existing` holds the same JSON as `generated`; else a `generated-file-stale`
    /// error on `file` whose detail is the diff of the two, laid out as the generator lays out a
    /// file (`-` the file, `+` what would be generated), and whose note names the command.
    ///
    /// Only a file linkcheck wrote is compared and shown: JSON whose first rule's `comment` starts
    /// with `linkcheck: `. Anything else (not JSON, a credentials file a pull request names as the
    /// output) is named in a `not-a-generated-file` error and none of its bytes are shown; an empty
    /// file has none to show and is stale like a missing one.
    public static func compare(existing: [UInt8], generated: String, file: String, command: String) -> Diagnostic? {
        if existing.elementsEqual(generated.utf8) { return nil }
        var current = ""
        if !existing.isEmpty {
            guard let document = try? JSONDocument.parse(existing), isGenerated(document.root) else {
                var foreign = Diagnostic(
                    .error, .notAGeneratedFile,
                    "the file was not written by linkcheck generate aasa (its first rule has no \"linkcheck: \" comment), "
                        + "so it is not compared or shown",
                    file: file, at: nil)
                foreign.notes = ["if it is meant to be generated, delete it and run `\(command)`; otherwise name another output"]
                return foreign
            }
            current = AASAFileWriter.ordered(output(document.root)).render(pretty: true) + "\n"
            if current == generated { return nil }
        }
        var diagnostic = Diagnostic(.error, .generatedFileStale, "the file is stale: it holds other rules than its schema generates now", file: file, at: nil)
        diagnostic.detail = StaleFileDiff.detail(old: current, new: generated)
        diagnostic.notes = ["run `\(command)` to write it again"]
        return diagnostic
    }

    /// Whether a run may write over `existing`: nothing there, or a file `generate aasa` wrote (a
    /// linkcheck.json entry may name any file as its output).
    public static func mayReplace(_ existing: [UInt8]) -> Bool {
        guard !existing.isEmpty else { return true }
        guard let document = try? JSONDocument.parse(existing) else { return false }
        return isGenerated(document.root)
    }

    /// Whether `root` is a file `generate aasa` wrote: its first component's comment says so.
    static func isGenerated(_ root: JSONValue) -> Bool {
        let first = root["applinks"]?["details"]?[0]?["components"]?[0]
        return first?["comment"]?.stringValue?.hasPrefix(AASAFileWriter.commentPrefix) == true
    }

    /// `value` as a value to write, members in the order the file gives them.
    static func output(_ value: JSONValue) -> JSONOutput {
        switch value.kind {
        case .null: return .null
        case .bool: return .bool(value.boolValue ?? false)
        case .number: return .number(value.numberText ?? "0")
        case .string: return .string(value.stringValue ?? "")
        case .array: return .array(value.elements.map(output))
        case .object: return .object(value.members.map { ($0.key, output($0.value)) })
        }
    }
}
