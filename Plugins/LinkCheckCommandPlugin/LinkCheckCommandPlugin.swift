import Foundation
import PackagePlugin

/// `swift package linkcheck [ARGS]`: linkcheck with ARGS (`check` when there are none) in the
/// package's folder, where `check` finds the package's linkcheck.json. It asks for no permission,
/// so linkcheck, told so, refuses to run what would write a file and names the way that may
/// (docs/plugins.md).
@main
struct LinkCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let arguments = arguments.isEmpty ? ["check"] : arguments
        // linkcheck itself refuses what would write, deciding on the command line it parses: a
        // plugin that looked at the words could be passed by `--quiet init` or `-- init`.
        try LinkCheckProcess.run(
            context.tool(named: "linkcheck").url, arguments: arguments, in: context.package.directoryURL,
            readOnly: true)
    }
}
