import LinkCheckApp
import LinkCheckRoutes
import LinkCheckRoutesFixtures

/// The fixtures' routes reports as `linkcheck routes` hands them to the reporters: with no
/// Info.plist or entitlements checked beside them.
extension ReportFixtures {
    static func checked(table: String = tableJSON, file: String = "t.json") throws -> RoutesCheckReport {
        RoutesCheckReport(try small(table: table, file: file))
    }

    static func checkedRoutes(_ tables: [String]) throws -> RoutesCheckReport {
        RoutesCheckReport(try routes(tables))
    }
}
