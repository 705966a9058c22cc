/// The four levels, lowest first: project xcconfig, project buildSettings, target xcconfig, target buildSettings.
///
/// Swift Build pushes every level into one table (`SWBCore/Settings/Settings.swift`), so lookup
/// and `$(inherited)` run across levels as within one: the most recent assignment whose
/// conditions all match wins (`SWBMacro/MacroValueAssignmentTable.swift`,
/// `firstMatchingCondition`), and `$(inherited)` is the next matching one below it. The
/// built-ins (`BuildContext.builtins`, then `BuiltinSettings`) sit below every level, but for the
/// target's own, which sit between the project's levels and the target's. References
/// are evaluated in this, the target's, context, so a project xcconfig may use a setting only the
/// target defines.
public struct SettingsStack: Sendable {
    struct Entry: Sendable {
        var conditions: [SettingCondition]
        var expression: MacroExpression
        var origin: SettingOrigin?
    }

    /// Each name's assignments whose conditions match this build, in push order, built-ins first:
    /// the context is fixed for the stack, so conditions are matched once here, and a lookup is
    /// the last entry of its name, never a scan past assignments for other SDKs or configurations.
    let table: [String: [Entry]]
    /// Every name some level assigns, matching or not: one assigned only for another build
    /// resolves to "" (it is known to the project), not to an undefined setting.
    let assigned: Set<String>

    /// The stack of `levels` (lowest first) for a build described by `context`. The target's
    /// own built-ins (`TARGET_NAME`, `TARGETNAME`: `BuiltinSettings.targetDynamic`) are pushed
    /// just below the level at `targetLevels` (the target's xcconfig, in a project's four), so
    /// they override what the project levels assign and the target's levels override them
    /// (Swift Build's `Settings.swift`, `getTargetDynamicSettings`); at 0 they are with the
    /// other built-ins.
    public init(levels: [SettingLevel], context: BuildContext, targetLevels: Int = 0) {
        var table: [String: [Entry]] = [:]
        var assigned: Set<String> = []
        for (name, value) in BuiltinSettings.defaults(context).sorted(by: { $0.key < $1.key })
        where context.builtins[name] == nil {
            table[name, default: []].append(Entry(conditions: [], expression: MacroExpression(parsing: value), origin: nil))
        }
        func push(_ builtins: [String: String]) {
            for (name, value) in builtins.sorted(by: { $0.key < $1.key }) {
                table[name, default: []].append(Entry(conditions: [], expression: .literal(value), origin: nil))
            }
        }
        let targetDynamic = context.builtins.filter { BuiltinSettings.targetDynamic.contains($0.key) }
        push(targetLevels > 0 ? context.builtins.filter { !BuiltinSettings.targetDynamic.contains($0.key) } : context.builtins)
        let conditionValues = context.conditionValues
        for (index, level) in levels.enumerated() {
            if index == targetLevels, targetLevels > 0 { push(targetDynamic) }
            for a in level.assignments {
                assigned.insert(a.name)
                guard Self.matches(a.conditions, conditionValues) else { continue }
                table[a.name, default: []].append(
                    Entry(
                        conditions: a.conditions, expression: MacroExpression(parsing: a.value),
                        origin: a.origin))
            }
        }
        if targetLevels >= levels.count, targetLevels > 0 { push(targetDynamic) }
        self.table = table
        self.assigned = assigned.union(table.keys)
    }

    /// The value of `name` fully expanded, with where its winning assignment is, or why not.
    public func resolve(_ name: String) -> ResolvedSetting {
        var evaluator = Evaluator(stack: self)
        guard let index = evaluator.matching(name, below: nil) else {
            if BuiltinSettings.teamPrefixes.contains(name) {
                let value = evaluator.teamPrefix(chain: [])
                return evaluator.result(value.isEmpty ? nil : value, origin: nil)
            }
            return evaluator.result(BuiltinSettings.emptyByDefault.contains(name) ? "" : nil, origin: nil)
        }
        let entry = table[name, default: []][index]
        let value = evaluator.evaluate(entry.expression, chain: [Frame(name: name, index: index)])
        return evaluator.result(value, origin: entry.origin)
    }

    /// Expands references in any text (an entitlements string, an Info.plist value) in this context.
    public func expand(_ text: String) -> ResolvedSetting {
        var evaluator = Evaluator(stack: self)
        let value = evaluator.evaluate(MacroExpression(parsing: text), chain: [])
        return evaluator.result(value, origin: nil)
    }

    /// Whether every condition matches (`SWBMacro/MacroCondition.swift`: a key with no value
    /// matches only `*`).
    static func matches(_ conditions: [SettingCondition], _ conditionValues: [String: [String]]) -> Bool {
        conditions.allSatisfy { c in
            guard let values = conditionValues[c.key], !values.isEmpty else { return c.pattern == "*" }
            return values.contains { GlobPattern.matches(c.pattern, $0) }
        }
    }

    /// One setting being evaluated: its name and which of its assignments.
    struct Frame {
        var name: String
        var index: Int
    }

