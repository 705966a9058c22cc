import LinkCheckCore

/// What kept a resolved setting from being whole, as findings of the configuration that needs it.
/// A value that was cut short, that holds a malformed reference, that went through an operator
/// linkcheck does not compute, or that refers to itself in a cycle is unknown: it is a finding,
/// never shown or checked as resolved.
enum SettingFindings {
    /// The findings for `resolved` (the setting described by `setting`, such as `PRODUCT_BUNDLE_IDENTIFIER
    /// of target "App" (Release)`, written at `place`), and whether its value is known.
    ///
    /// A name no level defines is empty, as Xcode evaluates it (`${BUNDLE_ID_SUFFIX}` in a Release
    /// that never sets it), so the value is known; it is worth a warning only where the name is a
    /// near miss of one that `defined` holds (a slip that Xcode would also read as empty).
    static func of(
        _ resolved: ResolvedSetting, setting: String, at place: SettingOrigin, defined: Set<String> = []
    ) -> (diagnostics: [Diagnostic], known: Bool) {
        var out: [Diagnostic] = []
        let known = resolved.isKnown
        func add(_ severity: Severity, _ rule: Rule, _ message: String) {
            out.append(Diagnostic(severity, rule, message, file: place.file, at: place.location))
        }
        for name in resolved.undefined where !defined.contains(name) {
            guard let meant = nearMiss(name, among: defined) else { continue }
            add(
                .warning, .unresolvedSetting,
                "\(setting) refers to \(SwiftLiteral.clippedString("$(" + name + ")")), which no level of the project defines, so Xcode reads it as empty; did you mean \(meant)?"
            )
        }
        for issue in resolved.issues {
            switch issue {
            case .tooComplex:
                add(
                    .error, .settingTooComplex,
                    "\(setting) expands past what linkcheck follows (\(SettingLimits.maxReferences) references, references nested \(SettingLimits.maxDepth) deep, \(SettingLimits.maxLength) bytes), so it was cut; its value is unknown"
                )
            case .unsupportedOperator(let op, let reference):
                add(
                    .error, .settingExpression,
                    "\(setting) applies the operator \(SwiftLiteral.clippedString(":" + op)) in \(SwiftLiteral.clippedString(reference)), which linkcheck does not compute; its value is unknown"
                )
            case .malformed(let text):
                add(
                    .error, .settingExpression,
                    "\(setting) holds the malformed reference \(SwiftLiteral.clippedString(text)), which Xcode reports as an error; its value is unknown")
            case .recursive(let name):
                // Xcode reads it as $(inherited), empty with nothing below; a cycle is almost never
                // what the project means, so the value is not taken as the app's.
                add(
                    .error, .settingExpression,
                    "\(setting) refers to \(SwiftLiteral.clippedString("$(" + name + ")")) inside the value of \(name) itself (a cycle) with no value below it; Xcode reads it as empty, and its value is taken as unknown: write $(inherited) if that is meant"
                )
            }
        }
        return (out, known)
    }

    /// The defined name `name` is a slip for: the same but for letter case, or one or two letters
    /// off (`BUNDLE_ID_SUFIX` for `BUNDLE_ID_SUFFIX`); never a longer name it merely starts.
    static func nearMiss(_ name: String, among defined: Set<String>) -> String? {
        let lowered = name.lowercased()
        let word = Array(lowered)
        var best: (distance: Int, name: String)?
        for candidate in defined where candidate != name {
            let other = candidate.lowercased()
            let distance = other == lowered ? 0 : Suggestion.editDistance(word, Array(other), atMost: min(2, max(1, word.count / 6)))
            guard let distance else { continue }
            if best.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true {
                best = (distance, candidate)
            }
        }
        return best?.name
    }
}
