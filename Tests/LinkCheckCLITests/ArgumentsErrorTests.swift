import LinkCheckCLI
import Testing

@Suite struct ArgumentsErrorTests {
    static let cases: [ArgumentsCase] = [
        ArgumentsCase(["rotues", "t"], error: #"unknown command "rotues"; did you mean "routes"?"#),
        ArgumentsCase(["resolv"], error: #"unknown command "resolv"; did you mean "resolve"?"#),
        ArgumentsCase(["xyz"], error: #"unknown command "xyz"; run "linkcheck help" for the list"#),
        ArgumentsCase(["version"], error: #"unknown command "version"; run "linkcheck help" for the list"#),
        ArgumentsCase(["help", "nosuch"], error: #"unknown command "nosuch"; run "linkcheck help" for the list"#),
        ArgumentsCase(["help", "rutes"], error: #"unknown command "rutes"; did you mean "routes"?"#),
        ArgumentsCase(["--quiet", "rotues"], error: #"unknown command "rotues"; did you mean "routes"?"#),

        ArgumentsCase(["routes", "--shcema", "s", "t"], error: #"unknown option "--shcema"; did you mean "--schema"?"#),
        ArgumentsCase(["routes", "--fromat=json", "t"], error: #"unknown option "--fromat"; did you mean "--format"?"#),
        ArgumentsCase(["routes", "-schema", "s", "t"], error: #"unknown option "-schema"; did you mean "--schema"?"#),
        ArgumentsCase(["routes", "--sch", "s", "t"], error: #"unknown option "--sch"; did you mean "--schema"?"#),
        ArgumentsCase(["routes", "-q", "t"], error: #"unknown option "-q"; did you mean "--quiet"?"#),
        ArgumentsCase(["routes", "--hlep"], error: #"unknown option "--hlep"; did you mean "--help"?"#),
        ArgumentsCase(
            ["routes", "--xyz", "t"],
            error: #"unknown option "--xyz"; run "linkcheck help routes" for the options"#),
        ArgumentsCase(["--verison"], error: #"unknown option "--verison"; did you mean "--version"?"#),
        ArgumentsCase(
            ["--schema", "s", "routes", "t"],
            error: #"unknown option "--schema"; run "linkcheck help" for the options"#),
        ArgumentsCase(
            ["routes", "--version"],
            error: #"unknown option "--version"; run "linkcheck help routes" for the options"#),

        ArgumentsCase(["routes", "t", "--schema"], error: #"option "--schema" needs a value (FILE)"#),
        ArgumentsCase(["routes", "--schema", "--quiet", "t"], error: #"option "--schema" needs a value (FILE)"#),
        ArgumentsCase(["routes", "--schema", "--", "t"], error: #"option "--schema" needs a value (FILE)"#),
        ArgumentsCase(["routes", "--schema=", "t"], error: #"option "--schema" needs a value (FILE)"#),
        ArgumentsCase(["routes", "t", "--format"], error: #"option "--format" needs a value (text|json|junit|github|sarif)"#),

        ArgumentsCase(["routes", "--quiet=yes", "t"], error: #"option "--quiet" takes no value"#),
        ArgumentsCase(["routes", "--help=yes"], error: #"option "--help" takes no value"#),
        ArgumentsCase(["--version=2"], error: #"option "--version" takes no value"#),

        ArgumentsCase(
            ["routes", "--format", "xml", "t"],
            error: #""xml" is not a valid value for --format; expected one of text, json, junit, github, sarif"#),
        ArgumentsCase(
            ["routes", "--format=jsno", "t"],
            error: #""jsno" is not a valid value for --format; expected one of text, json, junit, github, sarif; did you mean "json"?"#),
        ArgumentsCase(
            ["routes", "--format", "JSON", "t"],
            error: #""JSON" is not a valid value for --format; expected one of text, json, junit, github, sarif; did you mean "json"?"#),
        ArgumentsCase(
            ["routes", "--color", "allways", "t"],
            error: #""allways" is not a valid value for --color; expected one of auto, always, never; did you mean "always"?"#),

        ArgumentsCase(["routes", "--schema", "a", "--schema=b", "t"], error: #"option "--schema" given more than once"#),
        ArgumentsCase(["--quiet", "routes", "--quiet", "t"], error: #"option "--quiet" given more than once"#),
        ArgumentsCase(
            ["routes", "--format", "json", "--format", "text", "t"],
            error: #"option "--format" given more than once"#),

        ArgumentsCase(["routes"], error: "routes needs at least one TABLE"),
        ArgumentsCase(["routes", "--quiet"], error: "routes needs at least one TABLE"),
        ArgumentsCase(["resolve", "--schema", "s"], error: "resolve needs at least one URL"),
        ArgumentsCase(["resolve", "u"], error: "resolve needs --schema FILE"),
        ArgumentsCase(["help", "routes", "resolve"], error: "help takes at most one COMMAND"),
        ArgumentsCase(["generate"], error: "generate needs swift SCHEMA | aasa SCHEMA | tests TABLE"),
        ArgumentsCase(["generate", "swift"], error: "generate needs swift SCHEMA | aasa SCHEMA | tests TABLE"),
        ArgumentsCase(["pair", "a"], error: "pair needs exactly 2 FILEs"),
        ArgumentsCase(["pair", "a", "b", "c"], error: "pair needs exactly 2 FILEs"),
        ArgumentsCase(["status", "x"], error: #"status takes no arguments; unexpected "x""#),

        // The first problem on the line is the one reported.
        ArgumentsCase(
            ["routes", "--shcema", "--format", "xml"],
            error: #"unknown option "--shcema"; did you mean "--schema"?"#)
    ]

    @Test(arguments: cases)
    func reports(_ testCase: ArgumentsCase) {
        testCase.check()
    }
}