    /// One expansion's state: what went missing, and the bounds that keep a hostile project
    /// from taking exponential time (`A = $(B)$(B)`, `B = $(C)$(C)`, …).
    struct Evaluator {
        let stack: SettingsStack
        var undefined: [String] = []
        var issues: [SettingIssue] = []
        /// `undefined` and `issues` as sets, so that a value with thousands of distinct names or
        /// malformed references is noted in linear time.
        private var undefinedSeen: Set<String> = []
        private var issuesSeen: Set<SettingIssue> = []
        var references = 0
        /// References being evaluated inside one another: settings, and names built of references.
        var depth = 0
        var cut = false
        static let maxReferences = SettingLimits.maxReferences
        static let maxDepth = SettingLimits.maxDepth
        static let maxLength = SettingLimits.maxLength

        init(stack: SettingsStack) { self.stack = stack }

        func result(_ value: String?, origin: SettingOrigin?) -> ResolvedSetting {
            ResolvedSetting(value: value, origin: origin, undefined: undefined, issues: cut ? issues + [.tooComplex] : issues)
        }

        /// The index of the most recent assignment of `name` that matches, below `below` if given:
        /// the table holds only matching ones, so it is the one just below.
        func matching(_ name: String, below: Int?) -> Int? {
            guard let entries = stack.table[name] else { return nil }
            let i = (below ?? entries.count) - 1
            return i >= 0 ? i : nil
        }

        mutating func evaluate(_ expression: MacroExpression, chain: [Frame]) -> String {
            for p in expression.problems { note(.malformed(p)) }
            // A value nested past the parser's bound was not read whole: what it gives is cut.
            if expression.tooDeep { cut = true }
            return evaluate(expression.parts, chain: chain)
        }

        mutating func evaluate(_ parts: [MacroExpression.Part], chain: [Frame]) -> String {
            var out = ""
            for part in parts {
                if cut { return out }
                switch part {
                case .literal(let s): out += s
                case .reference(let r): out += reference(r, chain: chain)
                }
                if out.utf8.count > Self.maxLength { cut = true }
            }
            return out
        }

        private mutating func note(undefined name: String) {
            if undefinedSeen.insert(name).inserted { undefined.append(name) }
        }

        private mutating func note(_ issue: SettingIssue) {
            if issuesSeen.insert(issue).inserted { issues.append(issue) }
        }

        mutating func reference(_ r: MacroExpression.Reference, chain: [Frame]) -> String {
            references += 1
            // The depth counts every reference evaluated inside another, so that neither a chain
            // of settings nor names nested in names can run the stack out.
            guard references <= Self.maxReferences, depth < Self.maxDepth, chain.count <= Self.maxDepth else {
                cut = true
                return ""
            }
            depth += 1
            defer { depth -= 1 }
            let written = evaluate(r.name, chain: chain)
            let isInherited = written == "inherited"
            // `$(inherited)` names the setting being evaluated (MacroEvaluationProgram.swift,
            // `lookupMacroInContext`); outside any setting it names nothing.
            let name = isInherited ? (chain.last?.name ?? "") : written
            var value = ""
            var hadValue = false
            if !name.isEmpty {
                // A setting already being evaluated gives its next lower assignment, whether
                // spelled `inherited` or by name (MacroEvaluationScope.swift, `nextValueForMacro`).
                let frame = chain.last { $0.name == name }
                if let index = matching(name, below: frame?.index) {
                    value = evaluate(
                        stack.table[name, default: []][index].expression,
                        chain: chain + [Frame(name: name, index: index)])
                    hadValue = true
                } else if frame == nil, BuiltinSettings.teamPrefixes.contains(name) {
                    value = teamPrefix(chain: chain)
                    hadValue = true
                } else {
                    if frame != nil {
                        if !isInherited { note(.recursive(name)) }
                    } else if !BuiltinSettings.emptyByDefault.contains(name) {
                        note(undefined: name)
                    }
                    hadValue = frame != nil || BuiltinSettings.emptyByDefault.contains(name) || stack.assigned.contains(name)
                    if !r.bracketed {
                        // Swift Build keeps a bare `$NAME` that resolves to nothing as written.
                        value = "$" + name
                        hadValue = true
                    }
                }
            }
            for op in r.operators {
                switch op {
                case .retrieval(let o):
                    if let v = MacroOperators.retrieve(o, value) { value = v } else { note(.unsupportedOperator(o, reference: r.text)) }
                case .replacement(let o, let operand):
                    let with = evaluate(operand, chain: chain)
                    if let v = MacroOperators.replace(o, value, with: with, hadValue: hadValue) {
                        value = v
                        hadValue = true
                    } else {
                        note(.unsupportedOperator(o, reference: r.text))
                    }
                }
            }
            return value
        }

        /// `TEAM.` from DEVELOPMENT_TEAM, or "" with DEVELOPMENT_TEAM named as missing.
        mutating func teamPrefix(chain: [Frame]) -> String {
            let team = reference(
                MacroExpression.Reference(
                    name: [.literal("DEVELOPMENT_TEAM")], bracketed: true, operators: [],
                    text: "$(DEVELOPMENT_TEAM)"), chain: chain)
            if team.isEmpty {
                note(undefined: "DEVELOPMENT_TEAM")
                return ""
            }
            return team + "."
        }
    }
}
