import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

extension CoverageReport {
    /// The table: `  87.5%  14 of 16 links  fixtures/routes/app.schema.json`, a line per schema.
    public func table(style: TextStyle = .plain) -> String {
        var out = "coverage:\n"
        for c in schemas {
            let percent = String(repeating: " ", count: max(0, 6 - c.percentText.count)) + c.percentText
            let colored = isBelowMinimum(c) ? style.red(percent) : c.exercisedLinks == c.casesPerLink.count ? style.green(percent) : percent
            out += "  \(colored)  \(c.exercisedLinks) of \(c.casesPerLink.count) links  \(Display.path(c.schemaFile))\n"
        }
        return out
    }
}
