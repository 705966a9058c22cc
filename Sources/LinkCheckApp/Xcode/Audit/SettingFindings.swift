import LinkCheckCore

/// What kept a resolved setting from being whole, as findings of the configuration that needs it.
/// A value that was cut short, that holds a malformed reference, that went through an operator
/// linkcheck does not compute, or that refers to itself in a cycle is unknown: it is a finding,
/// never shown or checked as resolved.
enum SettingFindings {
    /// The findings for `resolved` (the setting described by `setting`, such as `PRODUCT_BUNDLE_IDENTIFIER
    /// of target "App" (Release)`, written at `place`), and whether its value is known. Undefined
    /// names are the caller's (`unresolved-setting`).
    static func of(_ resolved: ResolvedSetting, setting: String, at place: SettingOrigin) -> (diagnostics: [Diagnostic], known: Bool) {
        var out: [Diagnostic] = []
        let known = resolved.isKnown
        func add(_ severity: Severity, _ rule: Rule, _ message: String) {
            out.append(Diagnostic(severity, rule, message, file: place.file, at: place.location))
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
}
