import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import Testing

/// The `AASAFile` that `AASALoader` builds: what the matcher sees, read leniently like iOS.
@Suite struct AASALintModelTests {
    /// One line per service, entry and rule, with locations, so a whole model compares as text.
    static func render(_ file: AASAFile) -> String {
        var lines: [String] = []
        if let applinks = file.applinks {
            let variables = applinks.substitutionVariables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            lines.append("applinks @\(applinks.location) defaults \(render(applinks.defaults)) variables \(variables)")
            for entry in applinks.details {
                let ids = entry.appIDs.map { "\($0.id)@\($0.location)" }.joined(separator: " ")
                lines.append("details[\(entry.index)] @\(entry.location) \(ids) defaults \(render(entry.defaults))")
                switch entry.rules {
                case .components(let components):
                    for c in components {
                        lines.append("  components[\(c.index)] @\(c.location) \(render(c.fields))" + (c.comment.map { " // \($0)" } ?? ""))
                    }
                case .paths(let paths):
                    for p in paths {
                        lines.append("  paths[\(p.index)] @\(p.location) \(p.isExclusion ? "NOT " : "")\(p.pattern)")
                    }
                case .none:
                    lines.append("  no rules")
                }
            }
        }
        for (name, ids) in [
            ("webcredentials", file.webcredentials), ("appclips", file.appclips),
            ("activitycontinuation", file.activitycontinuation)
        ] where !ids.isEmpty {
            lines.append(name + " " + ids.map { "\($0.id)@\($0.location)" }.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }

    static func render(_ fields: AASARuleFields) -> String {
        var parts: [String] = []
        if let path = fields.path { parts.append("/ \(path)") }
        switch fields.query {
        case .whole(let pattern)?: parts.append("? \(pattern)")
        case .items(let items)?: parts.append("? [" + items.map { "\($0.name): \($0.pattern)" }.joined(separator: ", ") + "]")
        case .ignored?: parts.append("? ignored")
        case nil: break
        }
        if let fragment = fields.fragment { parts.append("# \(fragment)") }
        if let flag = fields.exclude { parts.append("exclude \(flag)") }
        if let flag = fields.caseSensitive { parts.append("caseSensitive \(flag)") }
        if let flag = fields.percentEncoded { parts.append("percentEncoded \(flag)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func load(_ text: String) -> (model: String?, findings: [String]) {
        let result = AASALoader.load(Array(text.utf8), file: "apple-app-site-association")
        return (result.file.map(render), result.diagnostics.map { "\($0.location?.description ?? "-") \($0.rule)" })
    }

    @Test func modernFile() {
        let text = """
            {
              "applinks": {
                "defaults": {"caseSensitive": false},
                "substitutionVariables": {"food": ["burrito", "taco"]},
                "details": [
                  {
                    "appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
                    "defaults": {"percentEncoded": false},
                    "components": [
                      {"#": "no_universal_links", "exclude": true, "comment": "opt out"},
                      {"/": "/buy/*", "?": {"ref": "?*", "src": "web"}},
                      {"/": "/menu/$(food)", "?": "*", "caseSensitive": true}
                    ]
                  },
                  {"appID": "ABCDE12345.com.example.other", "components": [{"/": "/other/*", "exclude": false}]}
                ]
              },
              "webcredentials": {"apps": ["ABCDE12345.com.example.app"]},
              "appclips": {"apps": ["ABCDE12345.com.example.app.Clip"]}
            }
            """
        let (model, findings) = Self.load(text)
        #expect(findings == [])
        #expect(
            model == """
                applinks @2:15 defaults {caseSensitive false} variables ["food=[\\"burrito\\", \\"taco\\"]"]
                details[0] @6:7 ABCDE12345.com.example.app@7:20 ABCDE12345.com.example.app2@7:50 defaults {percentEncoded false}
                  components[0] @10:11 {# no_universal_links, exclude true} // opt out
                  components[1] @11:11 {/ /buy/*, ? [ref: ?*, src: web]}
                  components[2] @12:11 {/ /menu/$(food), ? *, caseSensitive true}
                details[1] @15:7 ABCDE12345.com.example.other@15:17 defaults {}
                  components[0] @15:64 {/ /other/*, exclude false}
                webcredentials ABCDE12345.com.example.app@18:31
                appclips ABCDE12345.com.example.app.Clip@19:25
                """)
    }

    @Test func legacyFile() {
        let text = """
            {
              "activitycontinuation": {"apps": ["ABCDE12345.com.example.app"]},
              "applinks": {
                "apps": [],
                "details": [
                  {"appID": "ABCDE12345.com.example.app", "paths": ["/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*"]},
                  {"appID": "ABCDE12345.com.example.two", "paths": ["*"]}
                ]
              }
            }
            """
        let (model, findings) = Self.load(text)
        #expect(findings == [])
        #expect(
            model == """
                applinks @3:15 defaults {} variables []
                details[0] @6:7 ABCDE12345.com.example.app@6:17 defaults {}
                  paths[0] @6:57 /wwdc/news/
                  paths[1] @6:72 NOT /videos/wwdc/2010/*
                  paths[2] @6:99 /videos/wwdc/201?/*
                details[1] @7:7 ABCDE12345.com.example.two@7:17 defaults {}
                  paths[0] @7:57 *
                activitycontinuation ABCDE12345.com.example.app@2:37
                """)
    }

    @Test func dictionaryDetailsKeepFileOrder() {
        let (model, findings) = Self.load(
            #"{"applinks": {"details": {"ABCDE12345.com.b": {"paths": ["/b"]}, "ABCDE12345.com.a": {"components": [{"/": "/a"}]}}}}"#)
        #expect(findings == ["1:26 details-dictionary"])
        #expect(
            model == """
                applinks @1:14 defaults {} variables []
                details[0] @1:47 ABCDE12345.com.b@1:27 defaults {}
                  paths[0] @1:58 /b
                details[1] @1:86 ABCDE12345.com.a@1:66 defaults {}
                  components[0] @1:102 {/ /a}
                """)
    }

    /// What iOS ignores is left out: values of the wrong type, a `?` dictionary with a non-string
    /// value, `paths` beside `components`, unknown keys.
    @Test func lenientReading() {
        let text =
            ##"{"applinks": {"details": [{"appID": ["X"], "appIDs": ["ABCDE12345.com.x"], "paths": ["/p"], "components": [{"/": ["/a"], "#": "f", "exclude": "true", "extra": 1}, {"?": {"a": "1", "b": 2}}, "bad", {"/": "/z"}]}]}, "webcredentials": {"apps": ["ABCDE12345.com.x", 3]}}"##
        let (model, _) = Self.load(text)
        #expect(
            model == """
                applinks @1:14 defaults {} variables []
                details[0] @1:27 ABCDE12345.com.x@1:55 defaults {}
                  components[0] @1:108 {# f}
                  components[1] @1:164 {? ignored}
                  components[3] @1:198 {/ /z}
                webcredentials ABCDE12345.com.x@1:243
                """)
    }

    @Test(arguments: [#"{"applinks": "#, "[]", #""text""#, "null", ""])
    func noModelWithoutAnObject(_ text: String) {
        let result = AASALoader.load(Array(text.utf8), file: "apple-app-site-association")
        #expect(result.file == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func modelDespiteErrors() {
        let (model, findings) = Self.load(#"{"applinks": {"apps": ["x"], "details": [{"appIDs": ["com.example.app"], "components": [{"/": "/$(nope)"}]}]}}"#)
        #expect(findings == ["1:23 legacy-apps-not-empty", "1:54 missing-team-id", "1:95 undefined-variable"])
        #expect(
            model == """
                applinks @1:14 defaults {} variables []
                details[0] @1:42 com.example.app@1:54 defaults {}
                  components[0] @1:89 {/ /$(nope)}
                """)
    }
}
